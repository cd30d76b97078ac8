import { Control } from 'leaflet';
import { leafletCredit, TILE_ATTRIBUTION } from './attribution';

describe('the map credit lines', () => {
  it('credit OpenStreetMap with a link to its copyright page', () => {
    const credit = document.createElement('p');
    credit.innerHTML = TILE_ATTRIBUTION;
    expect(credit).toHaveTextContent('© OpenStreetMap contributors');
    expect(credit.querySelector('a')).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  it("keep Leaflet's own credit as Leaflet writes it, its title said by the page", () => {
    const leaflet = Control.Attribution.prototype.options.prefix;
    expect(typeof leaflet, "Leaflet's default credit is HTML with a titled link").toBe('string');
    expect(leafletCredit()).toBe(leaflet);
    expect(leafletCredit('<a href="https://leafletjs.com" title="x">Leaflet</a>')).toBe(
      '<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">Leaflet</a>',
    );
    expect(leafletCredit(false)).toBe(false);
  });
});
