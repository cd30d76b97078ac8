import { latLng, map as leafletMap, type Map as LeafletMap } from 'leaflet';
import { countyHover } from './countyHover';

interface Place {
  name: string;
}

const fresno: Place = { name: 'Fresno' };
const kern: Place = { name: 'Kern' };
const here = latLng(36.7, -119.8);
const there = latLng(35.3, -118.7);

function setUp() {
  const container = document.createElement('div');
  document.body.append(container);
  const map: LeafletMap = leafletMap(container).setView([36, -119], 6);
  const content = vi.fn((place: Place) => Object.assign(document.createElement('p'), { textContent: place.name }));
  const onSelect = vi.fn();
  const onHover = vi.fn();
  const hover = countyHover(map, content, onSelect, onHover);
  const tooltip = () => container.querySelector('.leaflet-tooltip')?.textContent ?? null;
  return { map, hover, content, onSelect, onHover, tooltip };
}

describe('countyHover', () => {
  afterEach(() => document.body.replaceChildren());

  it('opens the tooltip over a county, follows the pointer without rebuilding it, and closes when the pointer leaves', () => {
    const { hover, content, onHover, tooltip } = setUp();
    hover.pointAt(fresno, here);
    expect(tooltip()).toBe('Fresno');
    hover.pointAt(fresno, there);
    expect(content).toHaveBeenCalledTimes(1);
    expect(onHover.mock.calls).toEqual([[fresno]]);
    hover.pointAt(kern, there);
    expect(tooltip()).toBe('Kern');
    hover.pointAt(null, here);
    expect(tooltip()).toBeNull();
    hover.pointAt(kern, here);
    hover.leave();
    expect(tooltip()).toBeNull();
    expect(onHover.mock.calls).toEqual([[fresno], [kern], [null], [kern], [null]]);
  });

  it('shows and selects the county clicked, and nothing for a click beside the counties', () => {
    const { hover, onSelect, tooltip } = setUp();
    hover.click(fresno, here);
    expect(tooltip()).toBe('Fresno');
    expect(onSelect).toHaveBeenCalledWith(fresno);
    hover.click(null, here);
    expect(tooltip()).toBeNull();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('rewrites the open tooltip on refresh, and none when closed', () => {
    const { hover, content } = setUp();
    hover.refresh();
    expect(content).not.toHaveBeenCalled();
    hover.pointAt(kern, here);
    hover.refresh();
    expect(content).toHaveBeenCalledTimes(2);
  });
});
