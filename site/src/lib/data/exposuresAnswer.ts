import { coordinate, text, type MeasuredCounty } from './counties';
import type { LayerId } from './layers';
import type { FigureStatus, GivenScore, LayerFigure } from '../figures/measured';

// Only the Measured view reads /api/exposures: this module loads with it (loadMeasured.ts).

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

/** A state's name on a page, from its code and its English name. */
export type StateNamer = (code: string, english: string) => string;

/**
 * Turns /api/exposures' columns (one array per field, see datagen/API.md) into one county per row,
 * each state named by nameState (the page's stateName; the file's English name by default).
 */
export function parseExposures(answer: unknown, nameState: StateNamer = (_code, english) => english): MeasuredCounty[] {
  const root = record(answer);
  const counties = record(root.counties);
  const [names, states, lats, lons] = [counties.name, counties.state, counties.lat, counties.lon].map(column) as [unknown[], unknown[], unknown[], unknown[]];
  const stateNames = record(root.stateNames);
  const layers = column(root.layers).map(record);
  const usgs = record(root.usgsPesticides);
  const score = record(root.score);
  const scoreLayers = column(score.layers).map(text);
  const scoreValues = column(score.value);
  // A file without the column scores nothing: the page computes every score.
  const givenScore = (i: number): GivenScore | null => (Array.isArray(score.value) ? { layers: scoreLayers, value: numberAt(scoreValues, i) } : null);
  const [usgsKg, usgsKgPerKm2, usgsParaquat] = [column(usgs.kg), column(usgs.kgPerKm2), column(usgs.paraquatKg)];
  return column(counties.fips).map((fips, i) => {
    const stateCode = text(states[i]);
    const figures: Record<LayerId, LayerFigure> = {};
    for (const layer of layers) figures[text(layer.id)] = figureAt(layer, i);
    return {
      id: text(fips),
      name: text(names[i]),
      state: nameState(stateCode, text(stateNames[stateCode]) || stateCode),
      kind: 'figures',
      stateCode,
      latitude: coordinate(lats[i]),
      longitude: coordinate(lons[i]),
      figures,
      givenScore: givenScore(i),
      usgs: { years: text(usgs.years), kg: numberAt(usgsKg, i), kgPerKm2: numberAt(usgsKgPerKm2, i), paraquatKg: numberAt(usgsParaquat, i) },
    };
  });
}

