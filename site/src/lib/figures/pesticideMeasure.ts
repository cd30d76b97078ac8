import { list, numberOrNull, type Compounds } from '../data/compounds';
import type { MeasuredCounty } from '../data/counties';
import { formatValue, percentileInWords } from './figures';
import { formatKg, rangeInWords } from './kilograms';
import type { LayerFigure } from './measured';
import { riskBandName, riskLabel } from './risk';
import { defineMessages, text } from '../i18n/messages';

const messages = defineMessages({
  figure: {
    id: 'pesticideMeasure.figure',
    defaultMessage: '{name}: {perKm2} ({kg}; USGS {years} estimate, ranked by the high estimate), {percentile}, {band}',
  },
  noEstimate: { id: 'pesticideMeasure.noEstimate', defaultMessage: '{name}: No USGS estimate ({years})' },
  unitAndYears: { id: 'pesticideMeasure.unitAndYears', defaultMessage: 'USGS low-high estimate, {unit}, {years}' },
});

/** The pesticide layer's own figure (the modelled 2017 estimate): the default measure, left out of the link. */
export const ALL_PESTICIDES = 'all';

/** The layer whose figure a compound measure replaces. */
export const PESTICIDE_LAYER = 'pesticides';

/** A compound's id as the generator writes it (datagen/internal/pipe/compounds): lower-case words joined by hyphens. */
const MEASURE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The measure a link's `pesticide=` names; ALL_PESTICIDES for none or anything that cannot be an id (the file says later whether it is one). */
export const measureOfLink = (value: string | null): string => (value !== null && MEASURE_ID.test(value) ? value : ALL_PESTICIDES);

/** What a compound figure adds to a layer's: its name and the kilograms behind the figure per km². */
export interface CompoundDetail {
  name: string;
  /** USGS's low and high estimates, kg per year; the low may be missing. */
  low: number | null;
  high: number | null;
  /** The low estimate per km² of land (the figure's value is the high one's). */
  lowPerKm2: number | null;
  /** The file's units ("kg per year", "kg/km² of land per year") and year. */
  unit: string;
  densityUnit: string;
  years: string;
}

/** A county's figure of a compound measure: the high estimate per km² of land and its national percentile. */
export type CompoundFigure = LayerFigure & { compound: CompoundDetail; words: string };

/**
 * A county's figure of the measure (the index of compounds.measures): 'no data' where USGS has no
 * estimate of it for the county, never zero.
 */
export function compoundFigure(compounds: Compounds, index: number, fips: string): CompoundFigure {
  const row = compounds.counties[fips];
  const [low = null, high = null, lowPerKm2 = null, highPerKm2 = null, percentile = null] = Array.isArray(row) ? list(row[index]).map(numberOrNull) : [];
  const compound = {
    name: compounds.measures[index]?.name ?? '',
    low,
    high,
    lowPerKm2,
    unit: compounds.unit,
    densityUnit: compounds.densityUnit,
    years: compounds.source.years,
  };
  const figure: CompoundFigure =
    high === null || highPerKm2 === null || percentile === null
      ? { value: null, percentile: null, status: 'no data', compound, words: '' }
      : { value: highPerKm2, percentile, status: 'value', compound, words: '' };
  figure.words = compoundFigureText(figure);
  return figure;
}

/** The figure is a compound measure's (it carries the compound's name and kilograms). */
export const isCompoundFigure = (figure: LayerFigure | undefined): figure is CompoundFigure => figure !== undefined && 'compound' in figure;

/**
 * The counties with their pesticide figure the measure's: the same array for ALL_PESTICIDES, or for
 * a measure the file does not have.
 */
export function withPesticideMeasure(counties: MeasuredCounty[], compounds: Compounds | null, measure: string): MeasuredCounty[] {
  const index = compounds?.measures.findIndex((m) => m.id === measure) ?? -1;
  if (measure === ALL_PESTICIDES || compounds === null || index < 0) return counties;
  // The generator scored the layer's own figure, not the compound's.
  return counties.map((county) => ({ ...county, figures: { ...county.figures, [PESTICIDE_LAYER]: compoundFigure(compounds, index, county.id) }, givenScore: null }));
}

/** The name of the measure the counties show (a compound's, the linked sum's); null for ALL_PESTICIDES or one the file lacks. */
export const shownMeasureName = (compounds: Compounds | null, measure: string): string | null =>
  measure === ALL_PESTICIDES ? null : (compounds?.measures.find((m) => m.id === measure)?.name ?? null);

/**
 * The pesticide layer's unit and years while a compound measure colours it: "USGS low-high estimate,
 * kg/km² of land per year, 2012"; null for the modelled estimate, whose own the layer says.
 */
export const shownMeasureUnit = (compounds: Compounds | null, measure: string): string | null =>
  compounds === null || shownMeasureName(compounds, measure) === null ? null : text(messages.unitAndYears, { unit: compounds.densityUnit, years: compounds.source.years });

/**
 * A compound figure in words: "paraquat: 0-0.125 kg/km² of land per year (0.4-4,026 kg per year;
 * USGS 2012 estimate, ranked by the high estimate), higher than 37% of US counties, Low"; "paraquat:
 * No USGS estimate (2012)" where USGS has none, which is not a figure of zero.
 */
export function compoundFigureText(figure: CompoundFigure): string {
  const c = figure.compound;
  const kg = rangeInWords(c.low, c.high, c.unit, formatKg);
  const perKm2 = rangeInWords(c.lowPerKm2, figure.value, c.densityUnit, formatValue);
  if (kg === null || perKm2 === null || figure.percentile === null) return text(messages.noEstimate, { name: c.name, years: c.years });
  return text(messages.figure, {
    name: c.name,
    perKm2,
    kg,
    years: c.years,
    percentile: percentileInWords(figure.percentile),
    band: riskBandName(riskLabel(figure.percentile)),
  });
}
