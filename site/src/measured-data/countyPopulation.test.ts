import { parsePopulation, populationText } from './countyPopulation';

describe('county population', () => {
  it('says the figure with its year, an estimate or the 2020 census', () => {
    expect(populationText([5087072, 2023])).toBe('Population 5,087,072 (2023 estimate)');
    expect(populationText([959768, 2021])).toBe('Population 959,768 (2021 estimate)');
    expect(populationText([342259, 2020])).toBe('Population 342,259 (2020 census)');
  });

  it('reads /api/population, leaving out entries of another shape', () => {
    expect(
      parsePopulation({ source: 'US Census Bureau', counties: { '17031': [5087072, 2023], '06019': ['1017162', 2023], '12086': [1.5, 2023] } }),
    ).toEqual({ source: 'US Census Bureau', counties: { '17031': [5087072, 2023] } });
    expect(parsePopulation(null)).toEqual({ source: '', counties: {} });
  });
});
