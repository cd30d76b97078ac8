import { sampleCounties, sampleMeasuredCounties, seedEnvironment } from '../../test/fixtures';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { startUrlSync } from './urlSync';
import { API_PATHS } from '../../lib/data/apiPaths';
import { loadSites } from '../../measured-data/superfundSites';
import { builtApiFile } from '../../test/builtApi';
import { countyArea, tractArea } from '../../lib/data/area';
import { demoView } from '../../views/demoView';
import { measuredView } from '../../views/measuredView';
import { selectSelectedCounty, selectSelectedCountyId } from '../../store/selectors';

const setUrl = (search: string) => window.history.replaceState(null, '', `/${search}`);

let stop: (() => void) | undefined;

beforeEach(() => {
  resetAppStore();
  seedEnvironment();
  setUrl('');
});

afterEach(() => stop?.());

describe('startUrlSync', () => {
  it('applies layers at once and a linked county once counties load', () => {
    setUrl('?layers=traffic,bogus&county=06037');
    stop = startUrlSync();
    expect(useAppStore.getState().selectedLayers).toEqual(['traffic']);
    expect(selectSelectedCountyId(useAppStore.getState())).toBeNull();

    useAppStore.getState().setCounties(sampleCounties());
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('06037');
    expect(useAppStore.getState().focusRequest?.key).toBe('06037');
  });

  it('ignores an unknown county, and says so to whoever asked', () => {
    setUrl('?county=99999');
    const onUnknownArea = vi.fn();
    stop = startUrlSync({ onUnknownArea });
    expect(onUnknownArea).not.toHaveBeenCalled();
    useAppStore.getState().setCounties(sampleCounties());
    expect(selectSelectedCountyId(useAppStore.getState())).toBeNull();
    expect(onUnknownArea).toHaveBeenCalledExactlyOnceWith(countyArea('99999'));
  });

  it('says so at once when the counties are already there (back and forward)', () => {
    useAppStore.getState().setCounties(sampleCounties());
    useAppStore.getState().setCountiesStatus('ready');
    setUrl('?county=17031');
    const onUnknownArea = vi.fn();
    stop = startUrlSync({ onUnknownArea });
    expect(onUnknownArea).toHaveBeenCalledExactlyOnceWith(countyArea('17031'));
    setUrl('?county=06037');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onUnknownArea).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a phone', true, '?county=06037', false],
    ['a phone', true, '?layers=traffic', true],
    ['a wide screen', false, '?county=06037', true],
  ])('on %s, %s leaves the drawer open: %s', (_screen, phone, search, open) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width') }) as MediaQueryList);
    setUrl(search);
    stop = startUrlSync();
    expect(useAppStore.getState().sidebarOpen).toBe(open);
    vi.unstubAllGlobals();
  });

  it('pushes user changes into the URL', () => {
    useAppStore.getState().setCounties(sampleCounties());
    useAppStore.getState().setCountiesStatus('ready');
    stop = startUrlSync();
    const before = window.history.length;
    useAppStore.getState().toggleLayer('industrial', true);
    useAppStore.getState().selectCounty('12095');
    expect(window.location.search).toBe('?layers=pesticides,airPollution,industrial&county=12095');
    expect(window.history.length).toBe(before + 2);
    useAppStore.getState().clearSelection();
    expect(window.location.search).toBe('?layers=pesticides,airPollution,industrial');
  });

  it('restores the state on popstate', () => {
    useAppStore.getState().setCounties(sampleCounties());
    useAppStore.getState().setCountiesStatus('ready');
    stop = startUrlSync();
    setUrl('?layers=&county=06059');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(useAppStore.getState().selectedLayers).toEqual([]);
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('06059');
    expect(window.location.search).toBe('?layers=&county=06059');
  });

  it('leaves the view as it is on a popstate to an entry of the same address', () => {
    useAppStore.getState().setCounties(sampleCounties());
    useAppStore.getState().setCountiesStatus('ready');
    stop = startUrlSync();
    useAppStore.getState().focusCounty('06059');
    const request = useAppStore.getState().focusRequest;
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(useAppStore.getState().focusRequest).toBe(request);
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('06059');
  });

  it('opens a Measured link on its county once the measured counties arrive', () => {
    useAppStore.getState().setCounties(sampleCounties());
    useAppStore.getState().setCountiesStatus('ready');
    setUrl('?data=measured&county=06019');
    stop = startUrlSync();
    expect(useAppStore.getState().dataView).toBe(measuredView);
    expect(selectSelectedCountyId(useAppStore.getState())).toBeNull();
    useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties());
    expect(useAppStore.getState().focusRequest?.key).toBe('06019');
    expect(window.location.search).toBe('?data=measured&county=06019');
  });

  it("keeps a link's census tract selected and in the address, with no county's card and no unknown county", () => {
    setUrl('?data=measured&tract=06019001000');
    const onUnknownArea = vi.fn();
    stop = startUrlSync({ onUnknownArea });
    useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties());
    useAppStore.getState().setMeasuredStatus('ready');
    expect(useAppStore.getState().selectedArea).toEqual({ geography: 'tract', id: '06019001000' });
    expect(selectSelectedCountyId(useAppStore.getState())).toBeNull();
    expect(selectSelectedCounty(useAppStore.getState())).toBeNull();
    useAppStore.getState().toggleLayer('traffic', true);
    expect(window.location.search).toBe('?data=measured&layers=pesticides,airPollution,traffic&tract=06019001000');
    useAppStore.getState().selectCounty('06019');
    expect(window.location.search).toBe('?data=measured&layers=pesticides,airPollution,traffic&county=06019');
    expect(onUnknownArea).not.toHaveBeenCalled();
  });

  it.each([
    ['a code of the wrong length', '060190010001'],
    ['a code that is no number', 'Fresno'],
    ['a tract of a county without census tracts', '12086000100'],
  ])("says at once that no census tract has %s, and opens none", (_, code) => {
    setUrl(`?data=measured&tract=${code}`);
    const onUnknownArea = vi.fn();
    stop = startUrlSync({ onUnknownArea });
    expect(onUnknownArea).toHaveBeenCalledExactlyOnceWith(tractArea(code));
    expect(useAppStore.getState().selectedArea).toBeNull();
  });

  it("says that no census tract has a code its county's tracts lack, once their figures come, and closes its card", async () => {
    const figures = { county: '06019', source: {}, es: { columns: [] }, columns: [], tracts: [{ id: '06019001000', name: '10', zip: '93706', pop: 1, v: [], p: [], s: null }] };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(figures))));
    setUrl('?data=measured&tract=06019999999');
    const onUnknownArea = vi.fn();
    stop = startUrlSync({ onUnknownArea });
    expect(useAppStore.getState().selectedArea).toEqual(tractArea('06019999999'));
    await vi.waitFor(() => expect(onUnknownArea).toHaveBeenCalledExactlyOnceWith(tractArea('06019999999')));
    expect(useAppStore.getState().selectedArea).toBeNull();
    vi.unstubAllGlobals();
  });

  describe('a Superfund site (site=)', () => {
    const sites = builtApiFile(API_PATHS.sites);
    beforeEach(() => void vi.stubGlobal('fetch', () => Promise.resolve(new Response(new Uint8Array(sites)))));
    afterEach(() => void vi.unstubAllGlobals());

    it("opens the site's card, its EPA ID read in capitals however the link cased it, and keeps it once the sites come", async () => {
      setUrl('?data=measured&site=nc6170022580');
      const onUnknownSite = vi.fn();
      stop = startUrlSync({ onUnknownSite });
      expect(useAppStore.getState().selectedSiteId).toBe('NC6170022580');
      await loadSites();
      await new Promise((resolve) => setTimeout(resolve));
      expect(useAppStore.getState().selectedSiteId).toBe('NC6170022580');
      expect(onUnknownSite).not.toHaveBeenCalled();
    });

    it.each(['XX0000000000', 'camp lejeune'])('says that no site has the EPA ID %j once the sites come, and closes its card', async (id) => {
      setUrl(`?data=measured&site=${encodeURIComponent(id)}`);
      const onUnknownSite = vi.fn();
      stop = startUrlSync({ onUnknownSite });
      expect(useAppStore.getState().selectedSiteId).toBe(id);
      await vi.waitFor(() => expect(onUnknownSite).toHaveBeenCalledExactlyOnceWith(id));
      expect(useAppStore.getState().selectedSiteId).toBeNull();
    });

    it("offers the view with the sites for a site's link in the Demo view, and opens the site's card there, in its link", async () => {
      setUrl('?site=nc6170022580');
      const onSiteOutsideView = vi.fn();
      stop = startUrlSync({ onSiteOutsideView });
      expect(useAppStore.getState().dataView).toBe(demoView);
      expect(useAppStore.getState().selectedSiteId).toBeNull();
      expect(onSiteOutsideView).toHaveBeenCalledExactlyOnceWith('NC6170022580', expect.any(Function));
      const openThere = onSiteOutsideView.mock.calls[0]![1] as () => void;
      openThere();
      expect(useAppStore.getState().selectedSiteId).toBeNull();
      useAppStore.getState().setDataView(measuredView);
      openThere();
      expect(useAppStore.getState().selectedSiteId).toBe('NC6170022580');
      expect(new URLSearchParams(window.location.search).get('site')).toBe('NC6170022580');
    });

    it('says nothing of a site in the Measured view, whose link opens it', () => {
      setUrl('?data=measured&site=NC6170022580');
      const onSiteOutsideView = vi.fn();
      stop = startUrlSync({ onSiteOutsideView });
      expect(onSiteOutsideView).not.toHaveBeenCalled();
    });
  });

  it('says in the Demo view that no census tract has a code, as in the Measured view', () => {
    setUrl('?tract=060190010001');
    const onUnknownArea = vi.fn();
    const onAreaOutsideView = vi.fn();
    stop = startUrlSync({ onUnknownArea, onAreaOutsideView });
    expect(useAppStore.getState().selectedArea).toBeNull();
    expect(onUnknownArea).toHaveBeenCalledExactlyOnceWith(tractArea('060190010001'));
    expect(onAreaOutsideView).not.toHaveBeenCalled();
  });

  it("offers the view with the census tracts for a tract's link in the Demo view, and opens the tract's card there, in its link", () => {
    setUrl('?tract=6019001000');
    const onUnknownArea = vi.fn();
    const onAreaOutsideView = vi.fn();
    stop = startUrlSync({ onUnknownArea, onAreaOutsideView });
    expect(useAppStore.getState().dataView).toBe(demoView);
    expect(useAppStore.getState().selectedArea).toBeNull();
    expect(onAreaOutsideView).toHaveBeenCalledExactlyOnceWith(tractArea('06019001000'), expect.any(Function));
    const openThere = onAreaOutsideView.mock.calls[0]![1] as () => void;
    openThere();
    expect(useAppStore.getState().selectedArea).toBeNull();
    useAppStore.getState().setDataView(measuredView);
    openThere();
    expect(useAppStore.getState().selectedArea).toEqual(tractArea('06019001000'));
    expect(new URLSearchParams(window.location.search).get('tract')).toBe('06019001000');
    expect(onUnknownArea).not.toHaveBeenCalled();
  });

  it('puts the view in the URL and restores it on back', () => {
    useAppStore.getState().setCounties(sampleCounties());
    useAppStore.getState().setCountiesStatus('ready');
    stop = startUrlSync();
    useAppStore.getState().setDataView(measuredView);
    expect(window.location.search).toBe('?data=measured');
    setUrl('');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(useAppStore.getState().dataView).toBe(demoView);
  });

  describe('the report\'s second county (compare=)', () => {
    const loadMeasured = () => {
      useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties());
      useAppStore.getState().setMeasuredStatus('ready');
    };

    it('opens the report on both counties once the Measured counties load, and keeps both in the link', () => {
      setUrl('?data=measured&county=06019&compare=06003');
      const onBadCompare = vi.fn();
      stop = startUrlSync({ onBadCompare });
      loadMeasured();
      expect(useAppStore.getState()).toMatchObject({ selectedArea: { geography: 'county', id: '06019' }, compareCountyId: '06003', reportOpen: true });
      expect(onBadCompare).not.toHaveBeenCalled();
      useAppStore.getState().setCompare(null);
      expect(window.location.search).toBe('?data=measured&county=06019');
      expect(useAppStore.getState().reportOpen).toBe(true);
    });

    it.each([
      ['99999', 'There is no county with the code 99999 to compare with; the link shows the one county.'],
      ['06019', 'That is the county of this report: choose another one to compare with.'],
    ])('opens the single report with a toast for compare=%s', (compare, problem) => {
      loadMeasured();
      setUrl(`?data=measured&county=06019&compare=${compare}`);
      const onBadCompare = vi.fn();
      stop = startUrlSync({ onBadCompare });
      expect(useAppStore.getState()).toMatchObject({ selectedArea: { geography: 'county', id: '06019' }, compareCountyId: null, reportOpen: true });
      expect(onBadCompare).toHaveBeenCalledExactlyOnceWith(problem);
    });

    it('follows back and forward: an entry without compare ends the comparison', () => {
      loadMeasured();
      setUrl('?data=measured&county=06019&compare=06003');
      stop = startUrlSync();
      expect(useAppStore.getState().compareCountyId).toBe('06003');
      setUrl('?data=measured&county=06019');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(useAppStore.getState().compareCountyId).toBeNull();
    });
  });
});
