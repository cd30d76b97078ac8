import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type CountyGeometry = GeoJSON.Polygon | GeoJSON.MultiPolygon;

export interface CountyShape {
  fips: string;
  geometry: CountyGeometry;
  /** [west, south, east, north] in degrees, for a quick miss before the polygon test. */
  bbox: [number, number, number, number];
}

export interface DecodedShapes {
  /** Every county outline by FIPS code. */
  counties: Map<string, CountyShape>;
  /** The county edges where the state changes: state borders without a file of their own. */
  stateBorders: GeoJSON.MultiLineString;
}

type CountyTopology = Topology<{ counties: GeometryCollection }>;

/**
 * The western Aleutians lie past the antimeridian, at positive longitudes: moved by 360° they are
 * drawn beside the rest of Alaska instead of across the map. No US county is east of 0°.
 */
const westOfAntimeridian = (position: GeoJSON.Position): GeoJSON.Position =>
  position[0]! > 0 ? [position[0]! - 360, position[1]!] : position;

function unwrap<G extends GeoJSON.Geometry>(geometry: G): G {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map((ring) => ring.map(westOfAntimeridian)) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(westOfAntimeridian))) };
  }
  if (geometry.type === 'MultiLineString') return { ...geometry, coordinates: geometry.coordinates.map((line) => line.map(westOfAntimeridian)) };
  return geometry;
}

function boundingBox(geometry: CountyGeometry): CountyShape['bbox'] {
  const box: CountyShape['bbox'] = [Infinity, Infinity, -Infinity, -Infinity];
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of polygons) {
    for (const [x = 0, y = 0] of polygon[0] ?? []) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  return box;
}

/** Decodes the county TopoJSON the build emits (site/vite/shapes) into outlines and state borders. */
export function decodeShapes(topology: CountyTopology): DecodedShapes {
  const counties = new Map<string, CountyShape>();
  for (const f of feature(topology, topology.objects.counties).features) {
    if (f.geometry.type !== 'Polygon' && f.geometry.type !== 'MultiPolygon') continue;
    const geometry = unwrap(f.geometry);
    const fips = String(f.id);
    counties.set(fips, { fips, geometry, bbox: boundingBox(geometry) });
  }
  const stateOf = (g: { id?: string | number }) => String(g.id).slice(0, 2);
  const stateBorders = unwrap(mesh(topology, topology.objects.counties, (a, b) => stateOf(a) !== stateOf(b)));
  return { counties, stateBorders };
}
