import { sampleEnvironment } from '../../test/fixtures';
import { combinedScore, randomCountyScores, randomScore, type CountyScores } from './randomScores';

const table = sampleEnvironment().factors;

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

const scores: CountyScores = {
  riskScore: 12,
  layers: { pesticides: 80, airPollution: 40, traffic: 10, industrial: 50 },
  labels: { pesticides: 'High', airPollution: 'Moderate', traffic: 'Low', industrial: 'Moderate' },
};

describe('randomScore', () => {
  it.each([
    [0, 0],
    [0.5, 50],
    [0.999999, 99],
  ])('maps rng %s to %s', (r, want) => {
    expect(randomScore(() => r)).toBe(want);
  });
});

describe('randomCountyScores', () => {
  it('draws the risk score then one number per layer and labels each', () => {
    expect(randomCountyScores(table, sequence(0.05, 0.9, 0.5, 0.2, 0.67))).toEqual({
      riskScore: 5,
      layers: { pesticides: 90, airPollution: 50, traffic: 20, industrial: 67 },
      labels: { pesticides: 'High', airPollution: 'Moderate', traffic: 'Low', industrial: 'High' },
    });
  });

  it('keeps every number a whole number in 0-99', () => {
    const s = randomCountyScores(table, Math.random);
    for (const n of [s.riskScore, ...Object.values(s.layers)]) {
      expect(Number.isInteger(n) && n >= 0 && n <= 99).toBe(true);
    }
  });
});

describe('combinedScore', () => {
  it('uses the raw score with no layer selected', () => {
    expect(combinedScore(scores, [], table)).toBe(12);
  });

  it('is the layer number with one layer selected', () => {
    expect(combinedScore(scores, ['traffic'], table)).toBe(10);
  });

  it('weights pesticides 0.4 and air pollution 0.3', () => {
    expect(combinedScore(scores, ['pesticides', 'airPollution'], table)).toBeCloseTo((80 * 0.4 + 40 * 0.3) / 0.7);
  });

  it('weights all four layers', () => {
    expect(combinedScore(scores, ['pesticides', 'airPollution', 'traffic', 'industrial'], table)).toBeCloseTo(
      (80 * 0.4 + 40 * 0.3 + 10 * 0.2 + 50 * 0.3) / 1.2,
    );
  });
});
