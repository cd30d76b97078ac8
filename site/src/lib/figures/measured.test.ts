import { EXPOSURES_ANSWER, sampleEnvironment, sampleMeasuredCounties } from '../../test/fixtures';
import { parseExposures } from '../data/exposuresAnswer';
import { measuredScore, type LayerFigure } from './measured';

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

describe('measuredScore', () => {
  it.each([
    ['the weighted mean of the selected layers', { pesticides: value(1, 90), airPollution: value(1, 30) }, ['pesticides', 'airPollution'], (90 * 0.4 + 30 * 0.3) / 0.7],
    ['only the selected layers where the county has a value', { pesticides: noData, airPollution: value(1, 30) }, ['pesticides', 'airPollution'], 30],
    ['none reported as percentile 0', { industrial: noneReported, traffic: value(1, 60) }, ['traffic', 'industrial'], (60 * 0.2) / 0.5],
    ['all four layers when none is selected', { pesticides: value(1, 90), airPollution: value(1, 30), traffic: value(1, 60), industrial: noneReported }, [], (90 * 0.4 + 30 * 0.3 + 60 * 0.2) / 1.2],
    ['no data on every selected layer', { pesticides: noData, airPollution: value(1, 30) }, ['pesticides', 'traffic'], null],
    ['no data anywhere with none selected', { pesticides: noData }, [], null],
  ] as const)('is %s', (_, figures, selected, want) => {
    const got = measuredScore(figures, selected, table);
    if (want === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(want);
  });
});
