import { decodeShapes } from '../../src/lib/shapes/decodeShapes';
import { COUNTY } from '../../src/lib/shapes/geographies';
import { builtShapesFile } from '../../src/test/countyShapesFile';
import { placeCounties, type PlacePoint } from './placeCounties';

// The outlines the map draws, as riskmap generate writes them and the page decodes them.
const shapes = decodeShapes(builtShapesFile(), COUNTY);
const stateFips = new Map([['AK', '02'], ['CA', '06'], ['FL', '12'], ['IL', '17'], ['KY', '21']]);
const files = { places: 'data/places.csv', named: 'data/place_counties.csv' };

// Internal points as data/places.csv gives them, on their lines there.
const point = (line: number, geoid: string, name: string, state: string, lat: number, lon: number): PlacePoint => ({ line, geoid, name, state, lat, lon });

describe('placeCounties', () => {
  it.each([
    ['Coalinga, inland', point(2333, '0614274', 'Coalinga city', 'CA', 36.133014, -120.339005), '06019'],
    ['Hanford', point(2647, '0631960', 'Hanford city', 'CA', 36.328141, -119.654773), '06031'],
    ['Springfield, IL', point(7725, '1772000', 'Springfield city', 'IL', 39.791063, -89.644572), '17167'],
    ['Avalon, on Santa Catalina Island', point(2112, '0603274', 'Avalon city', 'CA', 33.343335, -118.317615), '06037'],
    ['Key West, on an island of the Keys', point(4851, '1236550', 'Key West city', 'FL', 24.565063, -81.775539), '12087'],
    ['Anchorage, Alaska', point(609, '0203000', 'Anchorage municipality', 'AK', 61.17425, -149.284329), '02020'],
    ['Juneau, Alaska', point(739, '0236400', 'Juneau city and borough', 'AK', 58.37291, -134.178445), '02110'],
    // Off every outline (the 1:10m coast) but clearly nearest one county of its state.
    ['Unalaska, Aleutians: nearest outline', point(932, '0280770', 'Unalaska city', 'AK', 53.910231, -166.529059), '02016'],
    // In Ohio's outline (the generalised Ohio River): the nearest county of Kentucky.
    ['Dayton, KY: across the river on the outlines', point(10806, '2120350', 'Dayton city', 'KY', 39.112308, -84.46284), '21037'],
  ])('%s', (_, place, county) => {
    const { counties, problems } = placeCounties([place], shapes, stateFips, new Map(), files);
    expect(problems).toEqual([]);
    expect(counties.get(place.geoid)).toBe(county);
  });

  it('takes the county named by hand where no outline is clearly nearest', () => {
    const sanFrancisco = point(3316, '0667000', 'San Francisco city', 'CA', 37.727239, -123.032229);
    const { counties, problems } = placeCounties([sanFrancisco], shapes, stateFips, new Map([['0667000', { line: 4, county: '06075' }]]), files);
    expect(problems).toEqual([]);
    expect(counties.get('0667000')).toBe('06075');
  });

  it('names the line of a point on no outline, of a county named in another state and of a name for no place', () => {
    const sanFrancisco = point(3316, '0667000', 'San Francisco city', 'CA', 37.727239, -123.032229);
    const atSea = point(12, '0600001', 'Nowhere CDP', 'CA', 30, -130);
    const named = new Map([
      ['0667000', { line: 4, county: '12086' }],
      ['0699999', { line: 9, county: '06075' }],
    ]);
    const { counties, problems } = placeCounties([sanFrancisco, atSea], shapes, stateFips, named, files);
    expect(counties.size).toBe(0);
    expect(problems).toEqual([
      'data/place_counties.csv:4: 12086 is not a county of CA, the state of 0667000',
      expect.stringMatching(/^data\/places\.csv:12: 0600001 Nowhere CDP \(30, -130\) lies on no county outline, and no county of CA is clearly nearest \(06\d{3} at \d+\.\d km, 06\d{3} at \d+\.\d km\); name its county in data\/place_counties\.csv$/),
      'data/place_counties.csv:9: 0699999 is not a place of data/places.csv',
    ]);
  });
});
