import { sampleEnvironment } from '../../test/fixtures';
import { weightedMean } from './weightedMean';

const table = sampleEnvironment().factors;

describe('weightedMean', () => {
  it('skips layers without a value and weighs the rest', () => {
    const values: Record<string, number | null> = { pesticides: 90, airPollution: null, traffic: 30 };
    expect(weightedMean(table, ['pesticides', 'airPollution', 'traffic'], (id) => values[id])).toBeCloseTo((90 * 0.4 + 30 * 0.2) / 0.6);
  });

  it('is null when no layer has a value', () => {
    expect(weightedMean(table, ['pesticides'], () => null)).toBeNull();
    expect(weightedMean(table, [], () => 50)).toBeNull();
  });
});
