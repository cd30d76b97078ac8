/** A Content-Security-Policy as directive name to sources, in the order they are sent. */
export type Policy = Record<string, string[]>;

/**
 * The policy with each inline style's hash added to style-src, as one header value; a source the
 * policy already lists (the Spanish build reads the English build's back) is written once.
 */
export function policyWithStyles(policy: Policy, hashes: string[]): string {
  if (!policy['style-src']) throw new Error('content security policy: there is no style-src to add the inline styles\' hashes to');
  return Object.entries(policy)
    .map(([name, sources]) => [name, ...new Set([...sources, ...(name === 'style-src' ? hashes : [])])].join(' '))
    .join('; ');
}

/**
 * Netlify's _headers file (publish folder) with the policy for every path. One rule for "/*"
 * and no other rule setting the header: an unknown path is answered with 404.html under "/*"
 * alone, and no two rules overlap, so how Netlify combines overlapping rules cannot matter.
 */
export function headersFile(policy: string): string {
  return [
    '# Written by the build (site/vite/inlineCss.ts): the CSP allows each page\'s inline <style> by its hash.',
    '# netlify.toml sets the other headers; where both set one for a path, Netlify uses netlify.toml\'s.',
    '/*',
    `  Content-Security-Policy: ${policy}`,
    '',
  ].join('\n');
}

/** The 'sha256-...' sources of style-src in a _headers file's Content-Security-Policy lines. */
export function styleHashesIn(headers: string): string[] {
  const hashes: string[] = [];
  for (const line of headers.split('\n')) {
    const csp = /^\s*Content-Security-Policy:\s*(.*)$/i.exec(line);
    const styleSrc = csp?.[1]?.split(';').map((d) => d.trim().split(/\s+/)).find((d) => d[0] === 'style-src');
    hashes.push(...(styleSrc ?? []).filter((source) => source.startsWith("'sha256-")));
  }
  return hashes;
}
