import type { Polygon as TopoPolygon, MultiPolygon as TopoMultiPolygon } from 'topojson-specification';
import { SHAPES_HEADER_BYTES, SHAPES_MAGIC, zigzag } from '../../src/lib/shapes/shapeBinary';
import type { CountyTopology } from './reduceShapes';

/** Appends unsigned LEB128 varints to a growing byte list. */
class VarintWriter {
  readonly bytes: number[] = [];

  unsigned(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`county shapes: cannot write ${value}`);
    while (value >= 0x80) {
      this.bytes.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    this.bytes.push(value);
  }

  signed(value: number): void {
    this.unsigned(zigzag(value));
  }
}

type CountyGeometry = TopoPolygon | TopoMultiPolygon;

/**
 * Writes the reduced county topology as the compact binary file the map reads (datagen/API.md:
 * "County shapes"): the same quantised, shared arcs as TopoJSON, as varints of small differences
 * (each arc starts from where the last one ended, each county's FIPS code and arc numbers from the
 * previous ones), smaller gzipped than the same TopoJSON (site/bench/README.md). Counties are written
 * in FIPS order.
 */
export function encodeShapes(topology: CountyTopology): Uint8Array {
  if (!topology.transform) throw new Error('county shapes: the topology is not quantised');
  const out = new VarintWriter();

  out.unsigned(topology.arcs.length);
  let x = 0;
  let y = 0;
  for (const arc of topology.arcs) {
    out.unsigned(arc.length);
    // TopoJSON gives an arc's first point in full and the rest as steps from the one before.
    const [[firstX = 0, firstY = 0] = [], ...steps] = arc;
    out.signed(firstX - x);
    out.signed(firstY - y);
    x = firstX;
    y = firstY;
    for (const [dx = 0, dy = 0] of steps) {
      out.signed(dx);
      out.signed(dy);
      x += dx;
      y += dy;
    }
  }

  const counties = topology.objects.counties.geometries
    .filter((g): g is CountyGeometry => g.type === 'Polygon' || g.type === 'MultiPolygon')
    .map((g) => ({ code: Number(g.id), polygons: g.type === 'Polygon' ? [g.arcs] : g.arcs }))
    .sort((a, b) => a.code - b.code);
  out.unsigned(counties.length);
  let code = 0;
  for (const county of counties) {
    out.signed(county.code - code);
    code = county.code;
    out.unsigned(county.polygons.length);
    for (const rings of county.polygons) {
      out.unsigned(rings.length);
      for (const ring of rings) {
        out.unsigned(ring.length);
        let previous = 0;
        for (const ref of ring) {
          out.signed(ref - previous);
          previous = ref;
        }
      }
    }
  }

  const bytes = new Uint8Array(SHAPES_HEADER_BYTES + out.bytes.length);
  bytes.set([...SHAPES_MAGIC].map((c) => c.charCodeAt(0)));
  const header = new DataView(bytes.buffer, SHAPES_MAGIC.length, 32);
  const { scale, translate } = topology.transform;
  [scale[0], scale[1], translate[0], translate[1]].forEach((value, i) => header.setFloat64(i * 8, value, true));
  bytes.set(out.bytes, SHAPES_HEADER_BYTES);
  return bytes;
}
