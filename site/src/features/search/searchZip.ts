import type { County } from '../../lib/counties';
import { onceUntilFailureByKey } from '../../lib/onceUntilFailure';
import { useAppStore } from '../../store/appStore';
import { offerWiderView } from '../../show-county/offerWiderView';
import { showCounty } from '../../show-county/showCounty';
import { showSearchResult, showToast } from './showSearchResult';
import { parseZipPiece, zipCounties, zipPiecePath, type ZipCounty, type ZipPiece } from './zip';
import { zipOutsideView, zipSpansToast } from './zipToasts';

// Loaded on the first ZIP query only (runSearch imports this module then), so the first load
// neither grows nor asks for a ZIP file.

/** Each piece once per page; a failed fetch is forgotten so the next search tries again. */
const piece = onceUntilFailureByKey(async (path): Promise<ZipPiece> => {
  const response = await fetch(path, { credentials: 'include' });
  // No file for the prefix: no ZIP starts with it.
  if (response.status === 404) return { zips: {}, counties: {} };
  if (!response.ok) throw new Error(`${response.status}`);
  return parseZipPiece(await response.json());
});

/** The counties of a ZIP ([] for no such ZIP), or null when its file could not be fetched. */
export async function lookupZip(zip: string): Promise<ZipCounty[] | null> {
  try {
    return zipCounties(await piece(zipPiecePath(zip)), zip);
  } catch {
    return null;
  }
}

/**
 * Shows a known ZIP's counties: one county of the view is selected as a county search would; several
 * are named and the first selected; counties outside a view with a wider one (the Demo) are named
 * with an offer of that one (the Measured). Returns the view's counties of a ZIP that spans several, for the search box to list.
 */
export function showZip(zip: string, counties: readonly ZipCounty[]): readonly County[] {
  const shown = showInView(zip, counties);
  if (shown || !useAppStore.getState().dataView.wider) {
    if (!shown) showSearchResult({ query: zip, match: null, count: 0 });
    return shown ?? [];
  }
  offerWiderView(zipOutsideView(zip, counties), () => showInView(zip, counties) ?? showSearchResult({ query: zip, match: null, count: 0 }));
  return [];
}

/** Shows the ZIP's counties that the view has, or returns null when it has none. */
function showInView(zip: string, counties: readonly ZipCounty[]): readonly County[] | null {
  const view = useAppStore.getState().counties;
  const inView = counties.flatMap((c) => view.find((v) => v.fipsCode === c.fips) ?? []);
  const first = inView[0];
  if (!first) return null;
  if (counties.length === 1) showSearchResult({ query: zip, match: first, count: 1 });
  else {
    showToast(zipSpansToast(zip, counties, first.name));
    showCounty(first.key);
  }
  return inView;
}
