import type { CountyRecord } from '../../lib/counties';
import { defineMessages, text } from '../../lib/i18n/messages';
import { echo, NO_RESULTS, type SearchToast } from './resultToast';

const messages = defineMessages({
  loading: { id: 'search.loading', defaultMessage: 'Loading Data' },
  loadingText: {
    id: 'search.loadingText',
    defaultMessage: 'The county data is still loading. Your search for "{query}" will run as soon as it arrives.',
  },
  unreadable: { id: 'search.unreadable', defaultMessage: 'No counties found matching "{query}". Try a county name, a state, or a 5-digit ZIP code.' },
  stateFound: { id: 'search.stateFound', defaultMessage: 'State Found' },
  stateText: {
    id: 'search.stateText',
    defaultMessage: 'Showing {state} and its {count, plural, one {# county} other {# counties}}. Choose one to see its figures.',
  },
  outsideState: {
    id: 'search.outsideState',
    defaultMessage: '{state} is a state that the Demo view does not show.',
  },
  outsideCounty: {
    id: 'search.outsideCounty',
    defaultMessage: '{county} is a county that the Demo view does not show.',
  },
  outsideCounties: {
    id: 'search.outsideCounties',
    defaultMessage:
      '"{query}" finds {count, plural, one {# county} other {# counties}} that the Demo view does not show, the first {county}.',
  },
});

/** A search made before the shown view's counties arrived: it runs when they do. */
export function loadingToast(query: string): SearchToast {
  return {
    variant: 'default',
    title: text(messages.loading),
    description: text(messages.loadingText, { query: echo(query) }),
  };
}

/** Text with nothing a search can use, such as a street address without its ZIP code. */
export function unreadableToast(query: string): SearchToast {
  return {
    variant: 'destructive',
    title: NO_RESULTS,
    description: text(messages.unreadable, { query: echo(query) }),
  };
}

/** A state named exactly: the map shows it whole and no county is opened. */
export function stateToast(stateName: string, counties: number): SearchToast {
  return {
    variant: 'default',
    title: text(messages.stateFound),
    description: text(messages.stateText, { state: stateName, count: counties }),
  };
}

/** What a search outside the Demo view found: a state, one county, or several. */
export type OutsideFind = { state: string } | { counties: readonly CountyRecord[] };

const place = (c: CountyRecord) => `${c.name}, ${c.stateCode}`;

/** Counties that the Demo view does not show, found by name or code: the same offer (offerWiderView) as a ZIP outside it. */
export function outsideView(query: string, found: OutsideFind): string {
  if ('state' in found) return text(messages.outsideState, { state: found.state });
  const [first] = found.counties;
  if (found.counties.length === 1) return text(messages.outsideCounty, { county: place(first!) });
  return text(messages.outsideCounties, { query: echo(query), count: found.counties.length, county: place(first!) });
}
