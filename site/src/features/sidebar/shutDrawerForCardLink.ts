import { MOBILE_QUERY, matchesNow } from '../../lib/dom/breakpoints';
import { SIDEBAR_ID } from '../../lib/dom/domIds';
import { MANIFEST } from '../../lib/data/manifest';

/**
 * On a phone, shuts the prerendered drawer at once for a link that opens an area's card (`county=`,
 * `tract=`: a geography of the manifest). The page is prerendered with the drawer open, as the app
 * starts on phones; for such a link the app shuts it when it hydrates, and until then the drawer
 * covered the card and the map for seconds on a slow phone, and moved when the header was measured
 * (a layout shift). The app's state follows at hydration.
 */
export function shutDrawerForCardLink(search: string): void {
  const params = new URLSearchParams(search);
  if (!MANIFEST.geographies.some((g) => params.get(g.id)?.trim()) || !matchesNow(MOBILE_QUERY)) return;
  document.getElementById(SIDEBAR_ID)?.setAttribute('data-open', 'false');
}
