import { parseCompounds } from '../lib/data/compounds';
import type { MeasuredCounty } from '../lib/data/counties';
import { ALL_PESTICIDES } from '../lib/figures/pesticideMeasure';
import { resetAppStore, useAppStore } from './appStore';
import { selectDataLoading, selectLayerTable, selectMapDrawing, selectSelectedCounty, selectSelectedCountyId } from './selectors';
import { withRandomScores, parseCounties } from '../lib/data/counties';
import { parseEnvironment } from '../lib/data/environment';
import { ENVIRONMENT_ANSWER, sampleCounties, sampleEnvironment, sampleMeasuredCounties, seedEnvironment } from '../test/fixtures';
import { demoView } from '../views/demoView';
import { measuredView } from '../views/measuredView';

beforeEach(() => {
  resetAppStore();
  seedEnvironment();
});

describe('app store', () => {
  it('starts with the default layers, the drawer open and data loading', () => {
    const s = useAppStore.getState();
    expect(s.selectedLayers).toEqual(['pesticides', 'airPollution']);
    expect(s.sidebarOpen).toBe(true);
    expect(selectDataLoading(s)).toBe(true);
  });

  it('toggles layers keeping table order', () => {
    const { toggleLayer } = useAppStore.getState();
    toggleLayer('industrial', true);
    toggleLayer('pesticides', false);
    toggleLayer('traffic', true);
    expect(useAppStore.getState().selectedLayers).toEqual(['airPollution', 'traffic', 'industrial']);
  });

  it('keeps the selection array when set to the same layers, so nothing repaints', () => {
    const before = useAppStore.getState().selectedLayers;
    useAppStore.getState().setLayers(['airPollution', 'pesticides']);
    expect(useAppStore.getState().selectedLayers).toBe(before);
    useAppStore.getState().setLayers(['traffic']);
    expect(useAppStore.getState().selectedLayers).toEqual(['traffic']);
  });

  it('lists and selects only the layers the shown view shows', () => {
    const tce = { id: 'tce', name: 'Trichloroethylene Releases', weight: 0.2, defaultEnabled: false, demo: false };
    useAppStore.getState().setEnvironment(parseEnvironment({ ...ENVIRONMENT_ANSWER, factors: [...ENVIRONMENT_ANSWER.factors, tce] }));
    const s = useAppStore.getState();
    expect(selectLayerTable(s).map((l) => l.id)).toEqual(['pesticides', 'airPollution', 'traffic', 'industrial']);
    s.toggleLayer('tce', true);
    expect(useAppStore.getState().selectedLayers).toEqual(['pesticides', 'airPollution']);
    s.setDataView(measuredView);
    expect(selectLayerTable(useAppStore.getState()).map((l) => l.id)).toContain('tce');
    s.setLayers(['tce', 'traffic']);
    expect(useAppStore.getState().selectedLayers).toEqual(['traffic', 'tce']);
    s.setDataView(demoView);
    expect(useAppStore.getState().selectedLayers).toEqual(['traffic']);
  });

  it('selects, focuses and clears a county', () => {
    const counties = withRandomScores(parseCounties([{ id: '06037', name: 'Los Angeles', state: 'California' }]), sampleEnvironment().factors, () => 0.1);
    const s = useAppStore.getState();
    s.setCounties(counties);
    s.focusCounty('06037');
    s.focusCounty('06037');
    expect(selectSelectedCounty(useAppStore.getState())?.name).toBe('Los Angeles');
    expect(useAppStore.getState().focusRequest).toEqual({ key: '06037', seq: 2 });
    s.clearSelection();
    expect(selectSelectedCounty(useAppStore.getState())).toBeNull();
  });

  it('shows the counties of the view being shown', () => {
    const s = useAppStore.getState();
    s.setCounties(sampleCounties());
    expect(useAppStore.getState().counties.map((c) => c.id)).toEqual(['06037', '06059', '12095']);
    s.setDataView(measuredView);
    expect(useAppStore.getState().counties).toEqual([]);
    s.setMeasuredCounties(sampleMeasuredCounties());
    expect(useAppStore.getState().counties.map((c) => c.id)).toEqual(['06003', '06019', '48301']);
    s.setDataView(demoView);
    expect(useAppStore.getState().counties.map((c) => c.id)).toEqual(['06037', '06059', '12095']);
  });

  it('is loading in the Measured view until its figures arrive', () => {
    const s = useAppStore.getState();
    s.setCountiesStatus('ready');
    s.setDataView(measuredView);
    s.setMeasuredStatus('loading');
    expect(selectDataLoading(useAppStore.getState())).toBe(true);
    s.setMeasuredStatus('error');
    expect(selectDataLoading(useAppStore.getState())).toBe(false);
  });

  it("is drawing from when the view's counties arrive until the map has drawn that view", () => {
    const s = useAppStore.getState();
    seedEnvironment();
    s.setCounties(sampleCounties());
    s.setMeasuredCounties(sampleMeasuredCounties());
    expect(selectMapDrawing(useAppStore.getState())).toBe(false);
    s.setCountiesStatus('ready');
    expect(selectMapDrawing(useAppStore.getState())).toBe(true);
    s.setMapDrawn(demoView);
    expect(selectMapDrawing(useAppStore.getState())).toBe(false);
    // A switch draws the other view's counties: drawing again until its layer says it is done.
    s.setDataView(measuredView);
    s.setMeasuredStatus('ready');
    expect(selectMapDrawing(useAppStore.getState())).toBe(true);
    s.setMapDrawn(measuredView);
    expect(selectMapDrawing(useAppStore.getState())).toBe(false);
  });

  it('is not drawing a view whose counties failed to load', () => {
    const s = useAppStore.getState();
    seedEnvironment();
    s.setDataView(measuredView);
    s.setMeasuredStatus('error');
    expect(selectMapDrawing(useAppStore.getState())).toBe(false);
  });

  it('is done loading when both calls settle', () => {
    const s = useAppStore.getState();
    s.setCountiesStatus('error');
    s.setEnvironmentStatus('ready');
    expect(selectDataLoading(useAppStore.getState())).toBe(false);
  });

  it('toggles the drawer', () => {
    useAppStore.getState().toggleSidebar();
    expect(useAppStore.getState().sidebarOpen).toBe(false);
    useAppStore.getState().setSidebarOpen(true);
    expect(useAppStore.getState().sidebarOpen).toBe(true);
  });
});

describe('the county report in the store', () => {
  beforeEach(() => resetAppStore());

  it('opens on a second county, keeps it for the same county, and ends both for another or on close', () => {
    const s = () => useAppStore.getState();
    s().selectCounty('06019');
    s().setCompare('06037');
    expect(s()).toMatchObject({ reportOpen: true, compareCountyId: '06037' });
    s().focusCounty('06019');
    expect(s()).toMatchObject({ reportOpen: true, compareCountyId: '06037' });
    s().setCompare(null);
    expect(s()).toMatchObject({ reportOpen: true, compareCountyId: null });
    s().setCompare('06037');
    s().selectCounty('06001');
    expect(s()).toMatchObject({ reportOpen: false, compareCountyId: null });
    s().openReport();
    s().setCompare('06037');
    s().closeReport();
    expect(s()).toMatchObject({ reportOpen: false, compareCountyId: null });
  });

  it("ends for another geography's area, which shows no county", () => {
    const s = () => useAppStore.getState();
    s().setCounties(sampleCounties());
    s().selectCounty('06037');
    s().openReport();
    s().selectArea({ geography: 'tract', id: '06037001000' });
    expect(s()).toMatchObject({ reportOpen: false, selectedArea: { geography: 'tract', id: '06037001000' } });
    expect([selectSelectedCountyId(s()), selectSelectedCounty(s())]).toEqual([null, null]);
  });
});

describe('the pesticide measure', () => {
  const compounds = (fips: string) =>
    parseCompounds({ source: { years: '2012' }, measures: [{ id: 'linked', name: 'linked' }, { id: 'paraquat', name: 'paraquat' }], counties: { [fips]: [null, [0.4, 4025.6, 0.000201, 2.02, 89]] } });

  it("takes the compound's figure for the shown Measured counties once the file is in, and back for all pesticides", () => {
    const s = useAppStore.getState();
    s.setMeasuredCounties(sampleMeasuredCounties());
    s.setDataView(measuredView);
    const modelled = useAppStore.getState().counties;
    const fips = modelled[0]!.id;
    s.setPesticideMeasure('paraquat');
    expect(useAppStore.getState().counties).toBe(modelled);
    s.setCompounds(compounds(fips));
    const first = useAppStore.getState().counties[0] as MeasuredCounty;
    expect(first.figures.pesticides!.percentile).toBe(89);
    expect(useAppStore.getState().pesticideMeasure).toBe('paraquat');
    s.setPesticideMeasure(ALL_PESTICIDES);
    expect(useAppStore.getState().counties).toBe(modelled);
  });

  it('goes back to all pesticides for a measure the file does not have', () => {
    const s = useAppStore.getState();
    s.setPesticideMeasure('nonesuch');
    s.setCompounds(compounds('06019'));
    expect(useAppStore.getState().pesticideMeasure).toBe(ALL_PESTICIDES);
    s.setPesticideMeasure('other');
    expect(useAppStore.getState().pesticideMeasure).toBe(ALL_PESTICIDES);
  });
});
