import { useAppStore } from '../../../store/appStore';
import { toastMock } from '../../../test/mockToast';
import { demoView } from '../../../views/demoView';
import { measuredView } from '../../../views/measuredView';
import table from '../testing/queries.json';
import { searchingGeneratedFiles, seedSearch } from '../testing/generatedApi';
import { runSearch } from './runSearch';
import { selectSelectedCountyId, selectSelectedTract } from '../../../store/selectors';

vi.mock('../../../toasts/toast', () => ({ toast: toastMock }));

// The table of queries (testing/queries.json), searched on the files riskmap generate writes from
// the committed data: what each must open in each view.

type Outcome = null | string | { tract: string } | { state: string } | { offer: string } | { offerState: string };
interface Row {
  query: string;
  measured: Outcome;
  demo: Outcome;
  readByZip?: string;
}

const generated = searchingGeneratedFiles(null);

/** What a search in the store's view did: the county or census tract it opened, the state it showed, or the offer it made. */
async function outcomeOf(query: string): Promise<Outcome | null> {
  const listed = await runSearch(query);
  const state = useAppStore.getState();
  const selected = selectSelectedCountyId(state);
  if (selected) return selected;
  const tract = selectSelectedTract(state);
  if (tract) return { tract };
  if (state.boundsRequest && listed[0]?.county) return { state: listed[0].county.stateCode };
  const offer = toastMock.mock.calls.find(([title]) => title === 'Outside This View');
  if (!offer) return null;
  // The offer's button: the Measured view, then what the search finds there.
  (offer[1] as { action: { onClick: () => void } }).action.onClick();
  await vi.waitFor(() => expect(selectSelectedCountyId(useAppStore.getState()) ?? useAppStore.getState().boundsRequest).toBeTruthy());
  const after = useAppStore.getState();
  const opened = selectSelectedCountyId(after);
  if (opened) return { offer: opened };
  // "Showing Texas and its 254 counties...": the state shown, by its name.
  const shown = toastMock.mock.calls.findLast(([title]) => title === 'State Found')?.[1] as { description: string } | undefined;
  const name = /^Showing (.+) and its/.exec(shown?.description ?? '')?.[1];
  return { offerState: after.counties.find((c) => c.state === name)?.stateCode ?? '' };
}

const rows = (table.queries as Row[]).map((r) => [r.query, r] as const);

/** The last toast's text, which for an address read by its ZIP says so. */
const lastToast = () => (toastMock.mock.calls.at(-1)?.[1] as { description: string } | undefined)?.description ?? '';
const saysReadByZip = (row: Row) => (row.readByZip ? lastToast().includes(`Only the address's ZIP code, ${row.readByZip}, was used`) : true);

describe('the query table', () => {
  it('has at least 60 queries', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
  });

  it.each(rows)('Measured view: %j', async (_, row) => {
    seedSearch(generated(), measuredView);
    expect(await outcomeOf(row.query)).toEqual(row.measured);
    expect(saysReadByZip(row)).toBe(true);
  });

  it.each(rows)('Demo view: %j', async (_, row) => {
    seedSearch(generated(), demoView);
    expect(await outcomeOf(row.query)).toEqual(row.demo);
    if (row.readByZip) expect(lastToast()).not.toContain('ZIP code');
  });
});
