/** Said wherever a Demo score shows (tooltip, card, summary): what the specification's scores are. */
export const DEMO_NOTE = 'Scores are random examples, not measurements.';

/** What each view calls the one number of a county. The Measured one averages percentiles, so it is no percentile itself. */
export const SCORE_NAME = { demo: 'Overall risk score', measured: 'Combined score' } as const;

/** Said with the Measured view's combined score, in the card and the report. */
export const MEASURED_SCORE_NOTE = 'The weighted mean of the layer percentiles.';
