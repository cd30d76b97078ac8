import type { ManifestFile } from '../src/lib/data/manifest';

/**
 * The _headers rules of the API files, from the manifest (datagen/manifest.go's APIFiles): the files
 * have no extension, so each is sent with the type the manifest gives it, and a download under its
 * name. A folder of pieces (a path ending in "/") gets one rule for all its pieces. A path two keys
 * share (a download and the data package's copy have different paths) is written once.
 */
export function apiHeaderRules(files: Readonly<Record<string, ManifestFile>>): string[] {
  const rules = new Map<string, string[]>();
  for (const { path, type, download } of Object.values(files)) {
    const pattern = path.endsWith('/') ? `${path}*` : path;
    const headers = [`  Content-Type: ${type}`];
    if (download) headers.push(`  Content-Disposition: attachment; filename="${download}"`);
    const earlier = rules.get(pattern);
    if (earlier && earlier.join('\n') !== headers.join('\n')) throw new Error(`manifest: ${pattern} is listed twice with different headers`);
    rules.set(pattern, headers);
  }
  return [...rules].flatMap(([pattern, headers]) => [pattern, ...headers]);
}
