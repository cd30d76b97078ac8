import { resetAppStore, useAppStore } from '../../store/appStore';
import { ENVIRONMENT_ANSWER } from '../../test/fixtures';
import { settled } from '../../test/settled';
import { parseEnvironment } from '../../lib/data/environment';
import { demoView } from '../../views/demoView';
import { measuredView } from '../../views/measuredView';
import { mapPreviewPainted, mapPreviewScript, offerMapPreview, type PreviewOffer } from './mapPreview';
import { watchMapPreview } from './mapPreviewWatch';

vi.mock('virtual:map-preview', () => ({
  default: {
    layers: ['pesticides', 'airPollution'],
    sources: [{ media: '(min-width: 1010px)', srcset: '/assets/map-preview-z4-1x.webp 1x, /assets/map-preview-z4-2x.webp 2x' }],
    srcset: '/assets/map-preview-z3-1x.webp 1x, /assets/map-preview-z3-2x.webp 2x',
  },
}));

const OFFER: PreviewOffer = {
  view: 'measured',
  viewParameter: 'data',
  attribute: 'data-map-preview',
  pictures: [
    { media: '(min-width: 1010px)', srcset: '/assets/map-preview-z4-1x.webp 1x, /assets/map-preview-z4-2x.webp 2x' },
    { media: '(not (min-width: 1010px))', srcset: '/assets/map-preview-z3-1x.webp 1x, /assets/map-preview-z3-2x.webp 2x' },
  ],
};
const offer = (search: string) => offerMapPreview(search, OFFER);
/** The pictures the page asks for ahead, as their media and addresses. */
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute('media'), link.getAttribute('imagesrcset'), link.getAttribute('fetchpriority')]);

const shown = () => document.documentElement.getAttribute('data-map-preview');

beforeEach(() => {
  document.documentElement.removeAttribute('data-map-preview');
  document.head.replaceChildren();
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
    ['?data=demo&data=measured', 'shown'],
    ['?data=measured&data=demo', null],
    ['', null],
  ])('shows the picture for %j: %s', (search, want) => {
    offer(search);
    expect(shown()).toBe(want);
    expect(preloads()).toHaveLength(want ? 2 : 0);
  });

  it('asks at once, at high priority, for the picture each media query takes', () => {
    offer('?data=measured');
    expect(preloads()).toEqual(OFFER.pictures.map((p) => [p.media, p.srcset, 'high']));
  });

  it('takes the picture away when a layer is ticked before the app runs', () => {
    offer('?data=measured');
    document.body.innerHTML = '<input type="checkbox" class="layer-checkbox" value="traffic">';
    document.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(shown()).toBe('gone');
  });
});

describe('mapPreviewScript', () => {
  it("offers the build's pictures on a view that has them, the <img>'s own where no <source> matches", () => {
    const script = mapPreviewScript(measuredView, 'data');
    // The script runs as the page's inline script does, on its own.
    new Function('location', script)({ search: '?data=measured' });
    expect(shown()).toBe('shown');
    expect(preloads()).toEqual(OFFER.pictures.map((p) => [p.media, p.srcset, 'high']));
  });

  it('is empty on a view without a picture', () => {
    expect(mapPreviewScript(demoView, 'data')).toBe('');
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
    offer('?data=measured');
    const stop = watchMapPreview();
    // The link's own state, set again, keeps it.
    useAppStore.getState().setDataView(measuredView);
    expect(shown()).toBe('shown');
    change();
    expect(shown()).toBe('gone');
    stop();
  });
});

describe('mapPreviewPainted', () => {
  const picture = () => {
    document.body.innerHTML = '<img class="map-preview">';
    return document.querySelector('img')!;
  };

  it('resolves at once where the page shows no picture', async () => {
    picture();
    expect(await settled(mapPreviewPainted())).toBe(true);
  });

  it.each(['load', 'error'])('waits for the shown picture until its %s, and a frame', async (type) => {
    offer('?data=measured');
    const img = picture();
    Object.defineProperty(img, 'complete', { value: false });
    const painted = mapPreviewPainted();
    expect(await settled(painted)).toBe(false);
    img.dispatchEvent(new Event(type));
    expect(await settled(painted)).toBe(true);
  });
});
