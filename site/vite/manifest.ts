import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { Manifest, ManifestLayer } from '../src/lib/data/manifest';

const CSS_ID = 'virtual:layer-colours.css';
const RESOLVED_CSS_ID = `\0${CSS_ID}`;

/**
 * Each layer's colours as custom properties of the elements that carry its id (`data-layer`): its
 * swatch (`--layer-colour`, the sidebar's swatches and the legend's chips) and its impact label's
 * band colours (`--impact-bg`, `--impact-text`, from app/global.css). Ids are letters and digits and
 * colours #rrggbb, as `riskmap generate` checks them.
 */
export function layerColoursCss(layers: readonly ManifestLayer[]): string {
  return layers
    .map(({ id, colours, impactBand }) => {
      const swatch = colours.length > 1 ? `linear-gradient(135deg, ${colours.join(', ')})` : colours[0];
      return `[data-layer='${id}'] {\n  --layer-colour: ${swatch};\n  --impact-bg: var(--${impactBand}-bg);\n  --impact-text: var(--${impactBand}-text);\n}\n`;
    })
    .join('\n');
}

/** What other build steps may read: the manifest itself. */
export interface ManifestApi {
  manifest: () => Manifest;
}

/**
 * The manifest `riskmap generate` wrote (/api/manifest, datagen/internal/pipe/manifest), read once at build time:
 * the page gets it as `__MANIFEST__` (src/lib/data/manifest.ts), and `import 'virtual:layer-colours.css'`
 * gives the stylesheet of the layers' colours.
 */
export function manifest(file: string): Plugin<ManifestApi> & { api: ManifestApi } {
  let read: Manifest | undefined;
  const load = (): Manifest => {
    if (read) return read;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      throw new Error(`${file}: ${(err as Error).message}; run \`npm run generate\` (riskmap generate) first`, { cause: err });
    }
    return (read = JSON.parse(text) as Manifest);
  };
  const api = { manifest: load };
  return {
    name: 'riskmap:manifest',
    api,
    config: () => ({ define: { __MANIFEST__: JSON.stringify(load()) } }),
    resolveId: (id) => (id === CSS_ID ? RESOLVED_CSS_ID : null),
    load: (id) => (id === RESOLVED_CSS_ID ? layerColoursCss(load().layers) : null),
  };
}
