import { DomUtil, Layer, type LeafletEventHandlerFn, type Map as LeafletMap } from 'leaflet';

/** A point of the layer: where it is, and what a press on it opens. */
export interface SitePoint {
  id: string;
  lat: number;
  lon: number;
}

const PANE = 'sites';
/** Half the diamond's diagonal, in CSS pixels, and the selected site's. */
const SIZE = 6;
const SELECTED_SIZE = 9;
/** How near a press must come to a site's centre to open it, in CSS pixels: a finger's width. */
const HIT = 12;

/** The diamond of a site: dark, edged in white, so it stands out on every colour of the ramp and on the tiles. */
function diamond(context: CanvasRenderingContext2D, x: number, y: number, size: number): void {
  context.beginPath();
  context.moveTo(x, y - size);
  context.lineTo(x + size, y);
  context.lineTo(x, y + size);
  context.lineTo(x - size, y);
  context.closePath();
  context.fill();
  context.stroke();
}

/**
 * Every site as a diamond on one canvas of its own pane, above the counties: redrawn whole after each
 * move, hidden while a zoom animates. The canvas takes no pointer events: a press on the map is
 * checked against the sites first (capture on the map's box), and one on a site opens it and goes no
 * further, so the county beneath is not chosen too.
 */
export class SitesCanvas extends Layer {
  private readonly canvas = DomUtil.create('canvas', 'sites-canvas leaflet-zoom-hide');
  private map: LeafletMap | null = null;
  private selected: string | null = null;
  /** The map was dragged since the last press began: the click that ends a drag opens nothing. */
  private dragged = false;
  private firstDraw: number | undefined;

  constructor(
    private readonly points: readonly SitePoint[],
    private readonly onSelect: (id: string) => void,
  ) {
    super({ pane: PANE });
  }

  override onAdd(map: LeafletMap): this {
    this.map = map;
    if (!map.getPane(PANE)) map.createPane(PANE).style.zIndex = '460';
    this.getPane()?.appendChild(this.canvas);
    map.getContainer().addEventListener('click', this.press, true);
    map.getContainer().addEventListener('mousemove', this.hover);
    // A new canvas's first use makes its pixels, which at 4x CPU takes about as long as the first
    // drawing of the diamonds (20-50 ms each): the first here, the drawing in a task of its own, so
    // that no one task does both.
    this.fit(map);
    this.firstDraw = window.setTimeout(() => this.draw());
    return this;
  }

  override onRemove(map: LeafletMap): this {
    window.clearTimeout(this.firstDraw);
    map.getContainer().removeEventListener('click', this.press, true);
    map.getContainer().removeEventListener('mousemove', this.hover);
    map.getContainer().classList.remove('site-hovered');
    this.canvas.remove();
    this.map = null;
    return this;
  }

  override getEvents(): Record<string, LeafletEventHandlerFn> {
    return {
      moveend: this.draw,
      resize: this.draw,
      viewreset: this.draw,
      zoomend: this.draw,
      dragstart: () => (this.dragged = true),
      mousedown: () => (this.dragged = false),
    };
  }

  /** Marks the site whose card is open (null: none). */
  select(id: string | null): void {
    if (id === this.selected) return;
    this.selected = id;
    this.draw();
  }

  /** The site nearest a point of the map's box, within a press's reach; null for none. */
  siteAt(x: number, y: number): SitePoint | null {
    const map = this.map;
    if (!map) return null;
    let best: SitePoint | null = null;
    let bestDistance = HIT * HIT;
    for (const site of this.points) {
      const p = map.latLngToContainerPoint([site.lat, site.lon]);
      const distance = (p.x - x) ** 2 + (p.y - y) ** 2;
      if (distance <= bestDistance) [best, bestDistance] = [site, distance];
    }
    return best;
  }

  private readonly press = (event: MouseEvent): void => {
    const map = this.map;
    if (!map || this.dragged) return;
    const p = map.mouseEventToContainerPoint(event);
    const site = this.siteAt(p.x, p.y);
    if (!site) return;
    event.stopPropagation();
    this.onSelect(site.id);
  };

  private readonly hover = (event: MouseEvent): void => {
    const map = this.map;
    if (!map) return;
    const p = map.mouseEventToContainerPoint(event);
    map.getContainer().classList.toggle('site-hovered', this.siteAt(p.x, p.y) !== null);
  };

  /** Sizes the canvas to the map's box and places it over it, blank; its context, null where the browser has none. */
  private fit(map: LeafletMap): CanvasRenderingContext2D | null {
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(size.x * ratio);
    this.canvas.height = Math.round(size.y * ratio);
    this.canvas.style.width = `${size.x}px`;
    this.canvas.style.height = `${size.y}px`;
    DomUtil.setPosition(this.canvas, map.containerPointToLayerPoint([0, 0]));
    const context = this.canvas.getContext('2d');
    context?.setTransform(ratio, 0, 0, ratio, 0, 0);
    return context;
  }

  private draw(): void {
    const map = this.map;
    if (!map) return;
    const context = this.fit(map);
    if (!context) return;
    const size = map.getSize();
    context.fillStyle = '#1b1b1f';
    context.strokeStyle = '#ffffff';
    context.lineWidth = 1.5;
    let selected: SitePoint | null = null;
    for (const site of this.points) {
      const p = map.latLngToContainerPoint([site.lat, site.lon]);
      if (p.x < -SIZE || p.y < -SIZE || p.x > size.x + SIZE || p.y > size.y + SIZE) continue;
      if (site.id === this.selected) selected = site;
      else diamond(context, p.x, p.y, SIZE);
    }
    if (selected) {
      const p = map.latLngToContainerPoint([selected.lat, selected.lon]);
      context.lineWidth = 2.5;
      diamond(context, p.x, p.y, SELECTED_SIZE);
    }
  }
}
