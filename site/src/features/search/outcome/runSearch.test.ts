import { API_PATHS } from '../../../lib/data/apiPaths';
import { useAppStore } from '../../../store/appStore';
import { toastMock } from '../../../test/mockToast';
import { demoView } from '../../../views/demoView';
import { measuredView } from '../../../views/measuredView';
import { fetchFromApi, searchingGeneratedFiles } from '../testing/generatedApi';
import { countyArea, tractArea } from '../../../lib/data/area';
import { offerLinkedArea } from './linkedArea';
import { runSearch } from './runSearch';
import { selectSelectedCountyId, selectSelectedTract } from '../../../store/selectors';

vi.mock('../../../toasts/toast', () => ({ toast: toastMock }));

// Searches on the files riskmap generate writes from the committed data; the query table
// (queries.test.ts) checks where each of its queries leads, these what each outcome says.

const generated = searchingGeneratedFiles(measuredView);
/** Paths whose fetch fails as a server error would. */
let failing: string[] = [];

beforeEach(() => {
  failing = [];
  const answer = fetchFromApi(generated().api);
  vi.stubGlobal('fetch', async (input: string) => (failing.includes(input) ? new Response('', { status: 500 }) : answer(input)));
});

const selected = () => selectSelectedCountyId(useAppStore.getState());
const lastToast = () => toastMock.mock.calls.at(-1);
const lastError = () => toastMock.error.mock.calls.at(-1);
const MEASURED_COVERS = 'Measured data covers every US county.';

describe('runSearch in the Measured view', () => {
  it.each([
    // A ZIP first: 10001 is Manhattan, not Kent County, Delaware (county code 10001).
    ['10001', '36061'],
    // Not a ZIP: the county code.
    ['24510', '24510'],
    ['fips:10001', '10001'],
    ['FIPS 6019', '06019'],
    ['Fresno, CA 93721', '06019'],
    ['93721-1234', '06019'],
    // A ZIP without an area: the town and state of the address.
    ['Springfield, IL 62799', '17167'],
    ['Texas County, MO', '29215'],
  ])('%j opens %s', async (query, fips) => {
    await runSearch(query);
    expect(selected()).toBe(fips);
  });

  it('names the county a place or borough is in', async () => {
    await runSearch('Houston, TX');
    expect(lastToast()).toEqual(['Place Found', { description: 'Houston, TX is in Harris County. Viewing Harris.', action: undefined }]);
    await runSearch('Brooklyn');
    expect(lastToast()).toEqual(['Place Found', { description: 'Brooklyn, NY is in Kings County. Viewing Kings.', action: undefined }]);
    await runSearch('Baton Rouge');
    expect(lastToast()?.[1]).toEqual({ description: 'Baton Rouge, LA is in East Baton Rouge Parish. Viewing East Baton Rouge.', action: undefined });
  });

  it('says how many counties match when a county is the best reading, naming it by its kind and state', async () => {
    await runSearch('Houston County');
    expect(lastToast()).toEqual(['County Found', { description: 'Found 5 matching counties. Viewing Houston County, GA.', action: undefined }]);
    expect(selected()).toBe('13153');
    await runSearch('St. Louis');
    expect(lastToast()).toEqual(['County Found', { description: 'Found 3 matching counties. Viewing St. Louis (city), MO.', action: undefined }]);
    await runSearch('St. Louis County, MO');
    expect(lastToast()).toEqual(['County Found', { description: 'Found 1 matching county. Viewing St. Louis County, MO.', action: undefined }]);
    await runSearch('Orleans Parish');
    expect(lastToast()?.[1]).toEqual({ description: 'Found 1 matching county. Viewing Orleans Parish, LA.', action: undefined });
    await runSearch('Carson City');
    expect(lastToast()?.[1]).toEqual({ description: 'Found 1 matching county. Viewing Carson City, NV.', action: undefined });
  });

  it("opens the city a town of an address names when its ZIP has no area: Fresno's census tract", async () => {
    await runSearch('Fresno, CA 93799');
    expect(selectSelectedTract(useAppStore.getState())).toBe('06019004901');
  });

  it('says that an address was read by its ZIP alone', async () => {
    await runSearch('1 Infinite Loop, Cupertino, CA 95014');
    expect(lastToast()?.[1]).toEqual({
      description: expect.stringMatching(/ Only the address's ZIP code, 95014, was used, not its street or town\.$/) as string,
      action: undefined,
    });
    await runSearch('95014');
    expect(lastToast()?.[1]).toEqual({ description: expect.not.stringContaining('address') as string, action: undefined });
  });

  it('fits the map to a state named exactly, lists its counties and opens none', async () => {
    const listed = await runSearch('Texas');
    expect(listed).toHaveLength(254);
    expect(selected()).toBeNull();
    const [[south, west], [north, east]] = useAppStore.getState().boundsRequest!.bounds;
    expect(south).toBeLessThan(27);
    expect(north).toBeGreaterThan(36);
    expect(west).toBeLessThan(-106);
    expect(east).toBeGreaterThan(-94);
    expect(lastToast()).toEqual(['State Found', { description: 'Showing Texas and its 254 counties. Choose one to see its figures.', action: undefined }]);
  });

  it('opens the one county of a state that has one', async () => {
    expect(await runSearch('District of Columbia')).toEqual([]);
    expect(selected()).toBe('11001');
  });

  it('falls back to the county code when the ZIP file cannot be fetched, and says so when there is none', async () => {
    failing = ['/api/zip/120', '/api/zip/555'];
    await runSearch('12086');
    expect(selected()).toBe('12086');
    await runSearch('55555');
    expect(lastError()).toEqual(['ZIP Lookup Failed', { description: 'Could not look up ZIP 55555. Please check your connection and try again.' }]);
  });

  it('names every county of a ZIP that spans several and lists them', async () => {
    const listed = await runSearch('10463');
    expect(listed.map((c) => c.county?.id)).toEqual(['36005', '36061']);
    expect(lastToast()).toEqual(['County Found', { description: 'ZIP 10463 spans 2 counties: Bronx, New York. Viewing Bronx.', action: undefined }]);
  });

  it("lists a California ZIP's census tracts, its county shown meanwhile", async () => {
    const listed = await runSearch('Fresno, CA 93721');
    expect(selected()).toBe('06019');
    // Named by the place CalEnviroScreen puts them all in, and by where each lies in the ZIP, with their titles below.
    expect(listed.map((s) => [s.tract, s.label, s.detail])).toEqual([
      ['06019000100', 'Fresno, west part of ZIP 93721', 'Census tract 1, Fresno County, CA'],
      ['06019000400', 'Fresno, south-east part of ZIP 93721', 'Census tract 4, Fresno County, CA'],
      ['06019000501', 'Fresno, north-east part of ZIP 93721', 'Census tract 5.01, Fresno County, CA'],
      ['06019000600', 'Fresno, north-west part of ZIP 93721', 'Census tract 6, Fresno County, CA'],
    ]);
    expect(listed.every((s) => s.county?.id === '06019')).toBe(true);
    expect(lastToast()).toEqual([
      'County Found',
      {
        description:
          "ZIP 93721 has 4 census tracts: choose yours in the list to see its figures. Viewing Fresno. Only the address's ZIP code, 93721, was used, not its street or town.",
        // On a phone it sits at the bottom, off the list across the top.
        clearOfTop: true,
        action: undefined,
      },
    ]);
    // Malibu's ZIP spans Los Angeles and Ventura counties; CalEnviroScreen gives it five tracts, all in Los Angeles.
    expect((await runSearch('90265')).map((s) => s.tract)).toEqual(['06037800406', '06037800408', '06037800410', '06037800504', '06037800506']);
  });

  it('opens the one census tract of a ZIP that has one, and the tract holding a place’s point', async () => {
    expect(await runSearch('93625')).toEqual([]);
    expect(selectSelectedTract(useAppStore.getState())).toBe('06019001600');
    expect(lastToast()).toEqual(['Census Tract Found', { description: 'Viewing Census tract 16, Fresno County, CA, the census tract of ZIP 93625.', action: undefined }]);
    await runSearch('Clovis, CA');
    expect(selectSelectedTract(useAppStore.getState())).toBe('06019005702');
    expect(lastToast()).toEqual([
      'Place Found',
      {
        description:
          'Clovis, CA is in Fresno County. Viewing census tract 57.02, at its centre; for your own tract, search for your ZIP code or use your location.',
        action: undefined,
      },
    ]);
  });

  it('keeps the county of a ZIP shown when its tract figures cannot be fetched', async () => {
    // Stockton's ZIP, in San Joaquin County, whose tract figures no other test fetches first.
    failing = ['/api/tract/figures/06077'];
    expect((await runSearch('95202')).map((s) => s.tract)).toEqual([null]);
    expect(selected()).toBe('06077');
  });

  it('says what works for a text it cannot use, and echoes a long query in 60 characters', async () => {
    await runSearch('123 Main St');
    expect(lastError()).toEqual(['No Results', { description: 'No counties found matching "123 Main St". Try a county name, a state, or a 5-digit ZIP code.' }]);
    await runSearch('zzzz qqqq');
    expect(lastError()).toEqual(['No Results', { description: 'No counties found matching "zzzz qqqq". Try searching for a county name or state.' }]);
    await runSearch('Somewhere far away '.repeat(10));
    expect(lastError()?.[1]).toEqual({ description: `No counties found matching "${'Somewhere far away '.repeat(4).slice(0, 59).trimEnd()}…". Try searching for a county name or state.` });
  });

  it("knows the Superfund sites' and the compounds' names from its own files, fetching a product's file only for a name of it", async () => {
    const asked: string[] = [];
    const answer = fetchFromApi(generated().api);
    vi.stubGlobal('fetch', async (input: string) => (asked.push(input), answer(input)));
    const products = () => asked.filter((p) => p === API_PATHS.sites || p === API_PATHS.compounds);
    await runSearch('zzqx');
    expect(lastError()?.[0]).toBe('No Results');
    expect(products()).toEqual([]);
    await runSearch('Camp Lejeune');
    expect(useAppStore.getState().selectedSiteId).toBe('NC6170022580');
    // The site's card fetches the sites' file, not the search.
    expect(products()).toEqual([]);
    await runSearch('paraquat');
    expect(useAppStore.getState().pesticideMeasure).toBe('paraquat');
    expect(lastToast()?.[0]).toBe('Pesticide Layer: paraquat');
    expect(products()).toEqual([API_PATHS.compounds]);
  });

  it('waits for the view\'s counties, saying so, and then runs', async () => {
    useAppStore.getState().setMeasuredStatus('loading');
    const done = runSearch('Fresno');
    await vi.waitFor(() =>
      expect(lastToast()).toEqual(['Loading Data', { description: 'The county data is still loading. Your search for "Fresno" will run as soon as it arrives.', action: undefined }]),
    );
    useAppStore.getState().setMeasuredStatus('ready');
    await done;
    expect(selected()).toBe('06019');
  });
});

describe('runSearch in the Demo view', () => {
  beforeEach(() => useAppStore.getState().setDataView(demoView));

  it("answers with the specification's toasts wherever a county name or state matches", async () => {
    await runSearch('Miami');
    expect(lastToast()).toEqual(['County Found', { description: 'Found 1 matching county. Viewing Miami-Dade.', action: undefined }]);
    await runSearch('orange');
    expect(lastToast()).toEqual(['County Found', { description: 'Found 2 matching counties. Viewing Orange.', action: undefined }]);
    expect(selected()).toBe('06059');
    await runSearch('Florida');
    expect(lastToast()).toEqual(['County Found', { description: 'Found 67 matching counties. Viewing Alachua.', action: undefined }]);
  });

  it('names the county of a place it shows, and opens no census tract', async () => {
    await runSearch('Coalinga');
    expect(lastToast()).toEqual(['Place Found', { description: 'Coalinga, CA is in Fresno County. Viewing Fresno.', action: undefined }]);
    expect((await runSearch('93721')).map((s) => s.tract)).toEqual([null]);
    expect(selected()).toBe('06019');
  });

  it('offers the Measured view for a place, a county or a state it does not show', async () => {
    await runSearch('Houston, TX');
    expect(lastToast()?.[1]).toMatchObject({ description: `Houston, TX is in Harris County, a county that the Demo view does not show. ${MEASURED_COVERS}` });
    await runSearch('Cook');
    expect(lastToast()?.[1]).toMatchObject({ description: `"Cook" finds 5 counties that the Demo view does not show, the first Cook, IL. ${MEASURED_COVERS}` });
    await runSearch('Cook, IL');
    expect(lastToast()?.[1]).toMatchObject({ description: `Cook, IL is a county that the Demo view does not show. ${MEASURED_COVERS}` });
    await runSearch('Texas');
    expect(lastToast()?.[1]).toMatchObject({ description: `Texas is a state that the Demo view does not show. ${MEASURED_COVERS}` });
    await runSearch('10001');
    expect(lastToast()?.[1]).toMatchObject({ description: `ZIP 10001 is in New York, New York, which the Demo view does not show. ${MEASURED_COVERS}` });
    expect(lastToast()?.[0]).toBe('Outside This View');
  });

  it('says No Results for a text that finds nothing anywhere', async () => {
    await runSearch('zzz');
    expect(lastError()).toEqual(['No Results', { description: 'No counties found matching "zzz". Try searching for a county name or state.' }]);
  });
});

describe('offerLinkedArea', () => {
  it('says in any view that no county has a code', async () => {
    await offerLinkedArea(countyArea('99999'));
    expect(lastError()).toEqual(['No County Found', { description: 'No county has the code 99999. The map is shown without one selected.' }]);
    useAppStore.getState().setDataView(demoView);
    await offerLinkedArea(countyArea('99999'));
    expect(toastMock.error).toHaveBeenCalledTimes(2);
  });

  it('says that no census tract has a code, naming it', async () => {
    await offerLinkedArea(tractArea('060190010001'));
    expect(lastError()).toEqual(['No Census Tract Found', { description: 'No census tract has the code 060190010001. The map is shown without one selected.' }]);
  });

  it('offers the Measured view in the Demo view for a county it does not show', async () => {
    useAppStore.getState().setDataView(demoView);
    await offerLinkedArea(countyArea('17031'));
    expect(lastToast()?.[1]).toMatchObject({ description: `Cook, IL is a county that the Demo view does not show. ${MEASURED_COVERS}` });
    (lastToast()![1] as { action: { onClick: () => void } }).action.onClick();
    await vi.waitFor(() => expect(selected()).toBe('17031'));
    expect(useAppStore.getState().dataView).toBe(measuredView);
  });
});
