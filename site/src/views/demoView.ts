import { API_PATHS, DOWNLOAD_NAMES } from '../lib/data/apiPaths';
import { defineMessages, text } from '../lib/i18n/messages';
import { DEMO_NOTE, LOADING_TEXT } from '../lib/i18n/viewTexts';
import type { DataView } from './dataView';
import { measuredView } from './measuredView';

const messages = defineMessages({
  label: { id: 'demo.label', defaultMessage: 'Demo scores' },
  subtitle: { id: 'demo.subtitle', defaultMessage: 'California & Florida Exposure Analysis' },
  description: {
    id: 'page.description',
    defaultMessage: "Interactive county map of environmental exposure factors relevant to Parkinson's disease across California and Florida.",
  },
  exported: { id: 'demo.exported', defaultMessage: 'Environmental data has been exported to CSV file.' },
  disclaimer: {
    id: 'demo.disclaimer',
    defaultMessage:
      "This is not medical advice: the risk scores are randomly generated examples, not measurements. Consult a physician about any health concerns, including your risk of Parkinson's disease.",
  },
  scoreName: { id: 'demo.scoreName', defaultMessage: 'Overall risk score' },
  breakdownTitle: { id: 'demo.breakdownTitle', defaultMessage: 'Risk breakdown' },
  reportScoreNote: {
    id: 'demo.reportScoreNote',
    defaultMessage: "{demoNote} The agencies named below publish the Measured view's real figures, not these scores.",
  },
  reportPercentileNote: { id: 'demo.reportPercentileNote', defaultMessage: 'In the Demo view the numbers are random, not percentiles of anything.' },
  scaleTitle: { id: 'riskScale.title', defaultMessage: 'Risk Scale' },
  widerOffer: { id: 'demo.widerOffer', defaultMessage: 'Show measured data' },
  widerCovers: { id: 'demo.widerCovers', defaultMessage: 'Measured data covers every US county.' },
});

/** The specification's view: California and Florida counties as markers with random example scores. */
export const demoView: DataView = {
  id: 'demo',
  label: text(messages.label),
  subtitle: text(messages.subtitle),
  description: text(messages.description),
  countySource: 'counties',
  layers: 'demo',
  drawing: 'markers',
  // The markers are drawn at once: the pill keeps the specification's loading words.
  drawingText: LOADING_TEXT,
  mountOverlay: true,
  mapPreview: false,
  cardPages: false,
  palette: 'specification',
  scale: { title: text(messages.scaleTitle), note: null },
  percentileLegend: false,
  impactLabels: true,
  layerUnits: false,
  summary: 'fixed',
  sources: 'specification',
  countyTitle: 'name',
  population: false,
  tracts: false,
  sites: false,
  compares: false,
  downloads: false,
  export: { path: API_PATHS.exportCsv, fileName: DOWNLOAD_NAMES.exportCsv, done: text(messages.exported) },
  disclaimer: text(messages.disclaimer),
  scoreName: text(messages.scoreName),
  scoreNote: DEMO_NOTE,
  bandNoun: 'risk',
  breakdownTitle: text(messages.breakdownTitle),
  tooltipNote: DEMO_NOTE,
  tooltipListsAllLayers: false,
  report: {
    scoreNote: text(messages.reportScoreNote, { demoNote: DEMO_NOTE }),
    percentileNote: text(messages.reportPercentileNote),
  },
  search: { specificationRule: true, phone: 'prompt', asMeant: false },
  wider: { view: measuredView, offer: text(messages.widerOffer), covers: text(messages.widerCovers) },
};
