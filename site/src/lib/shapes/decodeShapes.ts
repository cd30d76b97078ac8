import { SHAPES_HEADER_BYTES, SHAPES_MAGIC, VarintReader } from './shapeBinary';
import { westOfAntimeridian, worldX, worldY } from './mercator';

/**
 * Every county outline, projected once to the map's zoom-0 world units (mercator.ts) and kept in
 * flat typed arrays: drawing and hit-testing read them directly, with no object per point.
 */
export interface CountyShapes {
  /** Each county's FIPS code, in file order (ascending). */
  fips: readonly string[];
  /** x, y pairs of every ring, one after another. */
  ringPoints: Float64Array;
  /** Ring r holds points ringStart[r] up to ringStart[r + 1]. */
  ringStart: Uint32Array;
  /** County c holds rings countyRingStart[c] up to countyRingStart[c + 1]: outer rings and holes alike. */
  countyRingStart: Uint32Array;
  /** west, north, east, south of county c at 4c .. 4c + 3 (minimum x, minimum y, maximum x, maximum y). */
  bounds: Float64Array;
  /** x, y pairs of every arc (each edge between two counties, or along a coast, once). */
  arcPoints: Float64Array;
  /** Arc a holds points arcStart[a] up to arcStart[a + 1]. */
  arcStart: Uint32Array;
  /** The arcs between counties of two different states: the state borders. */
  stateBorderArcs: Uint32Array;
}

const NO_STATE = -1;
const MIXED_STATES = -2;

function readHeader(bytes: Uint8Array) {
  const magic = String.fromCharCode(...bytes.subarray(0, SHAPES_MAGIC.length));
  if (magic !== SHAPES_MAGIC) throw new Error(`county shapes: not a ${SHAPES_MAGIC} file`);
  const view = new DataView(bytes.buffer, bytes.byteOffset + SHAPES_MAGIC.length, 32);
  const number = (i: number) => view.getFloat64(i * 8, true);
  return { scaleX: number(0), scaleY: number(1), translateX: number(2), translateY: number(3) };
}

/** Decodes the county shapes file (datagen/API.md: "County shapes") and projects it for the map. */
export function decodeShapes(bytes: Uint8Array): CountyShapes {
  const { scaleX, scaleY, translateX, translateY } = readHeader(bytes);
  const reader = new VarintReader(bytes, SHAPES_HEADER_BYTES);

  const arcCount = reader.unsigned();
  const arcStart = new Uint32Array(arcCount + 1);
  const arcCoordinates: number[] = [];
  let x = 0;
  let y = 0;
  for (let arc = 0; arc < arcCount; arc++) {
    arcStart[arc] = arcCoordinates.length / 2;
    const points = reader.unsigned();
    for (let p = 0; p < points; p++) {
      x += reader.signed();
      y += reader.signed();
      arcCoordinates.push(worldX(westOfAntimeridian(translateX + x * scaleX)), worldY(translateY + y * scaleY));
    }
  }
  arcStart[arcCount] = arcCoordinates.length / 2;
  const arcPoints = Float64Array.from(arcCoordinates);

  const countyCount = reader.unsigned();
  const fips: string[] = [];
  const countyRingStart = new Uint32Array(countyCount + 1);
  const bounds = new Float64Array(countyCount * 4);
  const ringStartList: number[] = [];
  const ringCoordinates: number[] = [];
  const arcState = new Int32Array(arcCount).fill(NO_STATE);
  let code = 0;
  for (let county = 0; county < countyCount; county++) {
    code += reader.signed();
    fips.push(String(code).padStart(5, '0'));
    const state = Math.floor(code / 1000);
    countyRingStart[county] = ringStartList.length;
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    const polygons = reader.unsigned();
    for (let polygon = 0; polygon < polygons; polygon++) {
      const rings = reader.unsigned();
      for (let ring = 0; ring < rings; ring++) {
        ringStartList.push(ringCoordinates.length / 2);
        const refs = reader.unsigned();
        let ref = 0;
        for (let r = 0; r < refs; r++) {
          ref += reader.signed();
          const arc = ref < 0 ? ~ref : ref;
          if (arc >= arcCount) throw new Error(`county shapes: county ${fips[county]} names arc ${arc} of ${arcCount}`);
          arcState[arc] = arcState[arc] === NO_STATE || arcState[arc] === state ? state : MIXED_STATES;
          const first = arcStart[arc]!;
          const last = arcStart[arc + 1]! - 1;
          // Consecutive arcs of a ring share their joining point: it is written once.
          const skip = r > 0 ? 1 : 0;
          for (let k = skip; k <= last - first; k++) {
            const point = ref < 0 ? last - k : first + k;
            const px = arcPoints[point * 2]!;
            const py = arcPoints[point * 2 + 1]!;
            ringCoordinates.push(px, py);
            if (px < box[0]!) box[0] = px;
            if (py < box[1]!) box[1] = py;
            if (px > box[2]!) box[2] = px;
            if (py > box[3]!) box[3] = py;
          }
        }
      }
    }
    bounds.set(box, county * 4);
  }
  if (!reader.done) throw new Error('county shapes: bytes left after the last county');
  countyRingStart[countyCount] = ringStartList.length;
  ringStartList.push(ringCoordinates.length / 2);

  const stateBorderArcs: number[] = [];
  arcState.forEach((state, arc) => state === MIXED_STATES && stateBorderArcs.push(arc));
  return {
    fips,
    ringPoints: Float64Array.from(ringCoordinates),
    ringStart: Uint32Array.from(ringStartList),
    countyRingStart,
    bounds,
    arcPoints,
    arcStart,
    stateBorderArcs: Uint32Array.from(stateBorderArcs),
  };
}
