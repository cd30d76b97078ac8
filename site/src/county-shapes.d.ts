/** The address of the county outlines the build emits (site/vite/shapes/countyShapes.ts). */
declare module 'virtual:county-shapes-url' {
  const url: string;
  export default url;
}

/** The keys of the place search's pieces, joined by spaces (site/vite/places/placesPlugin.ts). */
declare module 'virtual:place-keys' {
  const keys: string;
  export default keys;
}

/** The Measured view's band colours as CSS (site/vite/bandColours.ts). */
declare module 'virtual:band-colours.css';
