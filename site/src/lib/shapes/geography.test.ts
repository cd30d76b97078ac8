import { MANIFEST } from '../data/manifest';
import { COUNTY, TRACT } from './geographies';
import { geographyOf, isAreaId, parentId } from './geography';

// The geographies of the generator's fixture manifest: the county (5 digits, its state's 2) and the
// census tract (11 digits, its county's 5).
describe('geographyOf', () => {
  it("gives the declaration's words in the page's language, its zoom and its link parameter", () => {
    expect(geographyOf(MANIFEST, 'tract', 'en')).toMatchObject({
      name: 'census tract',
      percentile: 'California percentile',
      score: 'Combined California percentile',
      percentileScope: 'among California census tracts',
      zoom: 9,
      linkParameter: 'tract',
    });
    expect(geographyOf(MANIFEST, 'tract', 'es')).toMatchObject({
      name: 'sector censal',
      percentile: 'percentil de California',
      score: 'Percentil combinado de California',
      percentileScope: 'entre los sectores censales de California',
      zoom: 9,
      linkParameter: 'tract',
    });
  });
});

describe('isAreaId', () => {
  it.each([
    [COUNTY, '06019', true],
    [COUNTY, '6019', false],
    [COUNTY, 'Miami-Dade-Florida', false],
    [TRACT, '06019001000', true],
    [TRACT, '06019', false],
    [TRACT, '060190010001', false],
    [TRACT, '0601900100a', false],
  ])('%#: %j', (geography, id, is) => {
    expect(isAreaId(geography, id)).toBe(is);
  });
});

describe('parentId', () => {
  it("is a county's state and a tract's county", () => {
    expect(parentId(COUNTY, '06019')).toBe('06');
    expect(parentId(TRACT, '06019001000')).toBe('06019');
  });
});

describe('parents with files', () => {
  it("lists a geography's parents with files as the manifest names them, for one split by parent only", () => {
    // The fixture's tracts are in Fresno, Los Angeles and San Joaquin counties.
    expect(TRACT.parents).toEqual(['06019', '06037', '06077']);
    expect(COUNTY.parents).toBeNull();
  });
});
