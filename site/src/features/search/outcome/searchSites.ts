import { closeDrawerOnPhone } from '../../../show-county/showCounty';
import { useAppStore } from '../../../store/appStore';
import { piece } from '../data/searchData';
import { foldWords } from '../query/fold';
import { siteKey, siteNamed } from '../readings/productNames';

/** The words that name the solvents of the Superfund sites' layer: a search of one shows the layer. */
const SOLVENT_WORDS = new Set(['tce', 'trichloroethylene', 'trichloroethene', 'pce', 'perchloroethylene', 'tetrachloroethylene', 'tetrachloroethene']);

/** Shows the sites' layer for a query that names a solvent, in a view with sites; says whether it did. */
export function showSolventLayer(query: string): boolean {
  const state = useAppStore.getState();
  const words = foldWords(query);
  if (!state.dataView.sites || words.length !== 1 || !SOLVENT_WORDS.has(words[0]!)) return false;
  state.showSites(true);
  closeDrawerOnPhone();
  return true;
}

/**
 * Opens the first Superfund site whose name has a word starting with each word of the query ("Camp
 * Lejeune"), in a view with sites; says whether it did. The search's pieces name the sites (and the
 * query's first word's is fetched already), so only the site's card fetches the sites' file.
 */
export async function openSiteNamed(query: string): Promise<boolean> {
  const key = siteKey(query);
  if (!useAppStore.getState().dataView.sites || key === null) return false;
  const found = await piece(key).catch(() => null);
  const site = found && siteNamed(found.sites, query);
  if (!site) return false;
  useAppStore.getState().selectSite(site.id);
  closeDrawerOnPhone();
  return true;
}
