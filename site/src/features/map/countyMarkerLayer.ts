import { circleMarker, featureGroup, type CircleMarker, type LeafletMouseEvent, type Map as LeafletMap } from 'leaflet';
import type { County } from '../../lib/data/counties';
import { countyScore } from '../../lib/figures/countyBand';
import type { LayerId, RiskLayer } from '../../lib/data/layers';
import type { DataView } from '../../views/views';
import { countyHover } from './countyHover';
import { countyTooltipContent } from './countyTooltip';
import { markerStyle } from './markerStyle';

export interface CountyMarkerLayer {
  /** Restyles every marker for a new layer selection; false when it is the selection already shown. */
  restyle: (layers: readonly LayerId[]) => boolean;
  remove: () => void;
}

const styleFor = (county: County, layers: readonly LayerId[], table: readonly RiskLayer[]) =>
  markerStyle(countyScore(county, layers, table), layers.length);

/**
 * One circle marker per county, created once per county list and drawn by the map's canvas renderer
 * (MapView's preferCanvas). A layer change restyles every marker, which Leaflet repaints in one frame,
 * and one shared sticky tooltip serves every county (countyHover.ts), rather than a React component
 * and a tooltip per county.
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
  for (const county of counties) countyOf.set(circleMarker([county.latitude, county.longitude], styleFor(county, layers, table)), county);

  const group = featureGroup([...countyOf.keys()]);
  const hover = countyHover<County>(
    map,
    (county) => countyTooltipContent(view, county, shownLayers, table),
    (county) => onSelect(county.id),
  );
  const countyAt = (event: LeafletMouseEvent) => countyOf.get(event.propagatedFrom as CircleMarker) ?? null;
  const pointAt = (event: LeafletMouseEvent) => hover.pointAt(countyAt(event), event.latlng);
  group.on('mouseover', pointAt);
  group.on('mousemove', pointAt);
  group.on('mouseout', () => hover.leave());
  group.on('click', (event: LeafletMouseEvent) => hover.click(countyAt(event), event.latlng));
  group.addTo(map);

  return {
    restyle(next) {
      if (next === shownLayers) return false;
      shownLayers = next;
      for (const [marker, county] of countyOf) marker.setStyle(styleFor(county, next, table));
      hover.refresh();
      return true;
    },
    remove() {
      hover.leave();
      group.remove();
    },
  };
}
