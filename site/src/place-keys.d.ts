/** The keys of the place search's pieces, joined by spaces (site/vite/places/placesPlugin.ts). */
declare module 'virtual:place-keys' {
  const keys: string;
  export default keys;
}
