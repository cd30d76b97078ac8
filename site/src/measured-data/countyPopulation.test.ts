import { sampleEnvironment } from '../test/fixtures';
import { parseCountySites, parsePopulationState, populationText } from './countyPopulation';

describe('county population', () => {
  it('says the figure with its year, an estimate or a census count', () => {
    expect(populationText(5087072, 2023, 'estimate')).toBe('Population 5,087,072 (2023 estimate)');
    expect(populationText(959768, 2021, 'estimate')).toBe('Population 959,768 (2021 estimate)');
    expect(populationText(342259, 2020, 'census')).toBe('Population 342,259 (2020 census)');
  });

  it("reads a state's /api/population file, leaving out entries of another shape", () => {
    expect(
      parsePopulationState({
        counties: { '17031': [5087072, 2023, 'census-v2023'], '17033': [5087072, 2023], '06019': ['1017162', 2023, 'census-v2023'], '12086': [1.5, 2023, 'x'] },
      }),
    ).toEqual({ '17031': [5087072, 2023, 'census-v2023'] });
    expect(parsePopulationState(null)).toEqual({});
  });

  it('finds the sources the entries name in /api/environmental-data', () => {
    expect(sampleEnvironment().populationSources.map((s) => s.id)).toEqual(['census-v2023', 'census-2020']);
  });
});

describe('parseCountySites', () => {
  it("reads each county's distance, nearest site and own sites with their distances, leaving out a site without one", () => {
    const answer = {
      sites: {
        '37133': [5.6, 'NCD024644494', 'ABC ONE HOUR CLEANERS', ['NC6170022580', 'CAMP LEJEUNE MILITARY RES. (USNAVY)', 12.3, 'NCD024644494', 'ABC ONE HOUR CLEANERS', 5.6, 'NCD000000009', 'NO DISTANCE', 'far']],
        '37001': [40, 'NCD000000001', 'ELSEWHERE'],
        '37003': ['far'],
      },
    };
    expect(parseCountySites(answer)).toEqual({
      '37133': {
        km: 5.6,
        nearest: { id: 'NCD024644494', name: 'ABC ONE HOUR CLEANERS' },
        sites: [
          { id: 'NC6170022580', name: 'CAMP LEJEUNE MILITARY RES. (USNAVY)', km: 12.3 },
          { id: 'NCD024644494', name: 'ABC ONE HOUR CLEANERS', km: 5.6 },
        ],
      },
      '37001': { km: 40, nearest: { id: 'NCD000000001', name: 'ELSEWHERE' }, sites: [] },
    });
  });
});
