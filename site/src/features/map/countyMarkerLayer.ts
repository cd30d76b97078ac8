import { circleMarker, featureGroup, type CircleMarker, type LeafletMouseEvent, type Map as LeafletMap } from 'leaflet';
import type { County } from '../../lib/counties';
import { countyScore } from '../../lib/countyBand';
import type { LayerId, RiskLayer } from '../../lib/layers';
import type { DataView } from '../../views/views';
import { countyHover } from './countyHover';
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
 * tooltip serves every county (countyHover.ts), so thousands of counties restyle in a few milliseconds instead of
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
  const countyOf = new Map<CircleMarker, County>();
  // Leaflet's canvas renderer with each circle blitted from a cached sprite: same look, far less raster work.
  const renderer = new SpriteCanvas();
  for (const county of counties) {
    countyOf.set(circleMarker([county.latitude, county.longitude], { ...styleFor(county, layers, table), renderer }), county);
  }

  const group = featureGroup([...countyOf.keys()]);
  const hover = countyHover<County>(
    map,
    (county) => countyTooltipContent(view, county, shownLayers, table),
    (county) => onSelect(county.key),
  );
  const countyAt = (event: LeafletMouseEvent) => countyOf.get(event.propagatedFrom as CircleMarker) ?? null;
  const pointAt = (event: LeafletMouseEvent) => hover.pointAt(countyAt(event), event.latlng);
  group.on('mouseover', pointAt);
  group.on('mousemove', pointAt);
  group.on('mouseout', () => hover.leave());
  group.on('click', (event: LeafletMouseEvent) => hover.click(countyAt(event), event.latlng));
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
      hover.refresh();
      return true;
    },
    remove() {
      hover.leave();
      group.remove();
      renderer.remove();
    },
  };
}
