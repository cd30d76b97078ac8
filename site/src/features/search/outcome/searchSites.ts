import { closeDrawerOnPhone } from '../../../show-county/showCounty';
import { useAppStore } from '../../../store/appStore';
import { foldWords } from '../query/fold';

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
 * Opens the first Superfund site whose name holds every word of the query ("Camp Lejeune"), in a view
 * with sites; says whether it did. Asked only when no place or county has the name, so a search fetches
 * the sites' file only then.
 */
export async function openSiteNamed(query: string): Promise<boolean> {
  const state = useAppStore.getState();
  const words = foldWords(query);
  if (!state.dataView.sites || words.length === 0) return false;
  // Its code too comes only then: the Demo view, which has no sites, never fetches it.
  const file = await import('../../../measured-data/superfundSites').then(({ loadSites }) => loadSites()).catch(() => null);
  const site = file?.sites.find((candidate) => {
    const name = foldWords(candidate.name);
    return words.every((word) => name.some((part) => part.startsWith(word)));
  });
  if (!site) return false;
  useAppStore.getState().selectSite(site.id);
  closeDrawerOnPhone();
  return true;
}
