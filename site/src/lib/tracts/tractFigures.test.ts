import { sampleEnvironment, sampleMeasuredCounties } from '../../test/fixtures';
import { countyOfTract, layerColumns, nearestSite, tractFigures, tractScore, type TractFiguresFile } from './tractFigures';
import { hasTracts } from './tractState';
import { visitorNearestText } from '../sites/visitorPoint';
import { tractFigureText, tractLayerLines, tractPopulation, tractSitesText, tractTitle, tractZip } from './tractText';

const table = sampleEnvironment().factors;

/** Fresno's file with tract 10 and one tract without pesticide data, as datagen/API.md shows it. */
const FRESNO_TRACTS: TractFiguresFile = {
  county: '06019',
  source: { publisher: 'OEHHA', dataset: 'CalEnviroScreen 4.0', published: 'October 2021', url: 'https://oehha.ca.gov/', licence: 'No licence stated' },
  percentile: 'California percentile (CalEnviroScreen 4.0)',
  about: 'Tracts describe places, not people.',
  population: { years: '2015-2019', source: 'ACS', estimate: true },
  columns: [
    { factor: 'pesticides', column: 'Pesticides', main: true, unit: 'lb per square mile', years: '2017-2019' },
    { factor: 'airPollution', column: 'PM2.5', main: true, unit: 'µg/m³', years: '2015-2017' },
    { factor: 'airPollution', column: 'Diesel PM', main: false, unit: 'emissions', years: '2016' },
    { factor: 'traffic', column: 'Traffic', main: true, unit: 'vehicle-km/hour per km of road', years: '2017' },
    { factor: 'industrial', column: 'Tox. Release', main: true, unit: 'toxicity-weighted concentration', years: '2017-2019' },
  ],
  scoreLayers: ['pesticides', 'airPollution'],
  countySites: 2,
  siteNames: { CAD980636914: 'FRESNO MUNICIPAL SANITARY LANDFILL' },
  es: {
    percentile: 'percentil de California (CalEnviroScreen 4.0)',
    about: 'Los sectores censales describen lugares, no personas.',
    licence: 'Sin licencia indicada',
    columns: ['Plaguicidas', 'PM2.5', 'Partículas de diésel', 'Tráfico', 'Emisiones tóxicas de instalaciones'].map((column) => ({ column, unit: 'u' })),
  },
  tracts: [
    {
      id: '06019001000',
      name: '10',
      zip: '93706',
      pop: 4255,
      v: [1321.97, 13.55379682, 0.097, 243.2723063, 3178.098409],
      p: [90.83, 96.02, 36.19, 5.7, 85.48],
      s: 93,
      ns: ['CAD980636914', 2.1],
    },
    { id: '06019980000', name: '9800', zip: '93650', pop: null, v: [null, 12.1, null, null, null], p: [null, 80.2, null, null, null], s: 80 },
  ],
};

const fresno = tractFigures(FRESNO_TRACTS);
const [tract10, noPesticides] = fresno.tracts as [(typeof fresno.tracts)[0], (typeof fresno.tracts)[0]];

describe('tract figures', () => {
  it("names a tract's nearest Superfund site from the file's names, and none where the file gives none", () => {
    expect(nearestSite(tract10, fresno)).toEqual({ name: 'FRESNO MUNICIPAL SANITARY LANDFILL', km: 2.1 });
    expect(nearestSite(noPesticides, fresno)).toBeNull();
    expect(nearestSite(tract10, { siteNames: {} })).toBeNull();
    expect(tractFigures({ ...FRESNO_TRACTS, siteNames: undefined }).siteNames).toEqual({});
  });

  it("says how many sites lie in the tract's county and which is nearest the tract, or only how many, or nothing without a count", () => {
    expect(tractSitesText(tract10, fresno, { name: 'Fresno' })).toBe(
      "2 Superfund sites with TCE or PCE lie in Fresno County. Nearest to the tract's centre point: FRESNO MUNICIPAL SANITARY LANDFILL, 2.1 km away.",
    );
    expect(tractSitesText(noPesticides, { ...fresno, countySites: 1 }, { name: 'Fresno' })).toBe('One Superfund site with TCE or PCE lies in Fresno County.');
    expect(tractSitesText(tract10, { ...fresno, countySites: 0 }, { name: 'Alpine' })).toMatch(/^No Superfund site with TCE or PCE lies in Alpine County\. Nearest/);
    expect(tractSitesText(tract10, tractFigures({ ...FRESNO_TRACTS, countySites: undefined }), { name: 'Fresno' })).toBeNull();
  });

  it("says the nearest site to the visitor's point in place of the tract's, given one", () => {
    const fromVisitor = visitorNearestText({ place: 'Fresno, CA' }, { name: 'FRESNO MUNICIPAL SANITARY LANDFILL', km: 3.4 });
    expect(fromVisitor).toBe('Nearest to Fresno, CA, the place you searched: FRESNO MUNICIPAL SANITARY LANDFILL, 3.4 km away.');
    expect(tractSitesText(tract10, fresno, { name: 'Fresno' }, fromVisitor)).toBe(`2 Superfund sites with TCE or PCE lie in Fresno County. ${fromVisitor}`);
    expect(visitorNearestText({ place: null }, { name: 'X', km: 0.4 })).toBe('Nearest to your location: X, 0.4 km away.');
  });

  it('keeps the English texts on the English page, and finds tracts by GEOID', () => {
    expect(fresno.percentile).toBe('California percentile (CalEnviroScreen 4.0)');
    expect(fresno.columns[2]!.column).toBe('Diesel PM');
    expect(fresno.byId.get('06019001000')).toBe(tract10);
  });

  it('knows the tract’s county and which counties have tracts', () => {
    expect(countyOfTract('06019001000')).toBe('06019');
    // The fixture manifest's: Alameda (06001) is a California county without tracts in it.
    expect([hasTracts('06019'), hasTracts('06001'), hasTracts('32003')]).toEqual([true, false, false]);
  });

  it('lists a layer’s own column first, then those beside it', () => {
    expect(layerColumns(fresno.columns, 'airPollution')).toEqual([1, 2]);
    expect(layerColumns(fresno.columns, 'traffic')).toEqual([3]);
  });

  it('scores a tract as the weighted mean of the layers’ California percentiles, rounded as shown', () => {
    // Air alone: 96.02; Diesel PM is not in the score.
    expect(tractScore(tract10, fresno, ['airPollution'], table)).toBe(96);
    // No layer selected: all four, (36.332 + 28.806 + 0.2 * 5.7 + 0.3 * 85.48) / 1.2 = 76.602.
    expect(tractScore(tract10, fresno, [], table)).toBe(77);
    // Without a pesticide figure, air alone with its weight: 80.2.
    expect(tractScore(noPesticides, fresno, ['airPollution', 'traffic'], table)).toBe(80);
    expect(tractScore(noPesticides, fresno, ['pesticides'], table)).toBeNull();
  });

  it('reads the generator’s score when the selection is the file’s score layers, in any order', () => {
    const given = { ...tract10, s: 12 };
    expect(tractScore(given, fresno, ['airPollution', 'pesticides'], table)).toBe(12);
    expect(tractScore({ ...noPesticides, s: null }, fresno, ['pesticides', 'airPollution'], table)).toBeNull();
    expect(tractScore(given, fresno, ['pesticides'], table)).toBe(91);
  });
});

describe('tract texts', () => {
  it('titles a tract with its county, and gives ZIP and population as an estimate', () => {
    expect(tractTitle(tract10, sampleMeasuredCounties())).toBe('Census tract 10, Fresno County, CA');
    expect(tractTitle(tract10, [])).toBe('Census tract 10');
    expect(tractZip(tract10)).toBe('ZIP Code 93706');
    expect(tractPopulation(fresno, tract10)).toBe('Population: 4,255 (ACS 2015-2019 estimate)');
    expect(tractPopulation(fresno, noPesticides)).toBeNull();
  });

  it('gives values as OEHHA shows them, with unit, years and the California percentile', () => {
    expect(tractFigureText(fresno, tract10, 0)).toBe('1,321.97 lb per square mile (2017-2019), California percentile 91');
    expect(tractFigureText(fresno, tract10, 1)).toBe('13.55 µg/m³ (2015-2017), California percentile 96');
    expect(tractFigureText(fresno, tract10, 2)).toBe('0.097 emissions (2016), California percentile 36');
    expect(tractFigureText(fresno, noPesticides, 0)).toBe('No data');
  });

  it('names the layer for its own figure and the column for one beside it', () => {
    const air = table.find((l) => l.id === 'airPollution')!;
    expect(tractLayerLines(fresno, tract10, air)).toEqual([
      'Air Pollution (PM2.5): 13.55 µg/m³ (2015-2017), California percentile 96',
      'Diesel PM: 0.097 emissions (2016), California percentile 36',
    ]);
  });
});
