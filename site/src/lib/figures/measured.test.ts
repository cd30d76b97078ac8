import { EXPOSURES_ANSWER, sampleEnvironment, sampleMeasuredCounties } from '../../test/fixtures';
import { parseExposures } from '../data/exposuresAnswer';
import { measuredScore, scoreOfLayers, type LayerFigure } from './measured';

const table = sampleEnvironment().factors;
const value = (v: number, percentile: number): LayerFigure => ({ value: v, percentile, status: 'value' });
const noData: LayerFigure = { value: null, percentile: null, status: 'no data' };
const noneReported: LayerFigure = { value: 0, percentile: 0, status: 'none reported' };

describe('parseExposures', () => {
  it('turns the columns into counties with their state, position and figures', () => {
    const [alpine, fresno, loving] = sampleMeasuredCounties();
    expect(fresno).toMatchObject({ kind: 'figures', id: '06019', name: 'Fresno', state: 'California', stateCode: 'CA' });
    expect(fresno).toMatchObject({ latitude: 36.7582, longitude: -119.6493 });
    expect(fresno?.figures.pesticides).toEqual(value(1230, 97));
    expect(fresno?.usgs).toEqual({ years: '2018', kg: 13500000.5, kgPerKm2: 2260, paraquatKg: 45210.2 });
    expect(alpine?.figures.industrial).toEqual(noneReported);
    expect(alpine?.usgs.kg).toBeNull();
    expect(loving?.figures.pesticides).toEqual(noData);
    expect(loving?.state).toBe('Texas');
    expect(fresno?.givenScore).toEqual({ layers: ['pesticides', 'airPollution'], value: 98 });
    expect(loving?.givenScore?.value).toBe(20);
  });

  it('gives no score of its own to a file without the column', () => {
    const { score: _, ...answer } = EXPOSURES_ANSWER;
    expect(parseExposures(answer)[1]?.givenScore).toBeNull();
  });

  it('reads none reported as value 0 and percentile 0 even if the arrays hold null', () => {
    const answer = structuredClone(EXPOSURES_ANSWER);
    answer.layers[3] = { id: 'industrial', value: [null, 1, 2], percentile: [null, 50, 60], status: 'rvv' };
    expect(parseExposures(answer)[0]?.figures.industrial).toEqual(noneReported);
  });

  it.each([null, {}, { counties: { fips: 'x' } }])('reads %j as no counties', (answer) => {
    expect(parseExposures(answer)).toEqual([]);
  });
});

describe('scoreOfLayers', () => {
  it.each([
    ['the weighted mean of the layers, rounded', { pesticides: value(1, 90), airPollution: value(1, 31) }, ['pesticides', 'airPollution'], 65], // 64.71
    ['only the layers where the county has a value', { pesticides: noData, airPollution: value(1, 30) }, ['pesticides', 'airPollution'], 30],
    ['none reported as percentile 0', { industrial: noneReported, traffic: value(1, 60) }, ['traffic', 'industrial'], 24],
    ['a half rounded up, as shown', { airPollution: value(1, 41), industrial: value(1, 42) }, ['airPollution', 'industrial'], 42], // 41.5
    // 0.3×3 + 0.3×4 over 0.6 is 3.4999999999999996 in doubles, in Go as here (datagen/measure_test.go).
    ['a sum a hair under the half rounded down', { airPollution: value(1, 3), industrial: value(1, 4) }, ['airPollution', 'industrial'], 3],
    ['no data on every layer', { pesticides: noData, airPollution: value(1, 30) }, ['pesticides', 'traffic'], null],
  ] as const)('is %s', (_, figures, layers, want) => {
    expect(scoreOfLayers(figures, layers, table)).toBe(want);
  });

  it('adds in the table order whatever order the layers come in', () => {
    const figures = { pesticides: value(1, 41), airPollution: value(1, 17), traffic: value(1, 93) };
    expect(scoreOfLayers(figures, ['traffic', 'airPollution', 'pesticides'], table)).toBe(scoreOfLayers(figures, ['pesticides', 'airPollution', 'traffic'], table));
  });
});

describe('measuredScore', () => {
  const figures = { pesticides: value(1, 90), airPollution: value(1, 30), traffic: value(1, 60), industrial: noneReported };
  // A score the rule would not give, so a test sees which one is read.
  const county = { figures, givenScore: { layers: ['pesticides', 'airPollution'], value: 12 } };

  it("reads the generator's score where the selection is its layers, in any order", () => {
    expect(measuredScore(county, ['pesticides', 'airPollution'], table)).toBe(12);
    expect(measuredScore(county, ['airPollution', 'pesticides'], table)).toBe(12);
  });

  it('computes any other selection, and all four layers when none is selected', () => {
    expect(measuredScore(county, ['pesticides'], table)).toBe(90);
    expect(measuredScore(county, [], table)).toBe(48); // (90×0.4 + 30×0.3 + 60×0.2 + 0×0.3) / 1.2 = 47.5
  });

  it('computes every selection without a score of the generator', () => {
    expect(measuredScore({ figures, givenScore: null }, ['pesticides', 'airPollution'], table)).toBe(64); // 45 / 0.7 = 64.29
  });
});
