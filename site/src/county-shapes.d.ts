/** The address of the county outlines the build emits (site/vite/shapes/countyShapes.ts). */
declare module 'virtual:county-shapes-url' {
  const url: string;
  export default url;
}

