import type { MeasuredCounty } from '../../lib/counties';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { toastMock } from '../../test/mockToast';
import { nationalCounties as nationalFixture } from './nationalCounties.fixture';
import { runSearch } from './runSearch';
import { demoView } from '../../views/demoView';
import { measuredView } from '../../views/measuredView';

vi.mock('../../toasts/toast', () => ({ toast: toastMock }));

const national = nationalFixture().map((c) => ({ ...c, kind: 'figures' }) as unknown as MeasuredCounty);
const demo = national.filter((c) => c.stateCode === 'CA' || c.stateCode === 'FL');
vi.mock('./viewData', async (original) => ({
  ...(await original<typeof import('./viewData')>()),
  nationalCounties: () => Promise.resolve(national),
}));

// The ZIP files the tests need, as /api/zip/<prefix> answers them.
const ZIP_FILES: Record<string, unknown> = {
  '/api/zip/100': { zips: { '10001': ['36061'] }, counties: { '36061': { name: 'New York', state: 'New York' } } },
  '/api/zip/937': { zips: { '93721': ['06019'] }, counties: { '06019': { name: 'Fresno', state: 'California' } } },
};

// ZIP files that cannot be fetched.
const FAILING = ['/api/zip/120', '/api/zip/555'];

beforeEach(() => {
  resetAppStore();
  const state = useAppStore.getState();
  state.setCounties(demo as never);
  state.setCountiesStatus('ready');
  state.setMeasuredCounties(national);
  state.setMeasuredStatus('ready');
  state.setDataView(measuredView);
  toastMock.mockClear();
  toastMock.error.mockClear();
  vi.stubGlobal('fetch', async (path: string) => {
    if (FAILING.includes(path)) return new Response('', { status: 500 });
    const body = ZIP_FILES[path];
    return body ? new Response(JSON.stringify(body)) : new Response('', { status: 404 });
  });
});

afterEach(() => vi.unstubAllGlobals());

const selected = () => useAppStore.getState().selectedCountyId;
const lastToast = () => toastMock.mock.calls.at(-1);
const lastError = () => toastMock.error.mock.calls.at(-1);

describe('runSearch in the Measured view', () => {
  it.each([
    // A ZIP first: 10001 is Manhattan, not Kent County, Delaware (county code 10001).
    ['10001', '36061'],
    // Not a ZIP: the county code.
    ['10003', '10003'],
    ['fips:10001', '10001'],
    ['Fresno, CA 93721', '06019'],
    ['123 Main St, Fresno, CA 93721-1234', '06019'],
    ['93721-1234', '06019'],
    // An unknown ZIP: the town and state of the address.
    ['Fresno, CA 93799', '06019'],
    ['Texas County, MO', '29215'],
    ['texas county', '29215'],
  ])('%j opens %s', async (query, fips) => {
    await runSearch(query);
    expect(selected()).toBe(fips);
  });

  it('falls back to the county code when the ZIP file cannot be fetched, and says so when there is none', async () => {
    await runSearch('12086');
    expect(selected()).toBe('12086');
    await runSearch('55555');
    expect(lastError()).toEqual(['ZIP Lookup Failed', { description: 'Could not look up ZIP 55555. Please check your connection and try again.' }]);
  });

  it('fits the map to a state named exactly, lists its counties and opens none', async () => {
    const listed = await runSearch('Texas');
    expect(listed).toHaveLength(254);
    expect(selected()).toBeNull();
    const [[south, west], [north, east]] = useAppStore.getState().boundsRequest!.bounds;
    expect([south, west, north, east].map(Math.round)).toEqual([26, -106, 36, -94]);
    expect(lastToast()).toEqual(['State Found', { description: 'Showing Texas and its 254 counties. Choose one to see its figures.' }]);
  });

  it('says that a county, a state or a ZIP works when nothing can be read', async () => {
    await runSearch('123 Main St');
    expect(lastError()).toEqual([
      'No Results',
      { description: 'No counties found matching "123 Main St". Try a county name, a state, or a 5-digit ZIP code.' },
    ]);
  });

  it('echoes at most 60 characters of a long query', async () => {
    await runSearch('x'.repeat(672));
    expect(lastError()).toEqual([
      'No Results',
      { description: `No counties found matching "${'x'.repeat(59)}…". Try searching for a county name or state.` },
    ]);
  });
});

describe('runSearch in the Demo view', () => {
  beforeEach(() => useAppStore.getState().setDataView(demoView));

  it.each([
    ['Cook, IL', 'Cook, IL is a county that the Demo view does not show. Measured data covers every US county.', '17031'],
    ['fips:17031', 'Cook, IL is a county that the Demo view does not show. Measured data covers every US county.', '17031'],
    ['Texas', 'Texas is a state that the Demo view does not show. Measured data covers every US county.', null],
    ['Harris, TX', '"Harris, TX" finds 2 counties that the Demo view does not show, the first Harris, TX. Measured data covers every US county.', '48201'],
    ['Harris', '"Harris" finds 11 counties that the Demo view does not show, the first Harris, GA. Measured data covers every US county.', '13145'],
  ])('offers the Measured view for %j', async (query, description, opens) => {
    await runSearch(query);
    const [title, options] = lastToast()!;
    expect(title).toBe('Outside This View');
    expect(options.description).toBe(description);
    expect(options.action.label).toBe('Show measured data');
    options.action.onClick();
    await vi.waitFor(() => expect(lastToast()?.[0]).not.toBe('Outside This View'));
    expect(useAppStore.getState().dataView).toBe(measuredView);
    expect(selected()).toBe(opens);
  });

  it('keeps the specification\'s No Results when no county anywhere matches', async () => {
    await runSearch('zzz');
    expect(lastError()).toEqual(['No Results', { description: 'No counties found matching "zzz". Try searching for a county name or state.' }]);
  });
});

describe('a search made while the counties load', () => {
  it('says so, waits for them and then answers', async () => {
    useAppStore.getState().setDataView(demoView);
    useAppStore.getState().setCountiesStatus('loading');
    const done = runSearch('Orange, FL');
    expect(lastToast()).toEqual([
      'Loading Data',
      { description: 'The county data is still loading. Your search for "Orange, FL" will run as soon as it arrives.' },
    ]);
    expect(selected()).toBeNull();
    useAppStore.getState().setCountiesStatus('ready');
    await done;
    expect(selected()).toBe('12095');
    expect(lastToast()).toEqual(['County Found', { description: 'Found 1 matching county. Viewing Orange.' }]);
  });
});
