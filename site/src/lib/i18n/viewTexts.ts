import { defineMessages, text } from './messages';

const messages = defineMessages({
  demoNote: { id: 'view.demoNote', defaultMessage: 'Scores are random examples, not measurements.' },
  measuredScoreNote: { id: 'view.measuredScoreNote', defaultMessage: 'The weighted mean of the layer percentiles.' },
  loading: { id: 'view.loading', defaultMessage: 'Loading environmental risk data...' },
  loadingShort: { id: 'view.loadingShort', defaultMessage: 'Loading...' },
});

/** Said wherever a Demo score shows (tooltip, card, summary): what the specification's scores are. */
export const DEMO_NOTE = text(messages.demoNote);

/** Said with the Measured view's combined score, in the card and the report. */
export const MEASURED_SCORE_NOTE = text(messages.measuredScoreNote);

/** The map's status pill, wide and narrow (CSS picks one by width). */
export interface LoadingText {
  desktop: string;
  phone: string;
}

/** What the map's status pill says while the view's counties are loading: the specification's words. */
export const LOADING_TEXT: LoadingText = { desktop: text(messages.loading), phone: text(messages.loadingShort) };
