import type { LatLng, LeafletMouseEvent, Map as LeafletMap } from 'leaflet';
import { boxMiddle, interiorPoint } from '../../../lib/shapes/interiorPoint';
import type { LoadedShapes } from '../../../lib/shapes/loadShapes';
import { COUNTY } from '../../../lib/shapes/geographies';
import { countyFills, NO_FILL } from '../../../lib/shapes/paintCounties';
import { countyHover } from '../countyHover';
import { offerAreas, type KeyboardArea } from '../keyboard/keyboardAreas';
import { areaOutline, outlineRenderer } from './areaOutline';
import { ChoroplethCanvas } from './choroplethCanvas';
import { CHOROPLETH_STYLE } from './shapeStyle';

/** C: a county of the view; its id is its shape's id (the FIPS code). */
export interface CountyShapeLayerOptions<C extends { id: string }> {
  shapes: LoadedShapes;
  counties: readonly C[];
  /** Its colour; null: not filled nor hovered here (its census tracts are drawn over it). */
  fillOf: (county: C) => string | null;
  tooltipOf: (county: C) => HTMLElement;
  /** What a screen reader hears for it on the map's keyboard path. */
  labelOf: (county: C) => string;
  onSelect: (county: C) => void;
  /** Opens its card and gives it focus (Enter on the map). */
  onOpen: (county: C) => void;
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
 * every county (countyHover.ts). The map's keyboard path (MapKeyboard) steps through the counties the
 * pointer can hover, each at a point inside it, and shows the one it is on as a hover does.
 */
export function addCountyShapes<C extends { id: string }>(map: LeafletMap, options: CountyShapeLayerOptions<C>): CountyShapeLayer {
  const { shapes: loaded, counties, fillOf, tooltipOf, labelOf, onSelect, onOpen, onPainted } = options;
  const { shapes, index, worker } = loaded;
  const outlines = outlineRenderer(map);

  const shapeOf = new Map(shapes.ids.map((fips, shape) => [fips, shape]));
  const countyAt: (C | null)[] = shapes.ids.map(() => null);
  for (const county of counties) {
    const shape = shapeOf.get(county.id);
    if (shape !== undefined) countyAt[shape] = county;
  }
  let fills = countyFills(0, () => null);
  const sendFills = () => {
    fills = countyFills(countyAt.length, (shape) => {
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

  const outline = (shape: number | null) => areaOutline(map, outlines, shapes, shape);
  let hoverOutline: ReturnType<typeof outline> = null;
  let selectedOutline: ReturnType<typeof outline> = null;

  const hover = countyHover(map, tooltipOf, onSelect, (county) => {
    hoverOutline?.remove();
    hoverOutline = outline(county === null ? null : (shapeOf.get(county.id) ?? null));
    map.getContainer().classList.toggle('county-shape-hovered', county !== null);
  });
  const countyUnder = (latlng: LatLng) => {
    const world = map.project(latlng, 0);
    const shape = index.areaAtWorld(world.x, world.y);
    return shape === null || fills.colourOf[shape] === NO_FILL ? null : (countyAt[shape] ?? null);
  };
  const events = {
    mousemove: (event: LeafletMouseEvent) => hover.pointAt(countyUnder(event.latlng), event.latlng),
    mouseout: () => hover.leave(),
    click: (event: LeafletMouseEvent) => hover.click(countyUnder(event.latlng), event.latlng),
  };
  map.on(events);
  canvas.addTo(map);

  // Found on the first key press, once: the outlines do not change.
  let keyboardAreas: KeyboardArea[] | null = null;
  const hoverable = (shape: number | undefined): shape is number => shape !== undefined && countyAt[shape] !== null && fills.colourOf[shape] !== NO_FILL;
  const withdraw = offerAreas(map, {
    areas() {
      keyboardAreas ??= countyAt.flatMap((county, shape) => (county ? [{ id: county.id, latLng: map.unproject(boxMiddle(shapes, shape), 0) }] : []));
      return keyboardAreas.filter((area) => hoverable(shapeOf.get(area.id)));
    },
    show(fips) {
      const shape = fips === null ? undefined : shapeOf.get(fips);
      if (hoverable(shape)) hover.pointAt(countyAt[shape]!, map.unproject(interiorPoint(shapes, shape), 0));
      else hover.leave();
    },
    label: (fips) => labelOf(countyAt[shapeOf.get(fips)!]!),
    open: (fips) => onOpen(countyAt[shapeOf.get(fips)!]!),
  });

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
      withdraw();
      map.off(events);
      hover.leave();
      selectedOutline?.remove();
      canvas.remove();
      outlines.remove();
    },
  };
}
