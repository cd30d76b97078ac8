import type { BandNoun } from '../lib/figures/countyBand';
import type { BandPalette } from '../lib/figures/measuredPalette';
import type { LoadingText } from '../lib/i18n/viewTexts';

/**
 * One way of looking at the map's counties: the Demo view (the specification's random scores for
 * California and Florida) or the Measured view (public figures for every US county). Everything that
 * differs between them is said here, once, and features ask the shown view (store/selectors.ts
 * selectDataView) instead of comparing names. A view that needs a feature's component names it by a
 * kind that the feature maps to its component (the map's drawing, the sidebar's summary and sources).
 * A third view is one more object in views.ts.
 */
export interface DataView {
  /** The link's `data` value (views.ts: none for the default view) and the view switch's data-view attribute. */
  id: string;
  /** The view switch's option. */
  label: string;
  /** Under the page title. */
  subtitle: string;
  /** The view's own page's description for search engines (<meta name="description">). */
  description: string;
  /**
   * Where its counties come from: /api/counties with random scores drawn in the browser
   * (app/initialData.ts), or /api/exposures' figures (measured-data/loadMeasured.ts).
   */
  countySource: 'counties' | 'exposures';
  /**
   * The layers it shows (views/layerTable.ts): the Demo view's, the specification's, which
   * data/factors.csv marks demo; or every layer, each with its measured figures.
   */
  layers: 'demo' | 'all';
  /** How the map draws the counties: the specification's markers, or the counties' shapes filled (a choropleth). */
  drawing: 'markers' | 'shapes';
  /** What the map's status pill says once the counties are in and until the map has drawn them. */
  drawingText: LoadingText;
  /**
   * The specification's full cover "Loading environmental data...", for its fixed first second after
   * the map mounts (the Demo's). Without it the view says it is loading only while its data is on the
   * way (the status pill), and never over a map already drawn.
   */
  mountOverlay: boolean;
  /**
   * The build draws the view's default map into its page (site/vite/mapPreview), shown from the page's
   * first script for a link that names only the view, until the live map has drawn.
   */
  mapPreview: boolean;
  /**
   * The build writes each area's card as HTML (card/<view>/<geography>/<id>.html), which the page's
   * inline script fetches for an area's link and paints before the app runs (show-county/cardPreview.tsx).
   * The Demo's scores are drawn at random in the page, so its cards cannot be built ahead.
   */
  cardPages: boolean;
  /** The bands' colours: the specification's, or the colour-blind-safe ramp of percentiles (lib/figures/measuredPalette.ts). */
  palette: BandPalette;
  /**
   * The sidebar's legend of the bands: its heading, what the map's colours show, and a note under
   * the bands (none in the Demo, whose heading is the specification's "Risk Scale").
   */
  scale: { title: string; note: string | null };
  /** The map shows a legend of the percentile bands and the grey of no data. */
  percentileLegend: boolean;
  /**
   * The layer boxes show the specification's impact labels ("High Impact", "Low-Mod"): words of the
   * Demo's page that no figure of the Measured view stands behind.
   */
  impactLabels: boolean;
  /** The layer boxes show each layer's unit and years, and how many people live in its top tenth of counties. */
  layerUnits: boolean;
  /** The sidebar's summary tiles: the specification's fixed counts, or counts of the view's counties. */
  summary: 'fixed' | 'counted';
  /** The sidebar's sources: the specification's list with its date, or the public data sets with their years. */
  sources: 'specification' | 'public-data';
  /**
   * How the card's heading and the report's title name a county: by its name alone (the
   * specification's "St. Louis"), or by its kind and state, as the search's toasts do ("St. Louis
   * County, MO", "St. Louis (city), MO"; lib/data/countyNames.ts).
   */
  countyTitle: 'name' | 'kind';
  /** The card says how many people live in the county (the Demo's card keeps the specification's fields). */
  population: boolean;
  /** Whether a census tract chosen (on its map, or by a `tract=` link) opens its card. */
  tracts: boolean;
  /** The map can show the Superfund sites with TCE or PCE as a layer of points, with a card for each site. */
  sites: boolean;
  /** The county report can set a second county beside the first (`compare=` in the link). */
  compares: boolean;
  /** The sidebar and the county report list the view's files for download, with their sizes. */
  downloads: boolean;
  /** The header's Export Data button: the file it saves and what the toast says after. */
  export: { path: string; fileName: string; done: string };
  /** The disclaimer under the map, after its bold first sentence. */
  disclaimer: string;
  /** What the view calls a county's one number (card, report). */
  scoreName: string;
  /** Said under that number in the card. */
  scoreNote: string;
  /** What the bands are of, for lib/figures/countyBand.ts's words: "High risk (80)", "High exposure (80)". */
  bandNoun: BandNoun;
  /** The card's heading above the layers' lines. */
  breakdownTitle: string;
  /** The hover card's last line, or none. */
  tooltipNote: string | null;
  /** With no layer selected the hover card lists every layer (the score is then over all of them). */
  tooltipListsAllLayers: boolean;
  /** The county report's note under the score, and its words after what a percentile means (or none). */
  report: { scoreNote: string; percentileNote: string | null };
  /**
   * How a search answers: with the specification's rule first (a county of the view whose name or
   * state holds the text), and the phone's search button asking with the specification's prompt;
   * or with the ranked readings of the text alone, and the phone's button opening the search box.
   * `asMeant`: names are read as people mean them (features/search: a leading "The" optional, a name
   * with its state the city of that name, a city holding a quarter of a county of its name's people
   * before it) and an address read by its ZIP alone says so; without it the readings stay as they were.
   */
  search: { specificationRule: boolean; phone: 'prompt' | 'box'; asMeant: boolean };
  /**
   * The view offered, with the offer's button and what it covers (said after where the county is),
   * when a search, a link or the visitor's position finds a county outside this one; null for none.
   */
  wider: { view: DataView; offer: string; covers: string } | null;
}
