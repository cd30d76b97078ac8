import { LINKED, list, numberOrNull, type CompoundMeasure, type CompoundStudy, type Compounds } from '../../lib/data/compounds';
import { formatValue } from '../../lib/figures/figures';
import { formatKg, rangeInWords } from '../../lib/figures/kilograms';

/** One line of a county's list: a measure and its figures in words. */
export interface CompoundLine {
  measure: CompoundMeasure;
  /** "0.4-4,026 kg per year"; one figure when low and high agree. */
  kg: string;
  /** The same per km² of land; null without a land area. */
  perKm2: string | null;
  /** National percentile of the high estimate per km² of land; null without one. */
  percentile: number | null;
  /** The high estimate, which orders the list. */
  high: number | null;
}

/**
 * A county's lines: the linked sum first, then each compound it has an estimate of, by its high
 * estimate, largest first. Null when the county has no USGS estimate at all (not a figure of zero).
 */
export function compoundLines(compounds: Compounds, fips: string): CompoundLine[] | null {
  const figures = compounds.counties[fips];
  if (!Array.isArray(figures)) return null;
  const lines = compounds.measures.flatMap((measure, i): CompoundLine[] => {
    const figure = list(figures[i]).map(numberOrNull);
    const [low = null, high = null, lowPerKm2 = null, highPerKm2 = null, percentile = null] = figure;
    const kg = rangeInWords(low, high, compounds.unit, formatKg);
    if (kg === null) return [];
    return [{ measure, kg, perKm2: rangeInWords(lowPerKm2, highPerKm2, compounds.densityUnit, formatValue), percentile, high }];
  });
  const linked = lines.filter((line) => line.measure.id === LINKED);
  const each = lines.filter((line) => line.measure.id !== LINKED).sort((a, b) => (b.high ?? -1) - (a.high ?? -1));
  return [...linked, ...each];
}

/** The studies behind a county's lines, each once (one study can stand behind several compounds), in the lines' order. */
export function uniqueStudies(lines: readonly CompoundLine[]): CompoundStudy[] {
  const byDoi = new Map<string, CompoundStudy>();
  for (const study of lines.flatMap((line) => line.measure.studies)) if (!byDoi.has(study.doi)) byDoi.set(study.doi, study);
  return [...byDoi.values()];
}
