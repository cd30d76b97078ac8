import { countyIdOf, type Area } from '../../../lib/data/area';
import { offerWiderView } from '../../../show-county/offerWiderView';
import { useAppStore } from '../../../store/appStore';
import { searchIndex } from '../data/searchData';
import { runSearch } from './runSearch';
import { noAreaCodeToast, outsideView } from './searchToasts';
import { namedCounty, showToast } from './showResult';

/**
 * A link's area that the shown view does not have (`?county=`, `?tract=`): the Demo view offers the
 * Measured one for a county it has; a code that no area of its geography has is said so, in any view.
 */
export async function offerLinkedArea(area: Area): Promise<void> {
  const code = countyIdOf(area);
  if (code === null) return showToast(noAreaCodeToast(area));
  const index = await searchIndex().catch(() => null);
  if (!index) return;
  if (!index.countyByFips.has(code)) return showToast(noAreaCodeToast(area));
  const query = `fips:${code}`;
  if (useAppStore.getState().dataView.wider) offerWiderView(outsideView(query, { counties: [namedCounty(index, code)] }), () => void runSearch(query));
}
