import { API_PATHS, DOWNLOAD_NAMES } from '../lib/apiPaths';
import { DEMO_NOTE, LOADING_TEXT } from '../lib/viewTexts';
import type { DataView } from './dataView';
import { measuredView } from './measuredView';

/** The specification's view: California and Florida counties as markers with random example scores. */
export const demoView: DataView = {
  id: 'demo',
  label: 'Demo scores',
  subtitle: 'California & Florida Exposure Analysis',
  countySource: 'counties',
  drawing: 'markers',
  // The markers are drawn at once: the pill keeps the specification's loading words.
  drawingText: LOADING_TEXT,
  palette: 'specification',
  percentileLegend: false,
  layerUnits: false,
  summary: 'fixed',
  sources: 'specification',
  compares: false,
  downloads: false,
  export: { path: API_PATHS.exportCsv, fileName: DOWNLOAD_NAMES.exportCsv, done: 'Environmental data has been exported to CSV file.' },
  disclaimer:
    'This is not medical advice: the risk scores are randomly generated examples, not measurements. Consult a ' +
    "physician about any health concerns, including your risk of Parkinson's disease.",
  scoreName: 'Overall risk score',
  scoreNote: DEMO_NOTE,
  bandNoun: 'risk',
  breakdownTitle: 'Risk breakdown',
  tooltipNote: DEMO_NOTE,
  tooltipListsAllLayers: false,
  report: {
    scoreNote: `${DEMO_NOTE} The agencies named below publish the Measured view's real figures, not these scores.`,
    percentileNote: ' In the Demo view the numbers are random, not percentiles of anything.',
  },
  wider: { view: measuredView, offer: 'Show measured data' },
};
