import type { LayerFigure } from '../../lib/figures/measured';

/** All US counties' figures on one layer, binned for a small histogram. */
export interface Histogram {
  /** Log where the figures span two orders of magnitude or more (pesticides, traffic, releases). */
  scale: 'linear' | 'log';
  /** The axis: figures on a linear scale, powers of ten on a log scale (lo 1e-9 is -9). */
  lo: number;
  hi: number;
  counts: number[];
  /** Counties with a figure, drawn in the bins. */
  drawn: number;
  /** Figures of exactly 0 on a log scale, which has no place for them: counted apart. */
  zeros: number;
  /** Counties the source covers that reported nothing, and counties the source lacks: counted apart, never drawn as 0. */
  noneReported: number;
  noData: number;
}

/** The ratio of the largest to the smallest positive figure from which the axis is logarithmic. */
const LOG_FROM_RATIO = 100;

/** Bins every figure of `figures`; a county with no figure on the layer counts as no data. */
export function histogram(figures: readonly (LayerFigure | undefined)[], binCount = 24): Histogram {
  const values: number[] = [];
  let noneReported = 0;
  let noData = 0;
  for (const f of figures) {
    if (f?.status === 'none reported') noneReported++;
    else if (f?.status === 'value' && f.value !== null) values.push(f.value);
    else noData++;
  }
  const positive = values.filter((v) => v > 0);
  const minPositive = Math.min(...positive);
  const max = Math.max(...values);
  const log = positive.length > 0 && max / minPositive >= LOG_FROM_RATIO;
  const counts = new Array<number>(binCount).fill(0);
  if (values.length === 0) return { scale: 'linear', lo: 0, hi: 1, counts, drawn: 0, zeros: 0, noneReported, noData };

  const lo = log ? Math.floor(Math.log10(minPositive)) : Math.min(...values);
  const hi = log ? Math.ceil(Math.log10(max)) : max;
  const h: Histogram = { scale: log ? 'log' : 'linear', lo, hi: hi > lo ? hi : lo + 1, counts, drawn: 0, zeros: 0, noneReported, noData };
  for (const v of values) {
    const at = axisFraction(h, v);
    if (at === null) {
      h.zeros++;
      continue;
    }
    counts[Math.min(binCount - 1, Math.floor(at * binCount))]!++;
    h.drawn++;
  }
  return h;
}

/** Where a figure sits along the axis, 0 to 1; null for 0 on a log scale. */
export function axisFraction(h: Pick<Histogram, 'scale' | 'lo' | 'hi'>, value: number): number | null {
  if (h.scale === 'log' && value <= 0) return null;
  const x = h.scale === 'log' ? Math.log10(value) : value;
  return Math.min(1, Math.max(0, (x - h.lo) / (h.hi - h.lo)));
}

/** The axis's labelled ticks: powers of ten on a log scale, at most five of them; both ends on a linear one. */
export function axisTicks(h: Pick<Histogram, 'scale' | 'lo' | 'hi'>): number[] {
  if (h.scale === 'linear') return [h.lo, h.hi];
  const step = Math.ceil((h.hi - h.lo) / 4);
  const ticks: number[] = [];
  for (let p = h.lo; p <= h.hi; p += step) ticks.push(Number(`1e${p}`));
  return ticks;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A power of ten as people read it: 0.001 to 1,000 written out, others as 10⁻⁹ or 10⁶, which stay short on a small axis. */
export function powerOfTenLabel(value: number, format: (v: number) => string): string {
  const power = Math.round(Math.log10(value));
  if (power >= -3 && power <= 3) return format(value);
  const digits = [...String(Math.abs(power))].map((d) => SUPERSCRIPT[Number(d)]).join('');
  return `10${power < 0 ? '⁻' : ''}${digits}`;
}
