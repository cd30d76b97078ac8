import { circleMarker, featureGroup, tooltip, type CircleMarker, type LeafletMouseEvent, type Map as LeafletMap } from 'leaflet';
import type { County } from '../../lib/counties';
import { countyScore } from '../../lib/countyBand';
import type { LayerId, RiskLayer } from '../../lib/layers';
import type { DataView } from '../../views/views';
import { countyTooltipContent } from './countyTooltip';
import { markerStyle } from './markerStyle';
import { distinctMarkerStyles } from './markerSprite';
import { SpriteCanvas } from './spriteCanvas';

export interface CountyMarkerLayer {
  /** Restyles every marker for a new layer selection; false when it is the selection already shown. */
  restyle: (layers: readonly LayerId[]) => boolean;
  remove: () => void;
}

const styleFor = (county: County, layers: readonly LayerId[], table: readonly RiskLayer[]) =>
  markerStyle(countyScore(county, layers, table), layers.length);

/**
 * One canvas circle marker per county, created once per county list and drawn by SpriteCanvas. A
 * layer change restyles every marker in one batch with one full repaint, and one shared sticky
 * tooltip serves every county, so thousands of counties restyle in a few milliseconds instead of
 * re-rendering a React component each.
 */
export function addCountyMarkers(
  map: LeafletMap,
  view: DataView,
  counties: readonly County[],
  layers: readonly LayerId[],
  table: readonly RiskLayer[],
  onSelect: (key: string) => void,
): CountyMarkerLayer {
  let shownLayers = layers;
  let hovered: County | null = null;
  const countyOf = new Map<CircleMarker, County>();
  // Leaflet's canvas renderer with each circle blitted from a cached sprite: same look, far less raster work.
  const renderer = new SpriteCanvas();
  for (const county of counties) {
    countyOf.set(circleMarker([county.latitude, county.longitude], { ...styleFor(county, layers, table), renderer }), county);
  }

  const group = featureGroup([...countyOf.keys()]);
  const sharedTooltip = tooltip({ sticky: true });
  const countyAt = (event: LeafletMouseEvent) => countyOf.get(event.propagatedFrom as CircleMarker);
  const showTooltip = (event: LeafletMouseEvent) => {
    hovered = countyAt(event) ?? null;
    if (!hovered) return;
    sharedTooltip.setContent(countyTooltipContent(view, hovered, shownLayers, table)).setLatLng(event.latlng).openOn(map);
  };

  // Like Leaflet's own bound tooltips: hover or tap opens it, it follows the pointer, leaving closes it.
  group.on('mouseover', showTooltip);
  group.on('mousemove', (event: LeafletMouseEvent) => sharedTooltip.setLatLng(event.latlng));
  group.on('mouseout', () => {
    hovered = null;
    sharedTooltip.close();
  });
  group.on('click', (event: LeafletMouseEvent) => {
    showTooltip(event);
    if (hovered) onSelect(hovered.key);
  });
  group.addTo(map);
  // The first toggle to a new fill opacity should not wait for its sprites.
  renderer.warm(() => distinctMarkerStyles(markerStyle, table.length));

  return {
    restyle(next) {
      if (next === shownLayers) return false;
      shownLayers = next;
      const restyled: [CircleMarker, ReturnType<typeof styleFor>][] = [];
      for (const [marker, county] of countyOf) restyled.push([marker, styleFor(county, next, table)]);
      renderer.restyle(restyled);
      if (hovered) sharedTooltip.setContent(countyTooltipContent(view, hovered, next, table));
      return true;
    },
    remove() {
      sharedTooltip.close();
      group.remove();
      renderer.remove();
    },
  };
}
