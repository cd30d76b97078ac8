import { requestExposures } from '../measured-data/exposuresRequest';
import { viewOfLink } from '../store/urlState';
import { fetchJson } from '../lib/data/api';
import { areaParameters, linkOpensCard } from '../lib/data/cardLink';
import { API_PATHS } from '../lib/data/apiPaths';
import { TEXTS_API } from '../lib/data/textsApi';
import { prepareCountyShapes } from '../lib/shapes/shapesRequest';
import type { DataView } from '../views/views';

/** The map page's API answers, each asked for once per page view. */
export interface InitialRequests {
  /** The Demo view's counties: asked for at once by a Demo link, otherwise when the Demo is first shown. */
  counties: () => Promise<unknown>;
  environment: Promise<unknown>;
  /** The link's view: hydrate.tsx asks for the code that draws it with the map's own. */
  view: DataView;
}

function request(path: string): Promise<unknown> {
  const answer = fetchJson(path);
  // A failure is reported once the boot reads it; until then it must not count as unhandled.
  answer.catch(() => {});
  return answer;
}

function once<T>(start: () => T): () => T {
  let started: { value: T } | null = null;
  return () => (started ??= { value: start() }).value;
}

/**
 * Starts the requests the link's view needs first. main.tsx calls it before React loads, so they
 * overlap painting and hydrating the shell, and hands them to the boot sequence (boot.ts). A Measured
 * link asks for its figures and county shapes here, in the page's first hop, and not for the Demo's
 * counties; the code that reads them asks for the same requests again and gets these. A link that
 * opens a card leaves the shapes (118 KB) to the boot: on a phone's network they held back the
 * card's code and figures by half a second (site/bench/README.md, `npm run bench:card`).
 */
export function startInitialRequests(search: string): InitialRequests {
  const counties = once(() => request(API_PATHS.counties));
  const environment = request(TEXTS_API.environmentalData);
  const view = viewOfLink(search);
  if (view.countySource === 'counties') counties();
  // A failure is reported when the view asks for its figures again.
  else void requestExposures();
  if (view.drawing === 'shapes' && !linkOpensCard(search, areaParameters())) prepareCountyShapes();
  return { counties, environment, view };
}
