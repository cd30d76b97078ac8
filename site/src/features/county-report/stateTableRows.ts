import type { MeasuredCounty } from '../../lib/data/counties';
import type { LayerFigure } from '../../lib/figures/measured';

/** A column the state table sorts by: the county's name, a layer's figure, or the combined score. */
export type SortKey = { kind: 'name' } | { kind: 'layer'; id: string } | { kind: 'score' };

export type SortDirection = 'ascending' | 'descending';

export interface StateTableRow {
  county: MeasuredCounty;
  /** The combined score of the selected layers; null for no data. */
  score: number | null;
}

/** A figure as the table sorts it: none reported is 0, no data is none. */
const sortValue = (figure: LayerFigure | undefined): number | null =>
  figure && figure.status !== 'no data' && figure.value !== null ? figure.value : null;

const collator = (locale: string) => new Intl.Collator(locale, { sensitivity: 'base', numeric: true });

/**
 * The rows in the order of `key` and `direction`. Counties without a figure go last whichever way,
 * so a sort never opens on a screen of No data; equal figures keep the counties' name order.
 */
export function sortStateRows(rows: readonly StateTableRow[], key: SortKey, direction: SortDirection, locale: string): StateTableRow[] {
  const names = collator(locale);
  const byName = (a: StateTableRow, b: StateTableRow) => names.compare(a.county.name, b.county.name);
  const sign = direction === 'ascending' ? 1 : -1;
  if (key.kind === 'name') return rows.toSorted((a, b) => sign * byName(a, b));
  const value = (row: StateTableRow) => (key.kind === 'score' ? row.score : sortValue(row.county.figures[key.id]));
  return rows.toSorted((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

/** Where a sort starts: names from A, figures from the highest (as the ranks count). */
export const firstDirection = (key: SortKey): SortDirection => (key.kind === 'name' ? 'ascending' : 'descending');
