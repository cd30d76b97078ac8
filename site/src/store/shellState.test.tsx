import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
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

  it('is what the page hydrates against, so the prerendered shell matches, then the state the link set shows', async () => {
    useAppStore.getState().setEnvironment(sampleEnvironment());
    captureShellState();
    const container = document.createElement('div');
    // What the build prerendered with the layer table.
    container.innerHTML = '<p>pesticides* airPollution* traffic industrial</p>';
    useAppStore.getState().setLayers(['traffic']);
    const recoverableErrors: unknown[] = [];

    const root = await act(async () => hydrateRoot(container, <LayerNames />, { onRecoverableError: (error) => recoverableErrors.push(error) }));

    expect(recoverableErrors).toEqual([]);
    expect(container.innerHTML).toBe('<p>pesticides airPollution traffic* industrial</p>');
    act(() => root.unmount());
  });
});
