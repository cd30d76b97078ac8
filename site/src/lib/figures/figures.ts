import type { County } from '../data/counties';
import { bandName, NO_DATA } from './countyBand';
import { LOCALE } from '../i18n/lang';
import { defineMessages, text } from '../i18n/messages';
import type { RiskLayer } from '../data/layers';
import type { LayerFigure, UsgsPesticides } from './measured';
import { riskBandName, riskLabel } from './risk';

// Three significant digits: the generator rounds every value to that already (datagen/API.md).
// Made once, on first use: the Demo view never needs it.
let numberFormat: Intl.NumberFormat | undefined;

const messages = defineMessages({
  percentile: { id: 'figures.percentile', defaultMessage: 'higher than {percentile}% of US counties' },
  unitAndYears: { id: 'figures.unitAndYears', defaultMessage: '{estimate, select, yes {estimated {unit}, {years}} other {{unit}, {years}}}' },
  noneReported: { id: 'figures.noneReported', defaultMessage: 'No releases reported ({years})' },
  figure: {
    id: 'figures.figure',
    defaultMessage: '{estimate, select, yes {estimated {value} {unit} ({years}, modelled)} other {{value} {unit} ({years})}}, {percentile}, {band}',
  },
  usgsName: { id: 'figures.usgsName', defaultMessage: 'USGS {years} estimate' },
  usgsTotal: {
    id: 'figures.usgsTotal',
    defaultMessage: '{perYear, select, yes {{kg} kg per year in all} other {{kg} kg in all}}{paraquat, select, none {} other {, of which paraquat {paraquat} kg}}',
  },
  usgsNone: { id: 'figures.usgsNone', defaultMessage: 'none for this county in the copy used here: a gap, not zero use' },
  usgsMapNote: {
    id: 'figures.usgsMapNote',
    defaultMessage:
      "The map is coloured by the modelled estimate because it covers every county; the copy of USGS's 2018 estimate used here covers about two in five. USGS's 2012 estimates of the compounds that studies link to Parkinson's cover about nine in ten: choose one under Pesticide figure.",
  },
});

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** "8.16", "27.7", "12,300". */
export const formatValue = (value: number): string =>
  (numberFormat ??= new Intl.NumberFormat(LOCALE, { maximumSignificantDigits: 3 })).format(value);

/** What a percentile says, in the words the page uses everywhere. */
export const percentileInWords = (percentile: number): string => text(messages.percentile, { percentile });

/** The layer's unit and years, e.g. "µg/m³, 2014-2018"; estimates say so. */
export function unitAndYears(layer: RiskLayer): string {
  const m = layer.measured;
  if (!m) return '';
  return text(messages.unitAndYears, { estimate: yesNo(m.estimate), unit: m.unit, years: m.years });
}

/**
 * One layer's measured figure: "8.16 µg/m³ (2014-2018), higher than 92% of US counties, High";
 * "No data"; "No releases reported (1988-2018)". A modelled figure is always called an estimate.
 */
export function measuredFigureText(layer: RiskLayer, figure: LayerFigure | undefined): string {
  if (figure?.words) return figure.words;
  const m = layer.measured;
  if (!m || !figure || figure.status === 'no data' || figure.value === null || figure.percentile === null) return bandName(NO_DATA);
  if (figure.status === 'none reported') return text(messages.noneReported, { years: m.years });
  return text(messages.figure, {
    estimate: yesNo(m.estimate),
    value: formatValue(figure.value),
    unit: m.unit,
    years: m.years,
    percentile: percentileInWords(figure.percentile),
    band: riskBandName(riskLabel(figure.percentile)),
  });
}

/** "Pesticide Exposure: High" (Demo, the specification's tooltip) or the measured figure. */
export function figureLine(county: County, layer: RiskLayer): string {
  const figure = county.kind === 'random-scores' ? (county.scores.labels[layer.id] ?? '') : measuredFigureText(layer, county.figures[layer.id]);
  return `${layer.name}: ${figure}`;
}

/** "USGS 2018 estimate": what USGS's county figure is. */
export const usgsName = (usgs: UsgsPesticides): string => text(messages.usgsName, { years: usgs.years });

/**
 * USGS's county estimate in the modelled figure's unit: "27.6 kg/km² per year (63,300 kg in all, of
 * which paraquat 680 kg)"; where the county has none, that this is a gap in the copy, not zero use.
 */
export function usgsFigure(layer: RiskLayer, usgs: UsgsPesticides): string {
  if (usgs.kg === null) return text(messages.usgsNone);
  const detail = text(messages.usgsTotal, {
    kg: formatValue(usgs.kg),
    perYear: yesNo(usgs.kgPerKm2 === null),
    paraquat: usgs.paraquatKg === null ? 'none' : formatValue(usgs.paraquatKg),
  });
  return usgs.kgPerKm2 === null || !layer.measured ? detail : `${formatValue(usgs.kgPerKm2)} ${layer.measured.unit} (${detail})`;
}

/** "USGS 2018 estimate: 27.6 kg/km² per year (...)"; "USGS 2018 estimate: none for this county ...". */
export const usgsText = (layer: RiskLayer, usgs: UsgsPesticides): string => `${usgsName(usgs)}: ${usgsFigure(layer, usgs)}`;

/** Said wherever the USGS estimate stands beside the modelled one: which of the two the map shows, and why. */
export const USGS_MAP_NOTE = text(messages.usgsMapNote);

