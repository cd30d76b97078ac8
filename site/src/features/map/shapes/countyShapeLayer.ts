import {
  canvas,
  featureGroup,
  GeoJSON,
  polygon,
  polyline,
  svg,
  tooltip,
  type LeafletMouseEvent,
  type Map as LeafletMap,
  type Polygon,
} from 'leaflet';
import type { CountyGeometry, DecodedShapes } from './decodeShapes';
import { countyFillStyle, OUTLINE_HALO_STYLE, OUTLINE_STYLE, STATE_BORDER_STYLE } from './shapeStyle';

/** Above the fills (overlayPane, 400), below tooltips (650): the outline of the hovered and selected county. */
const OUTLINE_PANE = 'county-outline';

export interface CountyShapeLayerOptions<C> {
  shapes: DecodedShapes;
  counties: readonly C[];
  fipsOf: (county: C) => string;
  fillOf: (county: C) => string;
  tooltipOf: (county: C) => HTMLElement;
  onSelect: (county: C) => void;
}

export interface CountyShapeLayer {
  /** Refills every shape from fillOf, in place: the same polygons, one repaint. */
  restyle: () => void;
  /** Outlines the selected county (null: none) until another is selected. */
  outlineSelected: (fips: string | null) => void;
  remove: () => void;
}

const latLngs = (geometry: CountyGeometry) => GeoJSON.coordsToLatLngs(geometry.coordinates, geometry.type === 'Polygon' ? 1 : 2);

/**
 * The Measured view's choropleth: one canvas polygon per county with a shape, filled with its band
 * colour, the state borders on top, and an SVG outline for the county under the pointer and the
 * selected one. Like the Demo markers, one shared sticky tooltip serves every county.
 */
export function addCountyShapes<C>(map: LeafletMap, options: CountyShapeLayerOptions<C>): CountyShapeLayer {
  const { shapes, counties, fipsOf, fillOf, tooltipOf, onSelect } = options;
  if (!map.getPane(OUTLINE_PANE)) map.createPane(OUTLINE_PANE).style.zIndex = '450';
  const fills = canvas({ padding: 0.5 });
  const outlines = svg({ pane: OUTLINE_PANE });

  const countyOf = new Map<Polygon, C>();
  for (const county of counties) {
    const shape = shapes.counties.get(fipsOf(county));
    if (shape) countyOf.set(polygon(latLngs(shape.geometry), { ...countyFillStyle(fillOf(county)), renderer: fills }), county);
  }
  const group = featureGroup([...countyOf.keys()]);
  const borders = polyline(GeoJSON.coordsToLatLngs(shapes.stateBorders.coordinates, 1), { ...STATE_BORDER_STYLE, renderer: fills });

  const outline = (fips: string | null) => {
    const shape = fips === null ? undefined : shapes.counties.get(fips);
    if (!shape) return null;
    const rings = latLngs(shape.geometry);
    return featureGroup([
      polygon(rings, { ...OUTLINE_HALO_STYLE, renderer: outlines }),
      polygon(rings, { ...OUTLINE_STYLE, renderer: outlines }),
    ]).addTo(map);
  };
  let hoverOutline: ReturnType<typeof outline> = null;
  let selectedOutline: ReturnType<typeof outline> = null;

  const sharedTooltip = tooltip({ sticky: true });
  let hovered: C | null = null;
  const countyAt = (event: LeafletMouseEvent) => countyOf.get(event.propagatedFrom as Polygon) ?? null;
  const hover = (event: LeafletMouseEvent) => {
    const county = countyAt(event);
    if (county === hovered) return;
    hovered = county;
    hoverOutline?.remove();
    hoverOutline = county === null ? null : outline(fipsOf(county));
    if (county !== null) sharedTooltip.setContent(tooltipOf(county)).setLatLng(event.latlng).openOn(map);
  };

  group.on('mouseover', hover);
  group.on('mousemove', (event: LeafletMouseEvent) => {
    hover(event);
    sharedTooltip.setLatLng(event.latlng);
  });
  group.on('mouseout', () => {
    hovered = null;
    hoverOutline?.remove();
    hoverOutline = null;
    sharedTooltip.close();
  });
  group.on('click', (event: LeafletMouseEvent) => {
    hover(event);
    if (hovered !== null) onSelect(hovered);
  });
  group.addTo(map);
  borders.addTo(map);

  return {
    restyle() {
      for (const [shape, county] of countyOf) {
        const fillColor = fillOf(county);
        if (shape.options.fillColor !== fillColor) shape.setStyle({ fillColor });
      }
      if (hovered !== null) sharedTooltip.setContent(tooltipOf(hovered));
    },
    outlineSelected(fips) {
      selectedOutline?.remove();
      selectedOutline = outline(fips);
    },
    remove() {
      sharedTooltip.close();
      hoverOutline?.remove();
      selectedOutline?.remove();
      borders.remove();
      group.remove();
      fills.remove();
      outlines.remove();
    },
  };
}
