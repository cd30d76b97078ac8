import { ENVIRONMENT_ANSWER } from '../../test/fixtures';
import { EMPTY_ENVIRONMENT, parseEnvironment } from './environment';

describe('parseEnvironment', () => {
  it('reads the layer table with its weights and measured units', () => {
    const { factors } = parseEnvironment(ENVIRONMENT_ANSWER);
    expect(factors.map((l) => [l.id, l.name, l.shortName, l.impact, l.defaultEnabled, l.weight])).toEqual([
      ['pesticides', 'Pesticide Exposure', 'Pesticides', 'High Impact', true, 0.4],
      ['airPollution', 'Air Pollution (PM2.5)', 'Air Quality', 'Moderate', true, 0.3],
      ['traffic', 'Traffic Density', 'Traffic', 'Low-Mod', false, 0.2],
      ['industrial', 'Industrial Chemicals', 'Industrial', 'Variable', false, 0.3],
    ]);
    expect(factors[0]?.measured).toMatchObject({ unit: 'kg/km² per year', years: '2017', estimate: true, absent: 'no-data' });
    expect(factors[3]?.measured?.absent).toBe('none-reported');
  });

  it('says which layers the Demo view shows', () => {
    const answer = structuredClone(ENVIRONMENT_ANSWER);
    answer.factors[3]!.demo = false;
    const { factors } = parseEnvironment(answer);
    expect(factors.map((l) => [l.id, l.demo])).toEqual([
      ['pesticides', true],
      ['airPollution', true],
      ['traffic', true],
      ['industrial', false],
    ]);
  });

  it("reads the generator's sentence of the people in a layer's top tenth, empty without one", () => {
    const answer = structuredClone(ENVIRONMENT_ANSWER) as { factors: { measured: Record<string, unknown> }[] };
    const sentence = '96.4 million people live in the 10% of counties with the highest Air Pollution (PM2.5) figures (population 2023).';
    answer.factors[1]!.measured.topTenth = { people: 96392017, counties: 308, populationYears: '2023', sentence };
    const { factors } = parseEnvironment(answer);
    expect(factors[1]?.measured?.topTenth).toBe(sentence);
    expect(factors[0]?.measured?.topTenth).toBe('');
  });

  it("reads a layer's reference levels as written, leaving out a level that is no number above 0", () => {
    const answer = structuredClone(ENVIRONMENT_ANSWER) as { factors: { measured: { references?: { level: string }[] } }[] };
    answer.factors[1]!.measured.references![1]!.level = 'five';
    const { factors } = parseEnvironment(answer);
    expect(factors[1]?.measured?.references).toEqual([
      { level: '9.0', label: 'EPA annual standard', since: 2024, publisher: 'US EPA', title: 'PM NAAQS', url: 'https://example.org/epa', note: 'Since 2024; 12.0 from 2012.' },
    ]);
    expect(factors[0]?.measured?.references).toEqual([]);
  });

  it('reads the population sources, an unknown kind an estimate', () => {
    const answer = structuredClone(ENVIRONMENT_ANSWER);
    answer.populationSources[0]!.kind = 'guess';
    const { populationSources } = parseEnvironment(answer);
    expect(populationSources.map((s) => [s.id, s.kind, s.figure])).toEqual([
      ['census-v2023', 'estimate', 'estimate for July 1, 2023'],
      ['census-2020', 'census', 'census count for April 1, 2020'],
    ]);
  });

  it('follows a change of weight in the data', () => {
    const answer = structuredClone(ENVIRONMENT_ANSWER);
    answer.factors[1]!.weight = 0.5;
    expect(parseEnvironment(answer).factors[1]?.weight).toBe(0.5);
  });

  it('reads both source lists and the date', () => {
    const env = parseEnvironment(ENVIRONMENT_ANSWER);
    expect(env.sources.map((s) => s.name)).toEqual(['EPA Air Quality Data', 'CA Dept of Pesticide Regulation']);
    expect(env.measuredSources[0]).toMatchObject({ id: 'usda-cdl', years: '2017', url: 'https://example.org/cdl' });
    expect(env.lastUpdated).toBe('December 2024');
  });

  it('reads the size of each download, dropping what is not a byte count', () => {
    const env = parseEnvironment({ downloadBytes: { '/api/export/workbook': 297_872, '/api/export/csv': -1, x: '3' } });
    expect(env.downloadBytes).toEqual({ '/api/export/workbook': 297_872 });
  });

  it.each([null, 'x', {}, { factors: 'no' }])('treats %j as empty', (answer) => {
    expect(parseEnvironment(answer)).toEqual(EMPTY_ENVIRONMENT);
  });

  it('drops factors without an id and a measured part that is not an object', () => {
    const env = parseEnvironment({ factors: [{ name: 'x' }, { id: 'a', measured: 3 }] });
    expect(env.factors).toEqual([
      { id: 'a', name: '', shortName: '', impact: '', defaultEnabled: false, weight: 0, demo: false, measured: null },
    ]);
  });
});
