/**
 * Vite's preload helper loads a dynamic import's CSS by adding a <link rel="stylesheet"> unless
 * the page already has one for that file. A page whose CSS is inlined has none, so the helper
 * would fetch that CSS a second time. `modulePreload.resolveDependencies` cannot help: Vite 7
 * hands it the JavaScript files only and appends the CSS after it. So the lists Vite wrote into
 * a chunk are rewritten after the fact:
 *
 *   const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js","assets/a.css"])))=>i.map(i=>d[i]);
 *   ...__vite__mapDeps([0,1])...
 *
 * `drop` says which files to leave out; the file list is renumbered to the files still used.
 * Returns null when the chunk has no preload lists. Throws when Vite's code has changed shape, so
 * a Vite upgrade cannot silently bring the second fetch back.
 */
export function dropPreloads(code: string, drop: (file: string) => boolean): string | null {
  if (!code.includes('__vite__mapDeps')) return null;
  const declaration = /const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);/;
  const found = declaration.exec(code);
  if (!found) throw new Error("preload lists: Vite's __vite__mapDeps declaration has changed shape; update site/vite/preloadLists.ts");
  const files = JSON.parse(found[1] as string) as string[];
  const kept: string[] = [];
  const renumbered = code.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, list: string) => {
    const indices = list === '' ? [] : list.split(',').map(Number);
    const next = indices
      .map((i) => files[i])
      .filter((file): file is string => file !== undefined && !drop(file))
      .map((file) => (kept.includes(file) ? kept.indexOf(file) : kept.push(file) - 1));
    return `__vite__mapDeps([${next.join(',')}])`;
  });
  return renumbered.replace(found[0], () => found[0].replace(found[1] as string, () => JSON.stringify(kept)));
}
