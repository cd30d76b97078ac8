/** Said wherever a Demo score shows (tooltip, card, summary): what the specification's scores are. */
export const DEMO_NOTE = 'Scores are random examples, not measurements.';
