import { offerWiderView } from '../../../show-county/offerWiderView';
import { useAppStore } from '../../../store/appStore';
import { searchIndex } from '../data/searchData';
import { runSearch } from './runSearch';
import { noCountyCodeToast, outsideView } from './searchToasts';
import { namedCounty, showToast } from './showResult';

/**
 * A link's county that the shown view does not have (`?county=`): the Demo view offers the Measured
 * one for a county it has; a code that no county has is said so, in any view.
 */
export async function offerLinkedCounty(code: string): Promise<void> {
  const index = await searchIndex().catch(() => null);
  if (!index) return;
  if (!index.countyByFips.has(code)) return showToast(noCountyCodeToast(code));
  const query = `fips:${code}`;
  if (useAppStore.getState().dataView.wider) offerWiderView(outsideView(query, { counties: [namedCounty(index, code)] }), () => void runSearch(query));
}
