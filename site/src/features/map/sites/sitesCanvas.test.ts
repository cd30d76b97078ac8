import { Map as LeafletMap } from 'leaflet';
import { SitesCanvas, type SitePoint } from './sitesCanvas';

const SITES: SitePoint[] = [
  { id: 'NC6170022580', lat: 34.6788, lon: -77.3453 },
  { id: 'NCD980557805', lat: 35.7796, lon: -78.6382 },
  { id: 'CAD980636914', lat: 36.7378, lon: -119.7871 },
];

/** A Leaflet map in a 600 x 400 px box (jsdom lays nothing out), at a view, with the sites' layer. */
function mapWithSites(center: [number, number], zoom: number) {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: 600 });
  Object.defineProperty(box, 'clientHeight', { value: 400 });
  document.body.append(box);
  const map = new LeafletMap(box, { zoomAnimation: false, fadeAnimation: false }).setView(center, zoom, { animate: false });
  const layer = new SitesCanvas(SITES, () => {}).addTo(map);
  return { map, layer };
}

describe('SitesCanvas.siteAt', () => {
  // jsdom draws nothing: the layer finds its sites without a canvas to draw them on.
  beforeEach(() => void vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => void vi.restoreAllMocks());

  it.each([
    ['North Carolina at zoom 7', [35, -78] as [number, number], 7],
    ['the country at a zoom between two', [38, -96] as [number, number], 4.5],
  ])('finds each site where Leaflet puts it on the map, and none a finger away: %s', (_, center, zoom) => {
    const { map, layer } = mapWithSites(center, zoom);
    map.panBy([37, -21], { animate: false });
    for (const site of SITES) {
      const at = map.latLngToContainerPoint([site.lat, site.lon]);
      expect(layer.siteAt(at.x + 1, at.y - 1)?.id).toBe(site.id);
      expect(layer.siteAt(at.x + 13, at.y)?.id).not.toBe(site.id);
    }
    map.remove();
  });
});
