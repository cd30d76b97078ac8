import type { PathOptions } from 'leaflet';
import type { ChoroplethStyle } from '../../../lib/shapes/paintCounties';

/**
 * The fills show the base map through a little; thin white lines part the counties ("No data" grey
 * included), and heavier ones the states, so the map reads at a glance.
 */
export const CHOROPLETH_STYLE: ChoroplethStyle = {
  fillOpacity: 0.8,
  areaBorder: { color: '#FFFFFF', weight: 0.5 },
  parentBorder: { color: '#FFFFFF', weight: 1.75 },
};

/**
 * The outline of the county under the pointer, and of the selected county: dark, on top of every
 * fill, with a white halo under it so it stands out on the darkest fill and on grey alike.
 */
export const OUTLINE_HALO_STYLE: PathOptions = { color: '#FFFFFF', weight: 5, opacity: 0.9, fill: false, interactive: false };
export const OUTLINE_STYLE: PathOptions = { color: '#1F2933', weight: 2.5, opacity: 1, fill: false, interactive: false };
