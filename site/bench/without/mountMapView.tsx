/**
 * mountMapView's counterpart without a second React root (bench:tricks, with MapHost.tsx beside it):
 * the page's own root renders the map once it has hydrated. The map's module stays in this chunk,
 * which the page asks for as early as the product does.
 */
export { default as MapView } from '../../src/features/map/MapView';

export function mountMapView(): void {}
