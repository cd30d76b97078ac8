/** Element ids shared across features (aria-controls targets and focus return points). */
export const SIDEBAR_ID = 'sidebar';
/** The header drawer toggle, which gets focus back when Escape closes the drawer. */
export const SIDEBAR_TOGGLE_ID = 'sidebar-toggle';
/** The element the map's own React root renders into (features/map/MapHost). */
export const MAP_ROOT_ID = 'map-root';
/** The Leaflet container (focusable), where focus goes when the county card closes. */
export const MAP_ID = 'map';
/** Where an area link's card, built ahead, is painted before the app runs (show-county/cardPreview.tsx). */
export const CARD_PREVIEW_ID = 'card-preview';
