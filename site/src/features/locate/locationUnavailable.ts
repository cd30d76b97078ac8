import { defineMessages, text } from '../../lib/i18n/messages';

// Apart from locate.ts: the button says it when the finder's code cannot load, and loads with the page.
const messages = defineMessages({
  unavailable: { id: 'locate.unavailable', defaultMessage: 'Location Unavailable' },
});

/** The title of a toast that found no position, or could not look for one. */
export const LOCATION_UNAVAILABLE = text(messages.unavailable);
