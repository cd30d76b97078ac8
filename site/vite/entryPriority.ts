/**
 * Marks the page's entry script `fetchpriority="low"`. The entry paints nothing: the first paint is
 * the prerendered HTML with its inline CSS, and the entry only starts the API requests and imports the
 * rest after that paint (site/src/app/main.tsx). At the default high priority a module script counts
 * as holding back the first paint in Lighthouse's simulation (site/bench/README.md, "Figures behind
 * the code"). Fails the build when Vite writes the tag otherwise.
 */
export function withLowFetchPriority(html: string, entryFile: string): string {
  const tag = `<script type="module" crossorigin src="/${entryFile}">`;
  if (!html.includes(tag)) throw new Error(`entry priority: no ${tag} in the page; Vite writes its entry script differently now`);
  return html.replace(tag, `<script type="module" crossorigin fetchpriority="low" src="/${entryFile}">`);
}
