import { coordinate, text, uniqueKey, type MeasuredCounty } from './counties';
import type { LayerId, RiskLayer } from './layers';
import { weightedMean } from './scores';

/** A measured value, no data for the county, or none reported (the source covers every county: value 0). */
export type FigureStatus = 'value' | 'no data' | 'none reported';

export interface LayerFigure {
  value: number | null;
  /** 0-99: the share of US counties with a strictly lower value; null without data. */
  percentile: number | null;
  status: FigureStatus;
}

/** USGS's reported 2018 pesticide use, shown beside the modelled estimate where a county has it. */
export interface UsgsPesticides {
  years: string;
  kg: number | null;
  paraquatKg: number | null;
}

const STATUS: Readonly<Record<string, FigureStatus>> = { v: 'value', n: 'no data', r: 'none reported' };

type Row = Record<string, unknown>;
const record = (value: unknown): Row => (typeof value === 'object' && value !== null ? (value as Row) : {});
const column = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const numberAt = (values: unknown[], i: number): number | null => {
  const v = values[i];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

function figureAt(layer: Row, i: number): LayerFigure {
  const value = numberAt(column(layer.value), i);
  const percentile = numberAt(column(layer.percentile), i);
  const status = STATUS[text(layer.status)[i] ?? ''] ?? (percentile === null ? 'no data' : 'value');
  if (status === 'none reported') return { value: value ?? 0, percentile: percentile ?? 0, status };
  return status === 'no data' || percentile === null ? { value: null, percentile: null, status: 'no data' } : { value, percentile, status };
}

/** Turns /api/exposures' columns (one array per field, see datagen/API.md) into one county per row. */
export function parseExposures(answer: unknown): MeasuredCounty[] {
  const root = record(answer);
  const counties = record(root.counties);
  const [names, states, lats, lons] = [counties.name, counties.state, counties.lat, counties.lon].map(column) as [unknown[], unknown[], unknown[], unknown[]];
  const stateNames = record(root.stateNames);
  const layers = column(root.layers).map(record);
  const usgs = record(root.usgsPesticides);
  const [usgsKg, usgsParaquat] = [column(usgs.kg), column(usgs.paraquatKg)];
  return column(counties.fips).map((fips, i) => {
    const base = { id: text(fips), name: text(names[i]), state: '' };
    const stateCode = text(states[i]);
    base.state = text(stateNames[stateCode]) || stateCode;
    const figures: Record<LayerId, LayerFigure> = {};
    for (const layer of layers) figures[text(layer.id)] = figureAt(layer, i);
    return {
      ...base,
      kind: 'measured',
      key: uniqueKey(base),
      stateCode,
      fipsCode: base.id,
      latitude: coordinate(lats[i]),
      longitude: coordinate(lons[i]),
      figures,
      usgs: { years: text(usgs.years), kg: numberAt(usgsKg, i), paraquatKg: numberAt(usgsParaquat, i) },
    };
  });
}

/**
 * The Measured view's combined score: the weighted mean of the selected layers' percentiles over
 * the layers where the county has one (none reported counts as percentile 0); all layers when none
 * is selected; null when the county has no figure on any of them.
 */
export function measuredScore(figures: Readonly<Record<LayerId, LayerFigure>>, selected: readonly LayerId[], table: readonly RiskLayer[]): number | null {
  const ids = selected.length > 0 ? selected : table.map((l) => l.id);
  return weightedMean(table, ids, (id) => figures[id]?.percentile);
}
