import { API_PATHS, DOWNLOAD_NAMES } from '../lib/data/apiPaths';
import { defineMessages, text } from '../lib/i18n/messages';
import { MEASURED_SCORE_NOTE } from '../lib/i18n/viewTexts';
import type { DataView } from './dataView';

const messages = defineMessages({
  label: { id: 'measured.label', defaultMessage: 'Measured data' },
  subtitle: { id: 'measured.subtitle', defaultMessage: 'United States Exposure Analysis' },
  description: {
    id: 'measured.description',
    defaultMessage:
      "Interactive map of every US county's measured exposures that studies link to Parkinson's disease in populations: pesticide use, PM2.5, traffic and toxic releases, from public data.",
  },
  drawing: { id: 'measured.drawing', defaultMessage: 'Drawing the county outlines...' },
  drawingShort: { id: 'measured.drawingShort', defaultMessage: 'Drawing the map...' },
  exported: {
    id: 'measured.exported',
    defaultMessage: "Every county's measured figures have been exported to {fileName}; the codebook in the sidebar explains the columns.",
  },
  disclaimer: {
    id: 'measured.disclaimer',
    defaultMessage:
      "This is not medical advice: the figures are county-wide exposures that studies link to Parkinson's disease in populations; they do not say that a place causes the disease or what any one person's risk is. Consult a physician about any health concerns, including your risk of Parkinson's disease.",
  },
  scoreName: { id: 'measured.scoreName', defaultMessage: 'Combined score' },
  breakdownTitle: { id: 'measured.breakdownTitle', defaultMessage: 'Figures by layer' },
  scaleTitle: { id: 'measured.scaleTitle', defaultMessage: 'County colours: combined score' },
});

/** Public county figures for every US county, coloured by national percentiles. */
export const measuredView: DataView = {
  id: 'measured',
  label: text(messages.label),
  subtitle: text(messages.subtitle),
  description: text(messages.description),
  countySource: 'exposures',
  layers: 'all',
  drawing: 'shapes',
  drawingText: { desktop: text(messages.drawing), phone: text(messages.drawingShort) },
  mountOverlay: false,
  mapPreview: true,
  cardPages: true,
  palette: 'percentile-ramp',
  // The bands are of the combined score, which says how a county's figures rank among all US
  // counties, not anyone's risk.
  scale: { title: text(messages.scaleTitle), note: MEASURED_SCORE_NOTE },
  percentileLegend: true,
  impactLabels: false,
  layerUnits: true,
  summary: 'counted',
  sources: 'public-data',
  countyTitle: 'kind',
  population: true,
  tracts: true,
  sites: true,
  compares: true,
  downloads: true,
  export: {
    path: API_PATHS.exportExposures,
    fileName: DOWNLOAD_NAMES.exportExposures,
    done: text(messages.exported, { fileName: DOWNLOAD_NAMES.exportExposures }),
  },
  disclaimer: text(messages.disclaimer),
  // It averages percentiles, so it is no percentile itself.
  scoreName: text(messages.scoreName),
  scoreNote: MEASURED_SCORE_NOTE,
  bandNoun: 'exposure',
  breakdownTitle: text(messages.breakdownTitle),
  tooltipNote: null,
  tooltipListsAllLayers: true,
  report: { scoreNote: MEASURED_SCORE_NOTE, percentileNote: null },
  search: { specificationRule: false, phone: 'box', asMeant: true },
  wider: null,
};
