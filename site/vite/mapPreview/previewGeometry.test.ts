// @vitest-environment jsdom
import { map as leafletMap, type Map as LeafletMap } from 'leaflet';
import { INITIAL_ZOOM, MAP_CENTER, US_BOUNDS } from '../../src/features/map/mapSettings';
import { fittedZoom, previewPixels, previewPlace, smallestBoxFor } from './previewGeometry';
import { previewCss } from './mapPreview';

/** A Leaflet map in a box of this size (jsdom lays nothing out: the box reports it), fitted as FitUsBounds fits it. */
function fittedMap(width: number, height: number): LeafletMap {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: width });
  Object.defineProperty(box, 'clientHeight', { value: height });
  document.body.append(box);
  const map = leafletMap(box, { center: MAP_CENTER, zoom: INITIAL_ZOOM, zoomAnimation: false, fadeAnimation: false });
  map.fitBounds(US_BOUNDS, { animate: false });
  return map;
}

// A phone, a laptop, a tall and a wide box, and boxes on either side of where the zoom changes.
const BOXES = [
  [388, 382],
  [926, 582],
  [1000, 900],
  [1400, 600],
  [Math.ceil(smallestBoxFor(4).width), 500],
  [Math.floor(smallestBoxFor(4).width), 500],
  [700, Math.ceil(smallestBoxFor(4).height)],
  [700, Math.floor(smallestBoxFor(4).height)],
] as const;

describe('the first view, as Leaflet fits it', () => {
  it.each(BOXES)('in a %i x %i box: the zoom, and the place of the picture of that zoom', (width, height) => {
    const map = fittedMap(width, height);
    const zoom = fittedZoom(width, height);
    expect(map.getZoom()).toBe(zoom);
    // Leaflet puts world pixel P (at the zoom) at P - pixelOrigin in the box.
    const origin = map.getPixelOrigin();
    const picture = previewPixels(zoom);
    expect(previewPlace(zoom, { width, height })).toEqual({ left: picture.left - origin.x, top: picture.top - origin.y });
    map.remove();
  });
});

describe('previewCss', () => {
  it('shows each zoom from the smallest box that zoom fits, and none where the map zooms further', () => {
    const css = previewCss();
    const queries = [...css.matchAll(/@container map-preview \(min-width:([\d.]+)px\) and \(min-height:([\d.]+)px\)\{([^{]*)\{([^}]*)\}\}/g)];
    expect(queries.map((q) => fittedZoom(Number(q[1]), Number(q[2])))).toEqual([3, 4, 5]);
    for (const [, width, height, , declarations] of queries) {
      const zoom = fittedZoom(Number(width), Number(height));
      expect(fittedZoom(Number(width) - 0.5, Number(height))).toBe(zoom - 1);
      if (zoom === 5) expect(declarations).toBe('display:none');
      else expect(declarations).toContain(`width:${previewPixels(zoom).width}px`);
    }
  });
});
