import type { LayerFigure } from '../../lib/figures/measured';
import { axisFraction, axisTicks, histogram, powerOfTenLabel } from './histogram';

const value = (v: number): LayerFigure => ({ value: v, percentile: 0, status: 'value' });
const NONE: LayerFigure = { value: 0, percentile: 0, status: 'none reported' };
const NO_DATA: LayerFigure = { value: null, percentile: null, status: 'no data' };

describe('histogram', () => {
  it('bins figures of one order of magnitude on a linear axis, zeros included', () => {
    const h = histogram([value(0), value(2), value(5), value(10), value(10)], 5);
    expect(h).toMatchObject({ scale: 'linear', lo: 0, hi: 10, counts: [1, 1, 1, 0, 2], drawn: 5, zeros: 0 });
  });

  it('bins figures spanning orders of magnitude by powers of ten, zeros counted apart', () => {
    const h = histogram([value(0.001), value(0.05), value(1), value(90), value(900), value(0)], 6);
    expect(h.scale).toBe('log');
    expect([h.lo, h.hi]).toEqual([-3, 3]);
    expect(h.counts).toEqual([1, 1, 0, 1, 1, 1]);
    expect(h.zeros).toBe(1);
    expect(h.drawn).toBe(5);
    expect(axisFraction(h, 1)).toBe(0.5);
    expect(axisFraction(h, 0)).toBeNull();
    expect(axisTicks(h)).toEqual([0.001, 0.1, 10, 1000]);
    expect(axisTicks({ scale: 'log', lo: -2, hi: 2 })).toEqual([0.01, 0.1, 1, 10, 100]);
    expect(axisTicks({ scale: 'log', lo: -9, hi: 6 })).toEqual([1e-9, 1e-5, 0.1, 1000]);
  });

  it('writes small and large powers of ten as exponents', () => {
    const plain = (v: number) => String(v);
    expect([1e-9, 1e-4, 0.001, 1, 1000, 1e6].map((v) => powerOfTenLabel(v, plain))).toEqual(['10⁻⁹', '10⁻⁴', '0.001', '1', '1000', '10⁶']);
  });

  it('counts None reported and No data apart, never as 0, and a county missing from the layer as no data', () => {
    const h = histogram([value(1), value(3), NONE, NONE, NO_DATA, undefined], 2);
    expect(h).toMatchObject({ scale: 'linear', counts: [1, 1], drawn: 2, zeros: 0, noneReported: 2, noData: 2 });
  });

  it('has an empty axis when no county has a figure', () => {
    expect(histogram([NO_DATA], 3)).toMatchObject({ drawn: 0, noData: 1, counts: [0, 0, 0] });
  });
});
