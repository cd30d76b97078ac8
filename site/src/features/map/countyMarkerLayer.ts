import { circleMarker, featureGroup, type CircleMarker, type FeatureGroup, type LeafletMouseEvent, type Map as LeafletMap, type SVG } from 'leaflet';
import type { County } from '../../lib/data/counties';
import { countyScore } from '../../lib/figures/countyBand';
import type { LayerId, RiskLayer } from '../../lib/data/layers';
import type { DataView } from '../../views/views';
import { countyHover } from './countyHover';
import { countyLabel, countyTooltipContent } from './countyTooltip';
import { offerAreas } from './keyboard/keyboardAreas';
import { markerStyle } from './markerStyle';
import { outlineRenderer } from './shapes/areaOutline';
import { OUTLINE_HALO_STYLE, OUTLINE_STYLE } from './shapes/shapeStyle';

export interface CountyMarkerLayer {
  /** Restyles every marker for a new layer selection; false when it is the selection already shown. */
  restyle: (layers: readonly LayerId[]) => boolean;
  remove: () => void;
}

const styleFor = (county: County, layers: readonly LayerId[], table: readonly RiskLayer[]) =>
  markerStyle(countyScore(county, layers, table), layers.length);

/** Pixels between a marker's edge and the ring round it while the keyboard is on it. */
const RING_GAP = 4;

/** The ring round the marker the keyboard is on: the shapes' outline, dark on a white halo, drawn above every marker. */
function focusRing(map: LeafletMap, renderer: SVG, marker: CircleMarker): FeatureGroup {
  const radius = marker.getRadius() + RING_GAP;
  const ring = (style: typeof OUTLINE_STYLE) => circleMarker(marker.getLatLng(), { ...style, radius, renderer });
  return featureGroup([ring(OUTLINE_HALO_STYLE), ring(OUTLINE_STYLE)]).addTo(map);
}

/**
 * One circle marker per county, created once per county list and drawn by the map's canvas renderer
 * (MapView's preferCanvas). A layer change restyles every marker, which Leaflet repaints in one frame,
 * and one shared sticky tooltip serves every county (countyHover.ts), rather than a React component
 * and a tooltip per county. The map's keyboard path (MapKeyboard) steps through the markers too: the
 * one it is on has its tooltip open and a ring round it, which a pointer never draws.
 */
export function addCountyMarkers(
  map: LeafletMap,
  view: DataView,
  counties: readonly County[],
  layers: readonly LayerId[],
  table: readonly RiskLayer[],
  onSelect: (key: string) => void,
  /** Opens the county's card and gives it focus (Enter on the map). */
  onOpen: (key: string) => void,
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

  const markerOf = new Map([...countyOf].map(([marker, county]) => [county.id, marker]));
  const areas = [...markerOf].map(([id, marker]) => ({ id, latLng: marker.getLatLng() }));
  // Made with the first ring: a pointer alone never adds the outlines' pane to the Demo map.
  let outlines: SVG | null = null;
  let ring: FeatureGroup | null = null;
  const withdraw = offerAreas(map, {
    areas: () => areas,
    show(id) {
      ring?.remove();
      ring = null;
      const marker = id === null ? undefined : markerOf.get(id);
      if (!marker) {
        hover.leave();
        return;
      }
      hover.pointAt(countyOf.get(marker)!, marker.getLatLng());
      ring = focusRing(map, (outlines ??= outlineRenderer(map)), marker);
    },
    label: (id) => countyLabel(view, countyOf.get(markerOf.get(id)!)!, shownLayers, table),
    open: onOpen,
  });

  return {
    restyle(next) {
      if (next === shownLayers) return false;
      shownLayers = next;
      for (const [marker, county] of countyOf) marker.setStyle(styleFor(county, next, table));
      hover.refresh();
      return true;
    },
    remove() {
      withdraw();
      ring?.remove();
      outlines?.remove();
      hover.leave();
      group.remove();
    },
  };
}
