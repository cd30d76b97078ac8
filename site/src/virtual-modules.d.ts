// The modules the build's own plugins make (site/vite/).

/** The keys of the place search's pieces, joined by spaces (site/vite/places/placesPlugin.ts). */
declare module 'virtual:place-keys' {
  const keys: string;
  export default keys;
}

/** The layers' colours as CSS custom properties (site/vite/manifest.ts). */
declare module 'virtual:layer-colours.css';

/** The Measured view's band colours as CSS (site/vite/bandColours.ts). */
declare module 'virtual:band-colours.css';

/** The Measured view's default map drawn at build time (site/vite/mapPreview); null on the dev server. */
declare module 'virtual:map-preview' {
  const preview: { layers: string[]; sources: { media: string; srcset: string }[]; srcset: string } | null;
  export default preview;
}

/** Where that picture goes in the map's box (site/vite/mapPreview). */
declare module 'virtual:map-preview.css';
