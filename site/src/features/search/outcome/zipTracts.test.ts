import { decodeShapes } from '../../../lib/shapes/decodeShapes';
import { API_PATHS } from '../../../lib/data/apiPaths';
import { TRACT } from '../../../lib/shapes/geographies';
import { builtShapesFile } from '../../../test/countyShapesFile';
import { tractsOfZip, zipTractLocators } from './zipTracts';
import type { Tract, TractFigures } from '../../../lib/tracts/tractFigures';

// The county's outline file as the generator wrote it, decoded here rather than in the map's worker.
vi.mock('../../../lib/shapes/loadShapes', async (original) => ({ ...(await original<object>()), shapesWorker: () => ({}) }));
vi.mock('../../../lib/shapes/parentFiles', () => ({
  parentFiles: () => async (county: string) => {
    if (county === '06999') throw new Error('404');
    return decodeShapes(builtShapesFile(API_PATHS.tractShapes + county), TRACT);
  },
}));

const tract = (id: string, zip: string): Tract => ({ id, name: id.slice(5), zip, pop: 1, v: [], p: [], s: null });
const file = (county: string, tracts: Tract[]) => ({ county, tracts }) as unknown as TractFigures;

describe('tractsOfZip', () => {
  it("lists the tracts CalEnviroScreen gives the ZIP, over every county's file, in their order", () => {
    const fresno = file('06019', [tract('06019000100', '93721'), tract('06019000200', '93706'), tract('06019000400', '93721')]);
    const madera = file('06039', [tract('06039000100', '93721')]);
    expect(tractsOfZip([fresno, madera], '93721').map((t) => t.id)).toEqual(['06019000100', '06019000400', '06039000100']);
    expect(tractsOfZip([fresno], '90210')).toEqual([]);
    expect(tractsOfZip([], '93721')).toEqual([]);
  });
});

describe('zipTractLocators', () => {
  // ZIP 93706's eleven tracts (Fresno): four are "Fresno, north-east part of ZIP 93706" by name alone.
  const zip93706 = ['000200', '000300', '000700', '000800', '000901', '000902', '001000', '001100', '001800', '001900', '007600'].map((t) => tract(`06019${t}`, '93706'));

  it('pictures each tract among the others, each with its own tract marked', async () => {
    const locators = await zipTractLocators(zip93706);
    expect([...locators.keys()]).toEqual(zip93706.map((t) => t.id));
    const all = [...locators.values()];
    expect(new Set(all.map((l) => l.area)).size).toBe(11);
    for (const l of all) expect(l.group).toContain(l.area);
  });

  it("frames the town's eight tracts alike, and each of the three larger ones (Easton, West Park, Raisin City) with itself", async () => {
    const locators = await zipTractLocators(zip93706);
    const larger = ['06019001800', '06019001900', '06019007600'];
    const town = zip93706.filter((t) => !larger.includes(t.id)).map((t) => locators.get(t.id)!);
    expect(new Set(town.map((l) => `${l.viewBox} ${l.group}`)).size).toBe(1);
    const frames = new Set([town[0]!, ...larger.map((id) => locators.get(id)!)].map((l) => l.group));
    expect(frames.size).toBe(4);
  });

  it("leaves out a tract its county's file does not hold", async () => {
    const locators = await zipTractLocators([zip93706[0]!, tract('06019999999', '93706')]);
    expect([...locators.keys()]).toEqual(['06019000200']);
  });

  it('has none when an outline file cannot be fetched', async () => {
    expect((await zipTractLocators([zip93706[0]!, tract('06999000100', '93706')])).size).toBe(0);
  });
});
