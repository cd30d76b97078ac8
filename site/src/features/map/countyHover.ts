import { tooltip, type LatLng, type Map as LeafletMap } from 'leaflet';

export interface CountyHover<C> {
  /** The pointer is at latlng over county (null: over none): opens, moves or closes the tooltip. */
  pointAt: (county: C | null, latlng: LatLng) => void;
  /** A click or tap at latlng over county: shows its tooltip there and selects it. */
  click: (county: C | null, latlng: LatLng) => void;
  /** The pointer has left the counties: the tooltip closes. */
  leave: () => void;
  /** Rewrites the open tooltip for a new selection of layers. */
  refresh: () => void;
}

/**
 * Hover, tooltip and click over a map's counties, whatever draws them (the Demo's markers, the
 * Measured view's shapes): one shared sticky tooltip serves every county, as Leaflet's own bound
 * tooltips would: hover or tap opens it, it follows the pointer, leaving closes it, a click also
 * selects the county. onHover hears each change of the county under the pointer (the shapes outline it).
 */
export function countyHover<C>(
  map: LeafletMap,
  content: (county: C) => HTMLElement,
  onSelect: (county: C) => void,
  onHover: (county: C | null) => void = () => {},
): CountyHover<C> {
  const sharedTooltip = tooltip({ sticky: true });
  let hovered: C | null = null;
  const hover = (county: C | null) => {
    if (county === hovered) return;
    hovered = county;
    onHover(county);
  };
  const show = (county: C | null, latlng: LatLng) => {
    hover(county);
    if (county === null) sharedTooltip.close();
    else sharedTooltip.setContent(content(county)).setLatLng(latlng).openOn(map);
  };
  return {
    pointAt(county, latlng) {
      if (county !== hovered) show(county, latlng);
      else if (county !== null) sharedTooltip.setLatLng(latlng);
    },
    click(county, latlng) {
      show(county, latlng);
      if (county !== null) onSelect(county);
    },
    leave() {
      hover(null);
      sharedTooltip.close();
    },
    refresh() {
      if (hovered !== null) sharedTooltip.setContent(content(hovered));
    },
  };
}
