import { Control, type Control as ControlTypes } from 'leaflet';
import { LANG } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';

const messages = defineMessages({
  tiles: { id: 'map.tileAttribution', defaultMessage: '© <osm>OpenStreetMap</osm> contributors' },
  leafletTitle: { id: 'map.leafletTitle', defaultMessage: 'A JavaScript library for interactive maps' },
});

/** The tiles' credit line, as HTML for Leaflet's attribution control. */
export const TILE_ATTRIBUTION = text(messages.tiles, {
  osm: (chunks: string[]) => `<a href="https://www.openstreetmap.org/copyright">${chunks.join('')}</a>`,
});

const attributeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Leaflet's own credit (its link, with its flag where the browser draws inline SVG) with the link's
 * title in the page's language, where Leaflet's default says it in English: on the English page it
 * is Leaflet's default exactly.
 */
export function leafletCredit(leaflet: ControlTypes.AttributionOptions['prefix'] = Control.Attribution.prototype.options.prefix) {
  if (LANG === 'en' || typeof leaflet !== 'string') return leaflet;
  return leaflet.replace(/title="[^"]*"/, () => `title="${attributeText(text(messages.leafletTitle))}"`);
}
