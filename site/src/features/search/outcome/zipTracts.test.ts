import { tractsOfZip } from './zipTracts';
import type { Tract, TractFigures } from '../../../lib/tracts/tractFigures';

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
