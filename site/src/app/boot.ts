import { startMeasuredLoading } from '../measured-data/loadMeasured';
import { offerLinkedArea, search } from '../features/search/searchEngine';
import { offerWiderView } from '../show-county/offerWiderView';
import { takeLinkQuery } from '../features/url-state/linkQuery';
import { startUrlSync } from '../features/url-state/urlSync';
import { watchMapPreview } from '../features/map/mapPreviewWatch';
import { MAP_ROOT_ID } from '../lib/dom/domIds';
import { nextTask } from '../lib/dom/nextTask';
import { captureShellState, useAppStore } from '../store/appStore';
import { areaOutsideViewText, CANNOT_COMPARE, noSiteToast, siteOutsideViewText } from '../store/urlState';
import { viewById, type DataView } from '../views/views';
import { toast } from '../toasts/toast';
import { loadEnvironment, startDemoLoading } from './initialData';
import type { InitialRequests } from './initialRequests';

export interface BootSteps {
  /** The API requests, started by main.tsx before React loaded. */
  requests: InitialRequests;
  /** Mounts the map, in a React root of its own, into the element the page keeps for it. */
  mountMap: (container: Element) => void;
  /** Hydrates the prerendered page, or renders it where there is none (dev server, tests). */
  mountPage: () => void;
}

/** The view the map page was prerendered in (MapPage writes it on the page's element), the default where nothing was. */
function prerenderedView(): DataView {
  return viewById(document.querySelector<HTMLElement>('#root > .app')?.dataset.view);
}

/**
 * The map page's start-up, once, in order; production, the dev server and the tests all run it.
 * 1. The layer table, which the link's layers and the random scores are checked against, and the
 *    view the page was prerendered in (each view has its own page: prerender.tsx). The store's
 *    state at this point is the shell's (appStore.ts), the state the build prerendered; without
 *    the table the prerendered shell is dropped and the page renders afresh.
 * 2. The link, read once into the store (URL sync starts here), view included, so a Measured link
 *    never shows the Demo markers first, even on a page prerendered in another view (the Demo's
 *    index.html asked for by name): React hydrates against the shell state and takes the link's
 *    state right after.
 *    A linked county, census tract or Superfund site the Demo view lacks gets the offer of the
 *    Measured view. The picture of the map the page may show (features/map/mapPreview.ts) leaves
 *    once the store shows another map.
 * 3. The counties of the shown view (the Demo's now or when it is first shown; initialData.ts).
 * 4. The map, before the page around it hydrates, so its markers do not wait for that.
 * 5. A search the link carries (`q`, from Enter before the app ran), taken out of the link first;
 *    it waits for the counties itself.
 * Reading the link and starting hydration are tasks of their own (nextTask), apart from the one that
 * evaluated the page's code: on a phone each of the three was a long task joined to the next.
 * Returns what stops the subscriptions it started (tests).
 */
export async function bootMapPage({ requests, mountMap, mountPage }: BootSteps): Promise<() => void> {
  await loadEnvironment(requests.environment);
  await nextTask();
  if (useAppStore.getState().environmentStatus === 'ready') {
    useAppStore.getState().setDataView(prerenderedView());
    captureShellState();
  } else document.getElementById('root')?.replaceChildren();
  const stopMeasured = startMeasuredLoading();
  const query = takeLinkQuery();
  const stopUrlSync = startUrlSync({
    onUnknownArea: (area) => void offerLinkedArea(area),
    onBadCompare: (problem) => toast.error(CANNOT_COMPARE, { description: problem }),
    onUnknownSite: (id) => {
      const { title, description } = noSiteToast(id);
      toast.error(title, { description });
    },
    onSiteOutsideView: (id, openThere) => offerWiderView(siteOutsideViewText(id), openThere),
    onAreaOutsideView: (area, openThere) => offerWiderView(areaOutsideViewText(area), openThere),
  });
  const stopPreview = watchMapPreview();
  const stopDemo = startDemoLoading(requests.counties);
  const prerendered = document.getElementById(MAP_ROOT_ID);
  if (prerendered) mountMap(prerendered);
  await nextTask();
  mountPage();
  // Without prerendered HTML the page has just rendered the map's element.
  const rendered = prerendered ? null : document.getElementById(MAP_ROOT_ID);
  if (rendered) mountMap(rendered);
  if (query) void search(query);
  return () => {
    stopUrlSync();
    stopPreview();
    stopMeasured();
    stopDemo();
  };
}
