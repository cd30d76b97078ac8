import { builtShapesFile } from '../../test/countyShapesFile';
import { decodeShapes } from './decodeShapes';
import { COUNTY } from './geographies';
import { worldX, worldY } from './mercator';
import { parentsInView, type WorldBox } from './parentsInView';

const counties = decodeShapes(builtShapesFile(), COUNTY);
const california = new Set(counties.ids.filter((id) => id.startsWith('06')));
/** The box of a view between two corners given in degrees. */
const box = (north: number, west: number, south: number, east: number): WorldBox => [worldX(west), worldY(north), worldX(east), worldY(south)];

describe('parentsInView', () => {
  it("names the counties with a file whose box meets the view: Fresno and its neighbours' around the city of Fresno", () => {
    expect(parentsInView(counties, california, box(36.85, -119.9, 36.65, -119.65))).toEqual(['06019', '06039']);
  });

  it('names none outside the parents with files, nor in the sea', () => {
    expect(parentsInView(counties, california, box(33.5, -112.2, 33.3, -111.9))).toEqual([]);
    expect(parentsInView(counties, california, box(30, -130, 29, -129))).toEqual([]);
  });
});
