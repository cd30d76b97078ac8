import type { CountyRecord } from '../../lib/counties';
import { defineMessages, text } from '../../lib/i18n/messages';
import { COUNTY_FOUND } from '../../show-county/showCounty';

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

// The specification's toasts, its English exact.
const messages = defineMessages({
  noResults: { id: 'search.noResults', defaultMessage: 'No Results' },
  noMatch: { id: 'search.noMatch', defaultMessage: 'No counties found matching "{query}". Try searching for a county name or state.' },
  found: { id: 'search.found', defaultMessage: 'Found {count, plural, one {# matching county} other {# matching counties}}. Viewing {name}.' },
});

/** The title of a search that found nothing. */
export const NO_RESULTS = text(messages.noResults);

export interface SearchToast {
  variant: 'default' | 'destructive';
  title: string;
  description: string;
}

export function searchToast(result: SearchResult): SearchToast {
  if (!result.match) {
    return {
      variant: 'destructive',
      title: NO_RESULTS,
      description: text(messages.noMatch, { query: echo(result.query) }),
    };
  }
  return {
    variant: 'default',
    title: COUNTY_FOUND,
    description: text(messages.found, { count: result.count, name: result.match.name }),
  };
}
