import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import type { Geography } from '../../src/lib/shapes/geography';
import { defaultMap, paintPreview } from './paintPreview';
import { FITTED, previewPixels, smallestBoxFor } from './previewGeometry';

const JS_ID = 'virtual:map-preview';
const CSS_ID = 'virtual:map-preview.css';
const resolved = (id: string) => `\0${id}`;

/** The zooms the first view takes in the boxes most screens give the map (a phone's, a laptop's). */
const ZOOMS = [3, 4] as const;
const RATIOS = [1, 2] as const;
/**
 * Where the map's box is narrower than the window on wide screens: the sidebar (20rem), the main
 * area's padding (2 x 1rem) and the frame's borders. It only picks a picture's resolution; where it
 * is off, the box's own size still places the picture (container queries).
 */
const WIDE_SCREEN_INSET = 354;

interface MapPreviewOptions {
  /** The county shapes file riskmap generate wrote, unpacked, and the geography it holds. */
  shapes: () => Promise<Uint8Array>;
  geography: Geography;
  /** build/api/exposures and build/api/environmental-data, which `riskmap generate` wrote. */
  exposures: string;
  environment: string;
}

/** A length in CSS pixels to the thousandth, which is all a browser resolves. */
const px = (value: number) => `${Number(value.toFixed(3))}px`;
/** The least box size that reaches a zoom, rounded up to the thousandth, so it still does. */
const atLeast = (value: number) => px(Math.ceil(value * 1000) / 1000);

/** The picture's place and size in its box at each zoom, as container queries; shown only while the page says so. */
export function previewCss(): string {
  const rules = ZOOMS.map((zoom) => {
    const box = smallestBoxFor(zoom);
    const picture = previewPixels(zoom);
    const scale = 2 ** zoom;
    // Leaflet rounds its pixel origin: round() where the browser has it, the same place within half a pixel where not.
    const place = (corner: number, centre: number, side: string) => [
      `${side}:calc(${px(corner - centre * scale)} + 50%)`,
      `${side}:calc(${px(corner)} - round(nearest, ${px(centre * scale)} - 50%, 1px))`,
    ];
    const declarations = [
      'display:block',
      `width:${px(picture.width)}`,
      `height:${px(picture.height)}`,
      ...place(picture.left, FITTED.centerX, 'left'),
      ...place(picture.top, FITTED.centerY, 'top'),
    ];
    return `@container map-preview (min-width:${atLeast(box.width)}) and (min-height:${atLeast(box.height)}){html[data-map-preview='shown'] .map-preview{${declarations.join(';')}}}`;
  });
  const beyond = smallestBoxFor(ZOOMS.at(-1)! + 1);
  return [
    '.map-preview-box{position:absolute;inset:0;z-index:450;overflow:hidden;pointer-events:none;container:map-preview/size}',
    '.map-preview{position:absolute;display:none;max-width:none}',
    ...rules,
    `@container map-preview (min-width:${atLeast(beyond.width)}) and (min-height:${atLeast(beyond.height)}){html[data-map-preview='shown'] .map-preview{display:none}}`,
    // The map is on screen: no loading pill over it.
    "html[data-map-preview='shown'] .map-frame:has(.map-preview-box) .data-loading-pill{display:none}",
  ].join('\n');
}

interface Picture {
  zoom: number;
  ratio: number;
  /** Its address, content-hashed: the same in the page's build and in the prerender's. */
  url: string;
  bytes: Buffer;
}

/** The pictures of every zoom and resolution, and the layers they show. */
async function paintPictures({ shapes, geography, exposures, environment }: MapPreviewOptions): Promise<{ layers: string[]; pictures: Picture[] }> {
  const [bytes, exposuresText, environmentText] = await Promise.all([shapes(), readFile(exposures, 'utf8'), readFile(environment, 'utf8')]);
  const map = defaultMap(bytes, geography, JSON.parse(exposuresText), JSON.parse(environmentText));
  const pictures: Picture[] = [];
  for (const zoom of ZOOMS) {
    for (const ratio of RATIOS) {
      const picture = await paintPreview(map, zoom, ratio);
      const hash = createHash('sha256').update(picture).digest('base64url').slice(0, 8);
      pictures.push({ zoom, ratio, url: `/assets/map-preview-z${zoom}-${ratio}x-${hash}.webp`, bytes: picture });
    }
  }
  return { layers: map.layers, pictures };
}

/** The module's text: where each zoom's pictures are, as a <picture> element takes them. */
function previewModule({ layers, pictures }: { layers: string[]; pictures: Picture[] }): string {
  const srcset = (zoom: number) =>
    pictures
      .filter((p) => p.zoom === zoom)
      .map((p) => `${p.url} ${p.ratio}x`)
      .join(', ');
  // The widest zoom's source first: a <picture> takes the first whose media matches.
  const wide = [...ZOOMS].reverse();
  const sources = wide.slice(0, -1).map((zoom) => ({ media: `(min-width: ${Math.ceil(smallestBoxFor(zoom).width + WIDE_SCREEN_INSET)}px)`, srcset: srcset(zoom) }));
  return `export default ${JSON.stringify({ layers, sources, srcset: srcset(wide.at(-1)!) })};`;
}

/**
 * The Measured view's default map, drawn at build time (paintPreview.ts) for its prerendered page:
 * `import MAP_PREVIEW from 'virtual:map-preview'` gives the pictures' addresses and the layers they
 * show (null on the dev server, which draws none), and `import 'virtual:map-preview.css'` places them
 * exactly where Leaflet draws the map's first view, by the size of the map's box. The page's build
 * writes the pictures into assets/; the prerender's build only reads their addresses.
 */
export function mapPreview(options: MapPreviewOptions): Plugin {
  let command = '';
  let ssr = false;
  let painted: ReturnType<typeof paintPictures> | null = null;
  return {
    name: 'riskmap:map-preview',
    configResolved(config) {
      command = config.command;
      ssr = Boolean(config.build.ssr);
    },
    resolveId: (id) => (id === JS_ID || id === CSS_ID ? resolved(id) : null),
    async load(id) {
      if (id === resolved(CSS_ID)) return previewCss();
      if (id !== resolved(JS_ID)) return null;
      if (command !== 'build') return 'export default null;';
      const preview = await (painted ??= paintPictures(options));
      if (!ssr) for (const picture of preview.pictures) this.emitFile({ type: 'asset', fileName: picture.url.slice(1), source: picture.bytes });
      return previewModule(preview);
    },
  };
}
