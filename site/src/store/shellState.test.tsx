import { renderToString } from 'react-dom/server';
import { captureShellState, resetAppStore, useAppStore } from './appStore';
import { selectLayerTable, selectSelectedLayers } from './selectors';
import { sampleEnvironment } from '../test/fixtures';

/** What the prerender and the hydrating page see of the store: React reads the server snapshot. */
function LayerNames() {
  const table = useAppStore(selectLayerTable);
  const selected = useAppStore(selectSelectedLayers);
  return <p>{table.map((l) => `${l.id}${selected.includes(l.id) ? '*' : ''}`).join(' ')}</p>;
}

beforeEach(resetAppStore);

describe('the shell state', () => {
  it('is the initial state until captured, so nothing is prerendered from the API files by accident', () => {
    useAppStore.getState().setEnvironment(sampleEnvironment());
    expect(renderToString(<LayerNames />)).toBe('<p></p>');
  });

  it('keeps the layer table captured with it, and not what the link sets afterwards', () => {
    useAppStore.getState().setEnvironment(sampleEnvironment());
    captureShellState();
    useAppStore.getState().setLayers(['traffic']);
    expect(renderToString(<LayerNames />)).toBe('<p>pesticides* airPollution* traffic industrial</p>');
    expect(useAppStore.getState().selectedLayers).toEqual(['traffic']);
  });

  it('is forgotten by resetAppStore', () => {
    useAppStore.getState().setEnvironment(sampleEnvironment());
    captureShellState();
    resetAppStore();
    expect(renderToString(<LayerNames />)).toBe('<p></p>');
  });
});
