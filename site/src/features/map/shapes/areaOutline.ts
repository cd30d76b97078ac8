import { featureGroup, polygon, svg, type FeatureGroup, type LatLng, type Map as LeafletMap, type SVG } from 'leaflet';
import type { AreaShapes } from '../../../lib/shapes/decodeShapes';
import { OUTLINE_HALO_STYLE, OUTLINE_STYLE } from './shapeStyle';

/** Above the fills (overlayPane, 400), below tooltips (650): the outline of the hovered and selected area. */
const OUTLINE_PANE = 'county-outline';

/** The SVG renderer outlines are drawn with, in their pane. */
export function outlineRenderer(map: LeafletMap): SVG {
  if (!map.getPane(OUTLINE_PANE)) map.createPane(OUTLINE_PANE).style.zIndex = '450';
  return svg({ pane: OUTLINE_PANE });
}

/** Draws one area's outline (a county, a tract) on the map, dark on a white halo; null for no area. */
export function areaOutline(map: LeafletMap, renderer: SVG, shapes: AreaShapes, area: number | null): FeatureGroup | null {
  if (area === null) return null;
  const { ringPoints, ringStart, areaRingStart } = shapes;
  const rings: LatLng[][] = [];
  for (let ring = areaRingStart[area]!; ring < areaRingStart[area + 1]!; ring++) {
    const latLngs: LatLng[] = [];
    for (let p = ringStart[ring]!; p < ringStart[ring + 1]!; p++) latLngs.push(map.unproject([ringPoints[p * 2]!, ringPoints[p * 2 + 1]!], 0));
    rings.push(latLngs);
  }
  return featureGroup([polygon(rings, { ...OUTLINE_HALO_STYLE, renderer }), polygon(rings, { ...OUTLINE_STYLE, renderer })]).addTo(map);
}
