import { resetAppStore, useAppStore } from '../../store/appStore';
import { ENVIRONMENT_ANSWER } from '../../test/fixtures';
import { parseEnvironment } from '../../lib/data/environment';
import { demoView } from '../../views/demoView';
import { measuredView } from '../../views/measuredView';
import { offerMapPreview } from './mapPreview';
import { watchMapPreview } from './mapPreviewWatch';

vi.mock('virtual:map-preview', () => ({ default: { layers: ['pesticides', 'airPollution'], sources: [], srcset: '/assets/map-preview-z3-1x.webp 1x' } }));

const shown = () => document.documentElement.getAttribute('data-map-preview');

beforeEach(() => {
  document.documentElement.removeAttribute('data-map-preview');
  resetAppStore();
  const state = useAppStore.getState();
  state.setEnvironment(parseEnvironment(ENVIRONMENT_ANSWER));
  state.setDataView(measuredView);
});

describe('offerMapPreview', () => {
  it.each([
    ['?data=measured', 'shown'],
    ['?data=measured&county=06019', null],
    ['?data=measured&layers=traffic', null],
    ['?data=measured&q=Fresno', null],
    ['', null],
  ])('shows the picture for %j: %s', (search, want) => {
    offerMapPreview(search);
    expect(shown()).toBe(want);
  });

  it('takes the picture away when a layer is ticked before the app runs', () => {
    offerMapPreview('?data=measured');
    document.body.innerHTML = '<input type="checkbox" class="layer-checkbox" value="traffic">';
    document.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(shown()).toBe('gone');
  });
});

describe('watchMapPreview', () => {
  const cases: [string, () => void][] = [
    ['the live map has drawn', () => useAppStore.getState().setMapDrawn(measuredView)],
    ['another view', () => useAppStore.getState().setDataView(demoView)],
    ['other layers', () => useAppStore.getState().toggleLayer('traffic', true)],
    ['a county', () => useAppStore.getState().selectCounty('06019')],
    ['a state to fit', () => useAppStore.getState().fitBounds([[1, 2], [3, 4]])],
  ];
  it.each(cases)('takes the picture away once %s', (_, change) => {
    offerMapPreview('?data=measured');
    const stop = watchMapPreview();
    // The link's own state, set again, keeps it.
    useAppStore.getState().setDataView(measuredView);
    expect(shown()).toBe('shown');
    change();
    expect(shown()).toBe('gone');
    stop();
  });
});
