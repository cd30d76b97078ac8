import type { RiskLayer } from './layers';
import type { GivenScore, LayerFigure, UsgsPesticides } from '../figures/measured';
import type { CountyScores, Rng } from '../figures/randomScores';
import { randomCountyScores } from '../figures/randomScores';

/** A county as the client uses it: coordinates parsed to numbers (0 when missing or malformed). */
export interface CountyRecord {
  /**
   * The county's one id, which the selection, the link (`county=`), the shapes and every per-county
   * file use: its 5-digit FIPS code, from /api/counties' `fipsCode` (or its `id`, the same code) in
   * the Demo view and /api/exposures' `fips` in the Measured one. A Demo county the server sent
   * without either is "name-state", the specification's uniqueKey, so it still has a stable one.
   */
  id: string;
  name: string;
  state: string;
  stateCode: string;
  latitude: number;
  longitude: number;
}

/**
 * A county with the specification's random scores (the Demo view's). A county's kind says what it
 * carries; what a view does with it is its view's (views/).
 */
export interface DemoCounty extends CountyRecord {
  kind: 'random-scores';
  scores: CountyScores;
}

/** A county with /api/exposures' figures per layer (the Measured view's). */
export interface MeasuredCounty extends CountyRecord {
  kind: 'figures';
  figures: Record<string, LayerFigure>;
  /** The generator's combined score; null where `figures` are not those it scored (measured.ts). */
  givenScore: GivenScore | null;
  usgs: UsgsPesticides;
}

/** A county of the view being shown. */
export type County = DemoCounty | MeasuredCounty;

/** The county carries measured figures (the Measured view's do; the Demo's carry random scores). */
export const hasFigures = (county: County | null | undefined): county is MeasuredCounty => county?.kind === 'figures';

export const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function coordinate(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(text(value));
  return Number.isFinite(n) ? n : 0;
}

/** The specification's uniqueKey: the server's code, or "name-state" when it sent none. */
export function uniqueKey(county: { id: string; name: string; state: string }): string {
  return county.id || `${county.name}-${county.state}`;
}

/** Parses the /api/counties answer; anything but an array counts as no counties. */
export function parseCounties(answer: unknown): CountyRecord[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => {
      const base = { id: text(row.fipsCode) || text(row.id), name: text(row.name), state: text(row.state) };
      return {
        ...base,
        id: uniqueKey(base),
        stateCode: text(row.stateCode),
        latitude: coordinate(row.latitude),
        longitude: coordinate(row.longitude),
      };
    });
}

export function withRandomScores(records: readonly CountyRecord[], table: readonly RiskLayer[], rng: Rng): DemoCounty[] {
  return records.map((record) => ({ ...record, kind: 'random-scores', scores: randomCountyScores(table, rng) }));
}
