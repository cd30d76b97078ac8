import { defineMessages, text } from '../../lib/i18n/messages';
import { COUNTY_FOUND } from '../../show-county/showCounty';
import type { SearchToast } from './resultToast';
import type { ZipCounty } from './zip';

const messages = defineMessages({
  spans: { id: 'search.zipSpans', defaultMessage: 'ZIP {zip} spans {count, plural, one {# county} other {# counties}}: {names}. Viewing {viewing}.' },
  outsideOne: {
    id: 'search.zipOutsideOne',
    defaultMessage: 'ZIP {zip} is in {county}, which the Demo view does not show.',
  },
  outsideSeveral: {
    id: 'search.zipOutsideSeveral',
    defaultMessage:
      'ZIP {zip} spans {count, plural, one {# county} other {# counties}}: {counties}, which the Demo view does not show.',
  },
  failed: { id: 'search.zipFailed', defaultMessage: 'ZIP Lookup Failed' },
  failedText: { id: 'search.zipFailedText', defaultMessage: 'Could not look up ZIP {zip}. Please check your connection and try again.' },
});

const place = (c: ZipCounty) => `${c.name}, ${c.state}`;

/** A ZIP that spans several counties, some in the view: all are named, the first in the view is shown. */
export function zipSpansToast(zip: string, counties: readonly ZipCounty[], viewing: string): SearchToast {
  const names = counties.map((c) => c.name).join(', ');
  return {
    variant: 'default',
    title: COUNTY_FOUND,
    description: text(messages.spans, { zip, count: counties.length, names, viewing }),
  };
}

/** Where a ZIP outside the Demo view's counties is (offerWiderView's text, which adds what the Measured view covers). */
export function zipOutsideView(zip: string, counties: readonly ZipCounty[]): string {
  if (counties.length === 1) return text(messages.outsideOne, { zip, county: place(counties[0]!) });
  return text(messages.outsideSeveral, { zip, count: counties.length, counties: counties.map(place).join('; ') });
}

/** The file could not be fetched for another reason than not existing. */
export function zipFailedToast(zip: string): SearchToast {
  return {
    variant: 'destructive',
    title: text(messages.failed),
    description: text(messages.failedText, { zip }),
  };
}
