import type { CountyRecord } from '../../lib/counties';

// The toast a search's outcome gets, apart from the search itself: the box shows it for a chosen
// suggestion without loading the search's code.

export const ECHO_LIMIT = 60;

/** A query as messages repeat it: at most ECHO_LIMIT characters, the rest cut with an ellipsis. */
export function echo(query: string): string {
  const chars = [...query];
  return chars.length <= ECHO_LIMIT ? query : `${chars.slice(0, ECHO_LIMIT - 1).join('').trimEnd()}…`;
}

export interface SearchResult {
  /** The trimmed text the user searched for. */
  query: string;
  /** The best-ranked match, or null. */
  match: CountyRecord | null;
  count: number;
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
      description: `No counties found matching "${echo(result.query)}". Try searching for a county name or state.`,
    };
  }
  const noun = result.count === 1 ? 'county' : 'counties';
  return {
    variant: 'default',
    title: 'County Found',
    description: `Found ${result.count} matching ${noun}. Viewing ${result.match.name}.`,
  };
}
