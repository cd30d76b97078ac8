import { DomUtil, Layer, point, type LatLng, type LeafletEventHandlerFn, type Map as LeafletMap, type Point } from 'leaflet';
import type { ShapesWorker } from '../../../lib/shapes/loadShapes';
import type { ChoroplethStyle } from '../../../lib/shapes/paintCounties';

/** How far past each edge of the view the canvas reaches, as a share of the view: a pan shows painted counties. */
const PADDING = 0.5;

/** A view sent to the worker: where its picture goes, and the map's centre and zoom it was painted for. */
interface Placement {
  topLeft: Point;
  size: Point;
  center: LatLng;
  zoom: number;
}

/**
 * One canvas in the overlay pane, painted by the shapes worker through an OffscreenCanvas: after each
 * move the page sends the new view and moves the canvas there once the worker has painted it, so the
 * old picture never shows at the new place. Meanwhile it follows zoom animations with a CSS
 * transform, as Leaflet's own canvas renderer does, through Leaflet's public API only.
 */
export class ChoroplethCanvas extends Layer {
  private readonly canvas = DomUtil.create('canvas', 'leaflet-zoom-animated county-choropleth');
  private map: LeafletMap | null = null;
  private center: LatLng | null = null;
  private zoom = 0;
  private seq = 0;
  private pending = new Map<number, Placement>();
  private readonly stopListening: () => void;

  constructor(
    private readonly worker: ShapesWorker,
    style: ChoroplethStyle,
    /** Called after each paint the worker reports, the first included. */
    private readonly onPainted: () => void,
  ) {
    super();
    const offscreen = this.canvas.transferControlToOffscreen();
    worker.post({ type: 'canvas', canvas: offscreen, style }, [offscreen]);
    this.stopListening = worker.listen((message) => {
      if (message.type !== 'painted') return;
      const placement = this.pending.get(message.seq);
      if (placement) this.place(placement, message.seq);
      this.onPainted();
    });
  }

  override onAdd(map: LeafletMap): this {
    this.map = map;
    this.getPane()?.appendChild(this.canvas);
    this.update();
    return this;
  }

  override onRemove(): this {
    this.map = null;
    this.stopListening();
    this.worker.post({ type: 'release' });
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

  private update(): void {
    const map = this.map;
    if (!map) return;
    const size = map.getSize().multiplyBy(1 + 2 * PADDING).round();
    const topLeft = map.containerPointToLayerPoint(map.getSize().multiplyBy(-PADDING)).round();
    const origin = topLeft.add(map.getPixelOrigin());
    const zoom = map.getZoom();
    const seq = ++this.seq;
    this.pending.set(seq, { topLeft, size, center: map.getCenter(), zoom });
    this.worker.post({
      type: 'view',
      seq,
      view: { width: size.x, height: size.y, ratio: window.devicePixelRatio || 1, scale: map.getZoomScale(zoom, 0), originX: origin.x, originY: origin.y },
    });
  }

  /** Shows the canvas where the view with this number was painted; older views are dropped. */
  private place({ topLeft, size, center, zoom }: Placement, seq: number): void {
    for (const older of this.pending.keys()) if (older <= seq) this.pending.delete(older);
    this.center = center;
    this.zoom = zoom;
    this.canvas.style.width = `${size.x}px`;
    this.canvas.style.height = `${size.y}px`;
    DomUtil.setPosition(this.canvas, topLeft);
  }

  /** Scales and moves the painted canvas towards the view a zoom is going to, until the worker paints that view. */
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
