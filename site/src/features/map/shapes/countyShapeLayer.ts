import { featureGroup, polygon, svg, type LatLng, type LeafletMouseEvent, type Map as LeafletMap } from 'leaflet';
import type { LoadedShapes } from '../../../lib/shapes/loadShapes';
import { COUNTY } from '../../../lib/shapes/geographies';
import { countyFills } from '../../../lib/shapes/paintCounties';
import { countyHover } from '../countyHover';
import { ChoroplethCanvas } from './choroplethCanvas';
import { CHOROPLETH_STYLE, OUTLINE_HALO_STYLE, OUTLINE_STYLE } from './shapeStyle';

/** Above the fills (overlayPane, 400), below tooltips (650): the outline of the hovered and selected county. */
const OUTLINE_PANE = 'county-outline';

/** C: a county of the view; its id is its shape's id (the FIPS code). */
export interface CountyShapeLayerOptions<C extends { id: string }> {
  shapes: LoadedShapes;
  counties: readonly C[];
  fillOf: (county: C) => string;
  tooltipOf: (county: C) => HTMLElement;
  onSelect: (county: C) => void;
  /** After the first paint (first = true) and after each repaint a restyle asked for. */
  onPainted: (first: boolean) => void;
}

export interface CountyShapeLayer {
  /** Refills every shape from fillOf, in one repaint. */
  restyle: () => void;
  /** Outlines the selected county (null: none) until another is selected. */
  outlineSelected: (fips: string | null) => void;
  remove: () => void;
}

/**
 * The Measured view's choropleth: every county filled with its colour (fillOf) on one canvas, painted by
 * the shapes worker; the county under the pointer found through the shapes' spatial index, and
 * outlined in SVG with the selected one. Like the Demo markers, one shared sticky tooltip serves
 * every county (countyHover.ts).
 */
export function addCountyShapes<C extends { id: string }>(map: LeafletMap, options: CountyShapeLayerOptions<C>): CountyShapeLayer {
  const { shapes: loaded, counties, fillOf, tooltipOf, onSelect, onPainted } = options;
  const { shapes, index, worker } = loaded;
  if (!map.getPane(OUTLINE_PANE)) map.createPane(OUTLINE_PANE).style.zIndex = '450';
  const outlines = svg({ pane: OUTLINE_PANE });

  const shapeOf = new Map(shapes.ids.map((fips, shape) => [fips, shape]));
  const countyAt: (C | null)[] = shapes.ids.map(() => null);
  for (const county of counties) {
    const shape = shapeOf.get(county.id);
    if (shape !== undefined) countyAt[shape] = county;
  }
  const sendFills = () => {
    const fills = countyFills(countyAt.length, (shape) => {
      const county = countyAt[shape];
      return county ? fillOf(county) : null;
    });
    worker.post({ type: 'fills', key: COUNTY.id, fills });
  };

  let painted = false;
  let restyled = false;
  const canvas = new ChoroplethCanvas(worker, CHOROPLETH_STYLE, () => {
    if (!painted) {
      painted = true;
      onPainted(true);
    } else if (restyled) {
      restyled = false;
      onPainted(false);
    }
  });
  sendFills();

  const outline = (shape: number | null) => {
    if (shape === null) return null;
    const { ringPoints, ringStart, areaRingStart } = shapes;
    const rings: LatLng[][] = [];
    for (let ring = areaRingStart[shape]!; ring < areaRingStart[shape + 1]!; ring++) {
      const latLngs: LatLng[] = [];
      for (let p = ringStart[ring]!; p < ringStart[ring + 1]!; p++) latLngs.push(map.unproject([ringPoints[p * 2]!, ringPoints[p * 2 + 1]!], 0));
      rings.push(latLngs);
    }
    return featureGroup([polygon(rings, { ...OUTLINE_HALO_STYLE, renderer: outlines }), polygon(rings, { ...OUTLINE_STYLE, renderer: outlines })]).addTo(map);
  };
  let hoverOutline: ReturnType<typeof outline> = null;
  let selectedOutline: ReturnType<typeof outline> = null;

  const hover = countyHover(map, tooltipOf, onSelect, (county) => {
    hoverOutline?.remove();
    hoverOutline = outline(county === null ? null : (shapeOf.get(county.id) ?? null));
    map.getContainer().classList.toggle('county-shape-hovered', county !== null);
  });
  const countyUnder = (latlng: LatLng) => {
    const world = map.project(latlng, 0);
    const shape = index.countyAtWorld(world.x, world.y);
    return shape === null ? null : (countyAt[shape] ?? null);
  };
  const events = {
    mousemove: (event: LeafletMouseEvent) => hover.pointAt(countyUnder(event.latlng), event.latlng),
    mouseout: () => hover.leave(),
    click: (event: LeafletMouseEvent) => hover.click(countyUnder(event.latlng), event.latlng),
  };
  map.on(events);
  canvas.addTo(map);

  return {
    restyle() {
      restyled = true;
      sendFills();
      hover.refresh();
    },
    outlineSelected(fips) {
      selectedOutline?.remove();
      selectedOutline = outline(fips === null ? null : (shapeOf.get(fips) ?? null));
    },
    remove() {
      map.off(events);
      hover.leave();
      selectedOutline?.remove();
      canvas.remove();
      outlines.remove();
    },
  };
}
