import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Topology } from 'topojson-specification';
import { encodeShapes } from '../../vite/shapes/encodeShapes';
import { reduceCountyShapes, type CountyTopology } from '../../vite/shapes/reduceShapes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The reduced county topology the build makes from us-atlas, for tests. */
export const reducedAtlas = (): CountyTopology =>
  reduceCountyShapes(JSON.parse(readFileSync(path.join(ROOT, 'node_modules/us-atlas/counties-10m.json'), 'utf8')) as Topology);

/** The county shapes file the build emits (before its gzip), for tests. */
export const builtShapesFile = (): Uint8Array => encodeShapes(reducedAtlas());
