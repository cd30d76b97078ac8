/** Said wherever a Demo score shows (tooltip, card, summary): what the specification's scores are. */
export const DEMO_NOTE = 'Scores are random examples, not measurements.';

/** What each view calls the one number of a county. The Measured one averages percentiles, so it is no percentile itself. */
export const SCORE_NAME = { demo: 'Overall risk score', measured: 'Combined score' } as const;

/** Said with the Measured view's combined score, in the card and the report. */
export const MEASURED_SCORE_NOTE = 'The weighted mean of the layer percentiles.';

/**
 * What the map's status pill says while the view's counties are loading or not yet drawn: the
 * specification's words, and for the Measured view's outlines words of their own.
 */
const LOADING_TEXT = { desktop: 'Loading environmental risk data...', phone: 'Loading...' } as const;
export const MAP_LOADING_TEXT = {
  loading: LOADING_TEXT,
  drawing: {
    demo: LOADING_TEXT,
    measured: { desktop: 'Drawing the county outlines...', phone: 'Drawing the map...' },
  },
} as const;
