import { defineMessages, text } from '../../lib/i18n/messages';
import { LOCATION_UNAVAILABLE } from './locationUnavailable';

const messages = defineMessages({
  notShared: { id: 'locate.notShared', defaultMessage: 'Location Not Shared' },
  notSharedText: { id: 'locate.notSharedText', defaultMessage: 'Your browser did not share your location. Search for your county or ZIP code instead.' },
  unsupportedText: { id: 'locate.unsupportedText', defaultMessage: 'This browser cannot tell your location. Search for your county or ZIP code instead.' },
  notFoundText: { id: 'locate.notFoundText', defaultMessage: 'Your position could not be found. Try again, or search for your county or ZIP code.' },
  located: { id: 'locate.located', defaultMessage: 'Your location is in {name}, {state}. Viewing {name}.' },
  locatedTract: { id: 'locate.locatedTract', defaultMessage: 'Your location is in {tract}. Viewing its figures.' },
  outsideView: {
    id: 'locate.outsideView',
    defaultMessage: 'Your location is in {name}, {state}, which the Demo view does not show.',
  },
  noCounty: { id: 'locate.noCounty', defaultMessage: 'No County Here' },
  noCountyText: {
    id: 'locate.noCountyText',
    defaultMessage: 'Your location is not inside a US county on this map. Search for your county or ZIP code instead.',
  },
});

/** What a visitor is told when the browser gives no position (GeolocationPositionError codes). */
export function locationErrorMessage(code: number | null): { title: string; description: string } {
  if (code === 1) return { title: text(messages.notShared), description: text(messages.notSharedText) };
  return {
    title: LOCATION_UNAVAILABLE,
    description: text(code === null ? messages.unsupportedText : messages.notFoundText),
  };
}

export interface PlaceName {
  name: string;
  state: string;
}

export const locatedMessage = ({ name, state }: PlaceName) => text(messages.located, { name, state });

/** The census tract under the position, named by tractTitle: "Census tract 6, Fresno County, CA". */
export const locatedTractMessage = (tract: string) => text(messages.locatedTract, { tract });

export const outsideViewMessage = ({ name, state }: PlaceName) => text(messages.outsideView, { name, state });

export const NOT_IN_A_COUNTY = {
  title: text(messages.noCounty),
  description: text(messages.noCountyText),
};
