import { latLng, point, type Map as LeafletMap } from 'leaflet';
import { offerAreas, type AreaSource } from './keyboardAreas';
import { stepOnMap } from './stepOnMap';

/**
 * A map 300 x 200 px whose screen point of a LatLng is (lng, lat): enough of Leaflet's map for the
 * keyboard's steps, with its pans and zooms recorded.
 */
function fakeMap() {
  const moves: string[] = [];
  let zoom = 5;
  const map = {
    options: { keyboardPanDelta: 80 },
    getSize: () => point(300, 200),
    latLngToContainerPoint: (at: { lat: number; lng: number }) => point(at.lng, at.lat),
    panBy: ([x, y]: [number, number], { animate }: { animate: boolean }) => moves.push(`pan ${x} ${y}${animate ? '' : ' at once'}`),
    getZoom: () => zoom,
    setZoom: (to: number, { animate }: { animate: boolean }) => moves.push(`zoom ${(zoom = to)}${animate ? '' : ' at once'}`),
  };
  return { map: map as unknown as LeafletMap, moves };
}

/** A drawing with areas at screen points (x, y), recording what it is asked to show and open. */
function drawing(map: LeafletMap, places: Record<string, [number, number]>) {
  const calls: string[] = [];
  const source: AreaSource = {
    areas: () => Object.entries(places).map(([id, [x, y]]) => ({ id, latLng: latLng(y, x) })),
    show: (id) => calls.push(`show ${id}`),
    label: (id) => `${id} label`,
    open: (id) => calls.push(`open ${id}`),
  };
  return { calls, withdraw: offerAreas(map, source) };
}

describe('stepOnMap', () => {
  it('starts at the area nearest the middle, then steps that way, saying and showing each', () => {
    const { map } = fakeMap();
    const { calls } = drawing(map, { west: [40, 100], middle: [160, 110], east: [260, 100], outside: [400, 100] });
    const said: string[] = [];
    const path = stepOnMap(map, (words) => said.push(words));
    expect(path.key('ArrowLeft', false)).toBe(true);
    expect(path.key('ArrowRight', false)).toBe(true);
    expect(said).toEqual(['middle label', 'east label']);
    expect(calls).toEqual(['show middle', 'show east']);
  });

  it('pans the map where no area in view lies that way, three times as far with Shift', () => {
    const { map, moves } = fakeMap();
    drawing(map, { middle: [150, 100], outside: [400, 100] });
    const path = stepOnMap(map, () => {});
    path.key('ArrowDown', false);
    path.key('ArrowRight', false);
    path.key('ArrowUp', true);
    expect(moves).toEqual(['pan 80 0', 'pan 0 -240']);
  });

  it('opens the area it is on with Enter or Space, and nothing before an arrow', () => {
    const { map } = fakeMap();
    const { calls } = drawing(map, { middle: [150, 100] });
    const path = stepOnMap(map, () => {});
    expect(path.key('Enter', false)).toBe(false);
    path.key('ArrowUp', false);
    path.key('Enter', false);
    path.key(' ', false);
    expect(calls).toEqual(['show middle', 'open middle', 'open middle']);
  });

  it('lets the area go on Escape, and starts again from the middle', () => {
    const { map } = fakeMap();
    const { calls } = drawing(map, { middle: [150, 100], east: [250, 100] });
    const said: string[] = [];
    const path = stepOnMap(map, (words) => said.push(words));
    path.key('ArrowUp', false);
    path.key('ArrowRight', false);
    expect(path.key('Escape', false)).toBe(true);
    expect(path.key('Escape', false)).toBe(false);
    path.key('ArrowUp', false);
    expect(said).toEqual(['middle label', 'east label', '', 'middle label']);
    expect(calls).toEqual(['show middle', 'show east', 'show null', 'show middle']);
  });

  it('hides the area while the map is away and shows it again on return', () => {
    const { map } = fakeMap();
    const { calls } = drawing(map, { middle: [150, 100] });
    const said: string[] = [];
    const path = stepOnMap(map, (words) => said.push(words));
    path.resume();
    path.key('ArrowUp', false);
    path.pause();
    path.resume();
    expect(calls).toEqual(['show middle', 'show null', 'show middle']);
    expect(said).toEqual(['middle label', 'middle label']);
  });

  it('steps between the areas of two drawings, hiding the one it leaves, and forgets a drawing withdrawn', () => {
    const { map } = fakeMap();
    const counties = drawing(map, { county: [150, 100] });
    const tracts = drawing(map, { tract: [200, 100] });
    const path = stepOnMap(map, () => {});
    path.key('ArrowUp', false);
    path.key('ArrowRight', false);
    expect(counties.calls).toEqual(['show county', 'show null']);
    expect(tracts.calls).toEqual(['show tract']);
    tracts.withdraw();
    path.key('ArrowRight', false);
    expect(counties.calls).toEqual(['show county', 'show null', 'show county']);
    expect(tracts.calls).toEqual(['show tract']);
  });

  it('zooms one step for + or = and −, and leaves other keys alone', () => {
    const { map, moves } = fakeMap();
    const path = stepOnMap(map, () => {});
    expect([path.key('+', true), path.key('=', false), path.key('-', false), path.key('Tab', false)]).toEqual([true, true, true, false]);
    expect(moves).toEqual(['zoom 6', 'zoom 7', 'zoom 6']);
  });
});

describe('stepOnMap with reduced motion asked for', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pans and zooms without animation', () => {
    const { map, moves } = fakeMap();
    const path = stepOnMap(map, () => {});
    path.key('ArrowLeft', false);
    path.key('+', true);
    expect(moves).toEqual(['pan -80 0 at once', 'zoom 6 at once']);
  });
});
