import { createCanvas, Path2D as SkiaPath2D } from '@napi-rs/canvas';
import { CHOROPLETH_STYLE } from '../../src/features/map/shapes/shapeStyle';
import { parseEnvironment } from '../../src/lib/data/environment';
import { parseExposures } from '../../src/lib/data/exposuresAnswer';
import { defaultLayers, type LayerId } from '../../src/lib/data/layers';
import { measuredScore } from '../../src/lib/figures/measured';
import { measuredColour } from '../../src/lib/figures/measuredPalette';
import { decodeShapes } from '../../src/lib/shapes/decodeShapes';
import type { Geography } from '../../src/lib/shapes/geography';
import { countyFills, CountyPainter } from '../../src/lib/shapes/paintCounties';
import { previewPixels } from './previewGeometry';

/** What the Measured map shows first: every county's fill for the default layers, as the page computes it. */
export interface DefaultMap {
  layers: LayerId[];
  painter: CountyPainter;
}

/**
 * The Measured view's default map from the build's own files: the shapes the page decodes, and the
 * fills it computes from /api/exposures and the layer table of /api/environmental-data.
 * The page's painter (src/lib/shapes/paintCounties.ts) draws it with Skia, the library Chromium's
 * canvas draws with.
 */
export function defaultMap(shapeBytes: Uint8Array, geography: Geography, exposures: unknown, environment: unknown): DefaultMap {
  // The painter traces Path2D objects, a browser global.
  (globalThis as { Path2D?: unknown }).Path2D ??= SkiaPath2D;
  const shapes = decodeShapes(shapeBytes, geography);
  const table = parseEnvironment(environment).factors;
  const layers = defaultLayers(table);
  const counties = new Map(parseExposures(exposures).map((county) => [county.id, county]));
  const painter = new CountyPainter(shapes);
  painter.setFills(
    countyFills(shapes.ids.length, (county) => {
      const found = counties.get(shapes.ids[county]!);
      return found ? measuredColour(measuredScore(found, layers, table)) : null;
    }),
  );
  return { layers, painter };
}

/** The picture of the default map at a zoom, for screens of this many device pixels per CSS pixel, as WebP. */
export async function paintPreview({ painter }: DefaultMap, zoom: number, ratio: number): Promise<Buffer> {
  const pixels = previewPixels(zoom);
  const canvas = createCanvas(pixels.width * ratio, pixels.height * ratio);
  const view = { width: pixels.width, height: pixels.height, ratio, scale: 2 ** zoom, originX: pixels.left, originY: pixels.top };
  painter.paint(canvas.getContext('2d') as unknown as OffscreenCanvasRenderingContext2D, view, CHOROPLETH_STYLE);
  return canvas.encode('webp', 70);
}
