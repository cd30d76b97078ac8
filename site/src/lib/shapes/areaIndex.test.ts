import { builtShapesFile } from '../../test/countyShapesFile';
import { indexAreas } from './areaIndex';
import { decodeShapes } from './decodeShapes';
import { API_PATHS } from '../data/apiPaths';
import { COUNTY, TRACT } from './geographies';

const shapes = decodeShapes(builtShapesFile(), COUNTY);
const index = indexAreas(shapes);
const fipsAt = (lat: number, lon: number) => {
  const county = index.areaAtLatLng(lat, lon);
  return county === null ? null : shapes.ids[county];
};

describe('the county under a point, on the outlines the map draws', () => {
  it.each([
    { place: 'Coalinga, in Fresno County 60 km from its centre', lat: 36.1397, lon: -120.3602, fips: '06019' },
    { place: 'Kings Canyon, at the other end of Fresno County', lat: 36.794, lon: -118.672, fips: '06019' },
    { place: 'Hanford, 48 km south of Fresno County\'s point, in Kings County', lat: 36.3275, lon: -119.6457, fips: '06031' },
    { place: 'Avalon, on Santa Catalina Island (Los Angeles County)', lat: 33.3428, lon: -118.3278, fips: '06037' },
    { place: 'Key West, an island of Monroe County', lat: 24.5551, lon: -81.78, fips: '12087' },
    { place: 'Miami, in Miami-Dade County', lat: 25.7743, lon: -80.1937, fips: '12086' },
    { place: 'Attu Island, in the Aleutians past 180°', lat: 52.85, lon: 173.2, fips: '02016' },
    { place: 'Adak, in the Aleutians east of 180°', lat: 51.88, lon: -176.65, fips: '02016' },
    { place: 'the Pacific off Point Conception', lat: 34.0, lon: -121.0, fips: null },
    { place: 'the Gulf of Mexico', lat: 26.5, lon: -88.0, fips: null },
    { place: 'Toronto', lat: 43.65, lon: -79.38, fips: null },
  ])('$place', ({ lat, lon, fips }) => {
    expect(fipsAt(lat, lon)).toBe(fips);
  });

  it('answers null with no shapes at all', () => {
    const empty = { ...shapes, fips: [], areaRingStart: new Uint32Array(1), bounds: new Float64Array(0) };
    expect(indexAreas(empty).areaAtLatLng(36.7, -119.7)).toBeNull();
  });
});

describe('the census tract under a point, among a county’s tracts', () => {
  const tracts = decodeShapes(builtShapesFile(API_PATHS.tractShapes + '06019'), TRACT);
  const tractIndex = indexAreas(tracts);
  it.each([
    { place: 'Fresno city’s internal point (as the generator finds it with orb)', lat: 36.782684, lon: -119.793359, geoid: '06019004901' },
    { place: 'downtown Fresno', lat: 36.7378, lon: -119.7871, geoid: '06019000600' },
    { place: 'Hanford, in Kings County', lat: 36.3275, lon: -119.6457, geoid: null },
  ])('$place', ({ lat, lon, geoid }) => {
    const tract = tractIndex.areaAtLatLng(lat, lon);
    expect(tract === null ? null : tracts.ids[tract]).toBe(geoid);
  });
});
