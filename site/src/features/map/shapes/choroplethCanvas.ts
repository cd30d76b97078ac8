import { DomUtil, Layer, point, type LatLng, type LeafletEventHandlerFn, type Map as LeafletMap, type Point } from 'leaflet';

/** How far past each edge of the view the canvas reaches, as a share of the view: a pan shows drawn counties. */
const PADDING = 0.5;

/** Draws the choropleth on a canvas whose user space is the map's zoom-0 world units. */
export type PaintWorld = (context: CanvasRenderingContext2D, pixelsPerUnit: number) => void;

/**
 * One canvas in the overlay pane that repaints the whole choropleth through `paint` after each move,
 * at the view's scale, and follows zoom animations with a CSS transform meanwhile, as Leaflet's own
 * canvas renderer does; through Leaflet's public API only.
 */
export class ChoroplethCanvas extends Layer {
  private readonly canvas = DomUtil.create('canvas', 'leaflet-zoom-animated');
  private readonly context = this.canvas.getContext('2d');
  private topLeft: Point = point(0, 0);
  private center: LatLng | null = null;
  private zoom = 0;
  private map: LeafletMap | null = null;

  constructor(private readonly paint: PaintWorld) {
    super();
  }

  override onAdd(map: LeafletMap): this {
    this.map = map;
    this.getPane()?.appendChild(this.canvas);
    this.update();
    return this;
  }

  override onRemove(): this {
    this.map = null;
    this.canvas.remove();
    return this;
  }

  override getEvents(): Record<string, LeafletEventHandlerFn> {
    return {
      viewreset: this.update,
      moveend: this.update,
      resize: this.update,
      zoom: () => this.map && this.followZoom(this.map.getCenter(), this.map.getZoom()),
      zoomanim: (event) => {
        const { center, zoom } = event as unknown as { center: LatLng; zoom: number };
        this.followZoom(center, zoom);
      },
    };
  }

  /** Repaints at the current view, after a restyle. */
  redraw(): void {
    if (this.map) this.draw(this.map);
  }

  private update(): void {
    const map = this.map;
    if (!map) return;
    const size = map.getSize();
    this.topLeft = map.containerPointToLayerPoint(size.multiplyBy(-PADDING)).round();
    this.center = map.getCenter();
    this.zoom = map.getZoom();
    const css = size.multiplyBy(1 + 2 * PADDING).round();
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(css.x * ratio);
    this.canvas.height = Math.round(css.y * ratio);
    this.canvas.style.width = `${css.x}px`;
    this.canvas.style.height = `${css.y}px`;
    DomUtil.setPosition(this.canvas, this.topLeft);
    this.draw(map);
  }

  private draw(map: LeafletMap): void {
    const context = this.context;
    if (!context) return;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    const ratio = this.canvas.width / (parseFloat(this.canvas.style.width) || 1);
    const scale = map.getZoomScale(this.zoom, 0);
    const origin = this.topLeft.add(map.getPixelOrigin());
    context.setTransform(ratio * scale, 0, 0, ratio * scale, -ratio * origin.x, -ratio * origin.y);
    this.paint(context, scale);
  }

  /** Scales and moves the drawn canvas towards the view a zoom is going to, until moveend repaints it. */
  private followZoom(center: LatLng, zoom: number): void {
    const map = this.map;
    if (!map || !this.center) return;
    const scale = map.getZoomScale(zoom, this.zoom);
    const mapPane = map.getPane('mapPane');
    const panePosition = (mapPane && DomUtil.getPosition(mapPane)) || point(0, 0);
    const newPixelOrigin = map.project(center, zoom).subtract(map.getSize().divideBy(2)).add(panePosition).round();
    const offset = map
      .getSize()
      .multiplyBy(-(0.5 + PADDING) * scale)
      .add(map.project(this.center, zoom))
      .subtract(newPixelOrigin);
    DomUtil.setTransform(this.canvas, offset, scale);
  }
}
