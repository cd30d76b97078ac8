import { builtApiFiles, builtApiJson } from '../../test/builtApi';
import { API_PATHS } from '../data/apiPaths';
import { parseEnvironment } from '../data/environment';
import { defaultLayers } from '../data/layers';
import { tractFigures, tractScore, type TractFiguresFile } from './tractFigures';

// The generator writes every tract's combined score for the Measured view's first map
// (datagen/internal/pipe/tracts); the page computes any other selection. On the files `npm run generate`
// wrote from data/, the page's rule gives the generator's number on every tract, so the tracts a
// visitor first sees and those they get back after changing the layers agree.
const table = parseEnvironment(builtApiJson(API_PATHS.environmentalData)).factors;
const counties = builtApiFiles(API_PATHS.tractFigures).map((county) => tractFigures(builtApiJson(API_PATHS.tractFigures + county) as TractFiguresFile));
const tracts = counties.flatMap((figures) => figures.tracts.map((tract) => ({ figures, tract })));
// The same figures without the generator's layers, so that tractScore computes every score.
const computed = (figures: (typeof counties)[number]) => ({ ...figures, scoreLayers: [] });

describe("the generator's tract scores", () => {
  it('are over the layers the Measured view starts with', () => {
    expect(counties.length).toBe(58);
    for (const figures of counties) expect(figures.scoreLayers).toEqual(defaultLayers(table));
  });

  it("are the page's rule on every tract", () => {
    expect(tracts.length).toBe(8035);
    const layers = defaultLayers(table);
    const differ = tracts.filter(({ figures, tract }) => tractScore(tract, computed(figures), layers, table) !== tract.s);
    expect(differ.map(({ tract }) => tract.id)).toEqual([]);
  });

  it('are what the page shows for the default selection', () => {
    const layers = defaultLayers(table);
    for (const { figures, tract } of tracts) expect(tractScore(tract, figures, layers, table)).toBe(tract.s);
  });
});
