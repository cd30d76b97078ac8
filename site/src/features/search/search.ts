import type { County } from '../../lib/counties';

export interface SearchResult {
  /** The trimmed text the user searched for. */
  query: string;
  /** First match in API order (sorted by FIPS), or null. */
  match: County | null;
  count: number;
}

/** Trimmed, case-insensitive substring match on name, state or state code; blank text is no search (null). */
export function searchCounties(counties: readonly County[], text: string): SearchResult | null {
  const query = text.trim();
  if (query === '') return null;
  const needle = query.toLowerCase();
  const matches = counties.filter((c) =>
    [c.name, c.state, c.stateCode].some((field) => field.toLowerCase().includes(needle)),
  );
  return { query, match: matches[0] ?? null, count: matches.length };
}

export interface SearchToast {
  variant: 'default' | 'destructive';
  title: string;
  description: string;
}

export function searchToast(result: SearchResult): SearchToast {
  if (!result.match) {
    return {
      variant: 'destructive',
      title: 'No Results',
      description: `No counties found matching "${result.query}". Try searching for a county name or state.`,
    };
  }
  const noun = result.count === 1 ? 'county' : 'counties';
  return {
    variant: 'default',
    title: 'County Found',
    description: `Found ${result.count} matching ${noun}. Viewing ${result.match.name}.`,
  };
}
