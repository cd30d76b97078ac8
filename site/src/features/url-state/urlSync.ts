import { closeDrawerOnPhone } from '../../show-county/showCounty';
import { useAppStore } from '../../store/appStore';
import { countyArea, countyIdOf, sameArea, tractArea, tractIdOf, type Area } from '../../lib/data/area';
import { TRACT } from '../../lib/shapes/geographies';
import { isAreaId, parentId } from '../../lib/shapes/geography';
import { loadTractFigures } from '../../lib/tracts/tractFigures';
import { hasTracts } from '../../lib/tracts/tractState';
import { selectSelectedCountyId, selectViewCountiesPending } from '../../store/selectors';
import { ALL_PESTICIDES } from '../../lib/figures/pesticideMeasure';
import { compareProblem, parseUrlState, serializeUrlState } from '../../store/urlState';

/** What became of a link's census tract: its card opened (and checked once its figures come), no tract has its code, or the view has no tracts. */
type LinkedTract = 'opened' | 'unknown' | 'outside';

export interface UrlSyncOptions {
  /**
   * A linked area that the view does not have: a county its counties lack (the Demo view offers the
   * Measured one), a census tract code that no tract has, in either view.
   */
  onUnknownArea?: (area: Area) => void;
  /** A link's `compare=` that cannot be the report's second county, said in words; the single report opens. */
  onBadCompare?: (problem: string) => void;
  /** A link's site (`site=`) that the sites' file does not have, once the file is in; its card is closed. */
  onUnknownSite?: (id: string) => void;
  /** A link's site in a view without the sites (the Demo); openThere opens its card once a view with them is shown. */
  onSiteOutsideView?: (id: string, openThere: () => void) => void;
  /** A link's census tract in a view without tracts (the Demo); openThere opens its card once a view with them is shown. */
  onAreaOutsideView?: (area: Area, openThere: () => void) => void;
}

/**
 * Keeps `?data=measured&layers=...&county=...&compare=...` (or `tract=...`, and `site=...`) and the store in step, outside React: applies the URL
 * now (the boot sequence calls this once the layer table is known) and on popstate; a user's change
 * to the store pushes a history entry. A linked county waits for its view's counties to load.
 * Returns what stops it.
 */
export function startUrlSync({ onUnknownArea, onBadCompare, onUnknownSite, onSiteOutsideView, onAreaOutsideView }: UrlSyncOptions = {}): () => void {
  let applying = false;
  let pendingCounty: string | null = null;
  let pendingCompare: string | null = null;
  // The query the store shows. An entry of the same address (the county report's own, which Back
  // closes) changes nothing, and applying it again would recentre the map on the county.
  let shown = '';

  const apply = (search: string) => {
    shown = search;
    const state = useAppStore.getState();
    const { view, layers, area, compare = null, sites = false, site = null, pesticide = ALL_PESTICIDES } = parseUrlState(search, state.environment);
    const county = countyIdOf(area);
    const tract = tractIdOf(area);
    applying = true;
    state.setDataView(view);
    state.setLayers(layers);
    state.showSites(sites);
    state.setPesticideMeasure(pesticide);
    // A link to an area or a site is a link to its card: on a phone the drawer would open over it.
    if (area || site) closeDrawerOnPhone();
    const now = useAppStore.getState();
    let linkedTract: LinkedTract = 'opened';
    if (county && now.counties.some((c) => c.id === county)) state.focusCounty(county);
    else if (tract) linkedTract = openLinkedTract(tract);
    else if (area && !county) state.selectArea(area);
    else state.clearSelection();
    // After the area: a site's link opens the site's card (a link has one or the other).
    const siteShown = view.sites ? site : null;
    state.selectSite(siteShown);
    if (siteShown !== null) checkLinkedSite(siteShown);
    pendingCounty = county && selectViewCountiesPending(now) ? county : null;
    pendingCompare = pendingCounty ? compare : null;
    if (county && !pendingCounty && selectSelectedCountyId(useAppStore.getState()) === county) applyCompare(county, compare);
    else if (!pendingCounty) state.setCompare(null);
    applying = false;
    if (county && !pendingCounty && selectSelectedCountyId(useAppStore.getState()) !== county) onUnknownArea?.(countyArea(county));
    if (tract && linkedTract === 'unknown') onUnknownArea?.(tractArea(tract));
    if (tract && linkedTract === 'outside') onAreaOutsideView?.(tractArea(tract), () => openTractThere(tract));
    if (site !== null && siteShown === null) onSiteOutsideView?.(site, () => openSite(site));
  };

  /** Opens a census tract's card once its view draws the tracts, as a link to it in that view does. */
  function openTractThere(id: string) {
    if (!useAppStore.getState().dataView.tracts) return;
    if (openLinkedTract(id) === 'unknown') onUnknownArea?.(tractArea(id));
  }

  /** Opens a site's card once its view shows the sites, as a link to it in that view does. */
  function openSite(id: string) {
    if (!useAppStore.getState().dataView.sites) return;
    useAppStore.getState().selectSite(id);
    checkLinkedSite(id);
  }

  /**
   * A census tract's link opens its card over its county's tracts, in a view that draws them. A code
   * that is no GEOID, or whose county has no tracts, is no tract at once; one that its county's
   * figures lack, once they come (the file the card needs too). A tract in a view without tracts
   * is outside it.
   */
  function openLinkedTract(id: string): LinkedTract {
    const state = useAppStore.getState();
    if (!isAreaId(TRACT, id) || !hasTracts(parentId(TRACT, id))) {
      state.clearSelection();
      return 'unknown';
    }
    if (!state.dataView.tracts) {
      state.clearSelection();
      return 'outside';
    }
    state.focusTract(id);
    void loadTractFigures(parentId(TRACT, id)).then(
      (figures) => {
        const area = tractArea(id);
        if (figures.byId.has(id) || !sameArea(useAppStore.getState().selectedArea, area)) return;
        applying = true;
        useAppStore.getState().clearSelection();
        applying = false;
        onUnknownArea?.(area);
      },
      // The card says that the figures did not load.
      () => {},
    );
    return 'opened';
  }

  /**
   * A site's link opens its card at once; an EPA ID that the sites' file lacks closes it once the file
   * (the card's) is in, as a census tract's code that its county's figures lack does.
   */
  function checkLinkedSite(id: string) {
    void import('../../measured-data/superfundSites')
      .then(({ loadSites }) => loadSites())
      .then(
        (file) => {
          if (file.sites.some((site) => site.id === id) || useAppStore.getState().selectedSiteId !== id) return;
          applying = true;
          useAppStore.getState().selectSite(null);
          applying = false;
          onUnknownSite?.(id);
        },
        // The card says that the sites did not load.
        () => {},
      );
  }

  // The link's second county opens the report on both, or with a problem on the one county.
  function applyCompare(county: string, compare: string | null) {
    const state = useAppStore.getState();
    if (compare === null) return void state.setCompare(null);
    const problem = compareProblem(state.dataView, county, compare, new Set(state.counties.map((c) => c.id)));
    if (problem === null) return void state.setCompare(compare);
    state.setCompare(null);
    state.openReport();
    onBadCompare?.(problem);
  }

  apply(window.location.search);

  const unsubscribe = useAppStore.subscribe((state, prev) => {
    if (applying) return;
    if (pendingCounty && state.counties !== prev.counties && state.counties.length > 0) {
      const key = pendingCounty;
      pendingCounty = null;
      if (state.counties.some((c) => c.id === key)) {
        applying = true;
        state.focusCounty(key);
        applyCompare(key, pendingCompare);
        applying = false;
      } else onUnknownArea?.(countyArea(key));
      pendingCompare = null;
      return;
    }
    const compareOnly =
      state.selectedLayers === prev.selectedLayers &&
      state.selectedArea === prev.selectedArea &&
      state.dataView === prev.dataView &&
      state.sitesShown === prev.sitesShown &&
      state.selectedSiteId === prev.selectedSiteId &&
      state.pesticideMeasure === prev.pesticideMeasure;
    if (compareOnly && state.compareCountyId === prev.compareCountyId) return;
    const next = serializeUrlState(
      {
        view: state.dataView,
        layers: state.selectedLayers,
        area: state.selectedArea ?? (pendingCounty ? countyArea(pendingCounty) : null),
        compare: state.compareCountyId ?? pendingCompare,
        sites: state.sitesShown,
        site: state.selectedSiteId,
        pesticide: state.pesticideMeasure,
      },
      state.environment,
    );
    const address = `${window.location.pathname}${next}${window.location.hash}`;
    // The report's second county changes the report's own entry (useBackCloses), keeping its state:
    // Back then closes the report, comparison and all, and Forward opens it again from the link.
    if (next !== window.location.search) {
      if (compareOnly) window.history.replaceState(window.history.state, '', address);
      else window.history.pushState(null, '', address);
    }
    shown = next;
  });

  const onPopState = () => {
    if (window.location.search !== shown) apply(window.location.search);
  };
  window.addEventListener('popstate', onPopState);
  return () => {
    unsubscribe();
    window.removeEventListener('popstate', onPopState);
  };
}
