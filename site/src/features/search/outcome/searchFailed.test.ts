import { resetAppStore, useAppStore } from '../../../store/appStore';
import { sampleCounties } from '../../../test/fixtures';
import { toastMock } from '../../../test/mockToast';
import { measuredView } from '../../../views/measuredView';
import { runSearch } from './runSearch';

vi.mock('../../../toasts/toast', () => ({ toast: toastMock }));

// Apart from runSearch.test.ts: the index, once fetched, is kept for the page's life.

it('says so when the search cannot load its index, and tries again on the next search', async () => {
  resetAppStore();
  useAppStore.getState().setMeasuredCounties(sampleCounties() as never);
  useAppStore.getState().setMeasuredStatus('ready');
  useAppStore.getState().setDataView(measuredView);
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => (asked.push(input), new Response('', { status: 503 })));
  expect(await runSearch('Houston')).toEqual([]);
  expect(toastMock.error).toHaveBeenLastCalledWith('Search Failed', { description: 'The search could not load. Please check your connection and try again.' });
  await runSearch('Houston');
  expect(asked).toEqual(['/api/places/index', '/api/places/index']);
  vi.unstubAllGlobals();
});
