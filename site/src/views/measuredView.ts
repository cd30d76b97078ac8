import { API_PATHS, DOWNLOAD_NAMES } from '../lib/apiPaths';
import { MEASURED_SCORE_NOTE } from '../lib/viewTexts';
import type { DataView } from './dataView';

/** Public county figures for every US county, coloured by national percentiles. */
export const measuredView: DataView = {
  id: 'measured',
  label: 'Measured data',
  subtitle: 'United States Exposure Analysis',
  countySource: 'exposures',
  drawing: 'shapes',
  drawingText: { desktop: 'Drawing the county outlines...', phone: 'Drawing the map...' },
  palette: 'percentile-ramp',
  percentileLegend: true,
  layerUnits: true,
  summary: 'counted',
  sources: 'public-data',
  compares: true,
  downloads: true,
  export: {
    path: API_PATHS.exportExposures,
    fileName: DOWNLOAD_NAMES.exportExposures,
    done: "Every county's measured figures have been exported to county-exposures.csv; the codebook in the sidebar explains the columns.",
  },
  disclaimer:
    "This is not medical advice: the figures are county-wide exposures that studies link to Parkinson's disease in " +
    'populations; they do not say that a place causes the disease or what any one person\'s risk is. Consult a ' +
    "physician about any health concerns, including your risk of Parkinson's disease.",
  // It averages percentiles, so it is no percentile itself.
  scoreName: 'Combined score',
  scoreNote: MEASURED_SCORE_NOTE,
  bandNoun: 'exposure',
  breakdownTitle: 'Figures by layer',
  tooltipNote: null,
  tooltipListsAllLayers: true,
  report: { scoreNote: MEASURED_SCORE_NOTE, percentileNote: null },
  wider: null,
};
