import { Control } from 'leaflet';
import { leafletCredit, TILE_ATTRIBUTION } from './attribution';

describe('the map credit lines', () => {
  it('credit OpenStreetMap with a link to its copyright page', () => {
    const credit = document.createElement('p');
    credit.innerHTML = TILE_ATTRIBUTION;
    expect(credit).toHaveTextContent('© OpenStreetMap contributors');
    expect(credit.querySelector('a')).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  // The Spanish page's title for it is checked there, by the e2e walk for English left over (spanish.test.mjs).
  it("keep Leaflet's own credit as Leaflet writes it on the English page", () => {
    const leaflet = Control.Attribution.prototype.options.prefix;
    expect(typeof leaflet, "Leaflet's default credit is HTML with a titled link").toBe('string');
    expect(leafletCredit()).toBe(leaflet);
    expect(leafletCredit('<a href="https://leafletjs.com" title="x">Leaflet</a>')).toBe('<a href="https://leafletjs.com" title="x">Leaflet</a>');
    expect(leafletCredit(false)).toBe(false);
  });
});
