import type { Geography } from './geography';
import { SHAPES_HEADER_BYTES, SHAPES_MAGIC, VarintReader } from './shapeBinary';
import { westOfAntimeridian, worldX, worldY } from './mercator';

/**
 * Every outline of a shapes file (counties, or a county's census tracts), projected once to the
 * map's zoom-0 world units (mercator.ts) and kept in flat typed arrays: drawing and hit-testing
 * read them directly, with no object per point. An area is its index in `ids`.
 */
export interface AreaShapes {
  /** Each area's id (a county's FIPS code, a tract's GEOID), in file order (ascending). */
  ids: readonly string[];
  /** x, y pairs of every ring, one after another. */
  ringPoints: Float64Array;
  /** Ring r holds points ringStart[r] up to ringStart[r + 1]. */
  ringStart: Uint32Array;
  /** Area a holds rings areaRingStart[a] up to areaRingStart[a + 1]: outer rings and holes alike. */
  areaRingStart: Uint32Array;
  /** west, north, east, south of area a at 4a .. 4a + 3 (minimum x, minimum y, maximum x, maximum y). */
  bounds: Float64Array;
  /** x, y pairs of every arc (each edge between two areas, or along a coast, once). */
  arcPoints: Float64Array;
  /** Arc a holds points arcStart[a] up to arcStart[a + 1]. */
  arcStart: Uint32Array;
  /** The arcs between areas of two different parents (counties of two states, tracts of two counties). */
  parentBorderArcs: Uint32Array;
}

const NO_PARENT = -1;
const MIXED_PARENTS = -2;

function readHeader(bytes: Uint8Array, geography: Geography) {
  const magic = String.fromCharCode(...bytes.subarray(0, SHAPES_MAGIC.length));
  if (magic !== SHAPES_MAGIC) throw new Error(`${geography.name} shapes: not a ${SHAPES_MAGIC} file`);
  const view = new DataView(bytes.buffer, bytes.byteOffset + SHAPES_MAGIC.length, 32);
  const number = (i: number) => view.getFloat64(i * 8, true);
  return { scaleX: number(0), scaleY: number(1), translateX: number(2), translateY: number(3) };
}

/** Decodes a shapes file of the geography (datagen/API.md: "Shapes") and projects it for the map. */
export function decodeShapes(bytes: Uint8Array, geography: Geography): AreaShapes {
  const { scaleX, scaleY, translateX, translateY } = readHeader(bytes, geography);
  const reader = new VarintReader(bytes, SHAPES_HEADER_BYTES, `${geography.name} shapes`);
  const parentDivisor = 10 ** (geography.idLength - geography.parentIdLength);

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

  const areaCount = reader.unsigned();
  const ids: string[] = [];
  const areaRingStart = new Uint32Array(areaCount + 1);
  const bounds = new Float64Array(areaCount * 4);
  const ringStartList: number[] = [];
  const ringCoordinates: number[] = [];
  const arcParent = new Float64Array(arcCount).fill(NO_PARENT);
  let code = 0;
  for (let area = 0; area < areaCount; area++) {
    code += reader.signed();
    ids.push(String(code).padStart(geography.idLength, '0'));
    const parent = Math.floor(code / parentDivisor);
    areaRingStart[area] = ringStartList.length;
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
          if (arc >= arcCount) throw new Error(`${geography.name} shapes: ${ids[area]} names arc ${arc} of ${arcCount}`);
          arcParent[arc] = arcParent[arc] === NO_PARENT || arcParent[arc] === parent ? parent : MIXED_PARENTS;
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
    bounds.set(box, area * 4);
  }
  if (!reader.done) throw new Error(`${geography.name} shapes: bytes left after the last area`);
  areaRingStart[areaCount] = ringStartList.length;
  ringStartList.push(ringCoordinates.length / 2);

  const parentBorderArcs: number[] = [];
  arcParent.forEach((parent, arc) => parent === MIXED_PARENTS && parentBorderArcs.push(arc));
  return {
    ids,
    ringPoints: Float64Array.from(ringCoordinates),
    ringStart: Uint32Array.from(ringStartList),
    areaRingStart,
    bounds,
    arcPoints,
    arcStart,
    parentBorderArcs: Uint32Array.from(parentBorderArcs),
  };
}
