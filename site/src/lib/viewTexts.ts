/** Said wherever a Demo score shows (tooltip, card, summary): what the specification's scores are. */
export const DEMO_NOTE = 'Scores are random examples, not measurements.';

/** Said with the Measured view's combined score, in the card and the report. */
export const MEASURED_SCORE_NOTE = 'The weighted mean of the layer percentiles.';

/** The map's status pill, wide and narrow (CSS picks one by width). */
export interface LoadingText {
  desktop: string;
  phone: string;
}

/** What the map's status pill says while the view's counties are loading: the specification's words. */
export const LOADING_TEXT: LoadingText = { desktop: 'Loading environmental risk data...', phone: 'Loading...' };
