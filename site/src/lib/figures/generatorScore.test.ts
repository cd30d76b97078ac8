import { builtApiJson } from '../../test/builtApi';
import { API_PATHS } from '../data/apiPaths';
import { parseEnvironment } from '../data/environment';
import { parseExposures } from '../data/exposuresAnswer';
import { defaultLayers } from '../data/layers';
import { measuredScore, scoreOfLayers } from './measured';

// The generator writes every county's combined score for the Measured view's first map
// (datagen/measure.go); the page computes any other selection. On the files `npm run generate`
// wrote from data/, the page's rule gives the generator's number on every county, so the map a
// visitor first sees and the one they get back after changing the layers agree.
const table = parseEnvironment(builtApiJson(API_PATHS.environmentalData)).factors;
const counties = parseExposures(builtApiJson(API_PATHS.exposures));

describe("the generator's combined score", () => {
  it('is over the layers the Measured view starts with', () => {
    expect(counties.length).toBeGreaterThan(3000);
    for (const county of counties) expect(county.givenScore?.layers).toEqual(defaultLayers(table));
  });

  it("is the page's rule on every county", () => {
    const differ = counties.filter((county) => scoreOfLayers(county.figures, county.givenScore!.layers, table) !== county.givenScore!.value);
    expect(differ.map((county) => county.id)).toEqual([]);
  });

  it('is what the page shows for the default selection', () => {
    const layers = defaultLayers(table);
    expect(counties.filter((county) => county.givenScore!.value === null).length).toBeGreaterThan(0);
    for (const county of counties) expect(measuredScore(county, layers, table)).toBe(county.givenScore!.value);
  });
});
