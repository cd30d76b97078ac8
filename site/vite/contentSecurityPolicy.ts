import { createHash } from 'node:crypto';

/** A Content-Security-Policy as directive name to sources, in the order they are sent. */
export type Policy = Record<string, string[]>;

/**
 * The policy with the inline elements' hashes added to the directive (style-src, script-src), as one
 * header value; a source the policy already lists (the Spanish build reads the English build's back)
 * is written once.
 */
export function policyWithHashes(policy: Policy, directive: string, hashes: string[]): string {
  if (!policy[directive]) throw new Error(`content security policy: there is no ${directive} to add the inline elements' hashes to`);
  return Object.entries(policy)
    .map(([name, sources]) => [name, ...new Set([...sources, ...(name === directive ? hashes : [])])].join(' '))
    .join('; ');
}

/**
 * Netlify's _headers file (publish folder): the policy for every path, then the rules the build
 * derives from the manifest (apiHeaders.ts). One rule for "/*" and no other rule setting the policy:
 * an unknown path is answered with 404.html under "/*" alone. The other rules set other headers, so
 * how Netlify combines overlapping rules cannot matter.
 */
export function headersFile(policy: string, rules: readonly string[] = []): string {
  return [
    '# Written by the build (site/vite/inlineCss.ts, inlineScripts.ts): the CSP allows each page\'s inline <style> and <script> by its hash;',
    '# the API files\' types and download names come from /api/manifest (site/vite/apiHeaders.ts).',
    '# netlify.toml sets the other headers; where both set one for a path, Netlify uses netlify.toml\'s.',
    '/*',
    `  Content-Security-Policy: ${policy}`,
    ...rules,
    '',
  ].join('\n');
}

/** The CSP source that allows exactly an inline element (a <style>, a <script>) with this text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const POLICY_LINE = /^(\s*Content-Security-Policy:\s*)(.*)$/i;

/** A Content-Security-Policy header value read back into its directives. */
function policyOf(value: string): Policy {
  const directives = value.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]);
  return Object.fromEntries(directives.map(([name, ...sources]) => [name as string, sources]));
}

/** The 'sha256-...' sources of a directive (style-src, script-src) in a _headers file's Content-Security-Policy lines. */
export function hashesIn(headers: string, directive: string): string[] {
  return headers
    .split('\n')
    .flatMap((line) => policyOf(POLICY_LINE.exec(line)?.[2] ?? '')[directive] ?? [])
    .filter((source) => source.startsWith("'sha256-"));
}

/** The _headers file with the hashes added to the directive of its every Content-Security-Policy line, each written once. */
export function headersWithHashes(headers: string, directive: string, hashes: string[]): string {
  return headers
    .split('\n')
    .map((line) => {
      const csp = POLICY_LINE.exec(line);
      return csp ? (csp[1] as string) + policyWithHashes(policyOf(csp[2] as string), directive, hashes) : line;
    })
    .join('\n');
}
