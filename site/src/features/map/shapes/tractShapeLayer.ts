import type { FeatureGroup, LatLng, LeafletMouseEvent, Map as LeafletMap } from 'leaflet';
import { indexAreas, type AreaIndex } from '../../../lib/shapes/areaIndex';
import { boxMiddle, interiorPoint } from '../../../lib/shapes/interiorPoint';
import type { AreaShapes } from '../../../lib/shapes/decodeShapes';
import { TRACT } from '../../../lib/shapes/geographies';
import type { LoadedShapes } from '../../../lib/shapes/loadShapes';
import { countyFills } from '../../../lib/shapes/paintCounties';
import { parentFileKey, parentFiles } from '../../../lib/shapes/parentFiles';
import { parentsInView } from '../../../lib/shapes/parentsInView';
import { countyOfTract, loadTractFigures, type Tract, type TractFigures } from '../../../lib/tracts/tractFigures';
import { hasTracts, TRACT_ZOOM } from '../../../lib/tracts/tractState';
import { countyHover } from '../countyHover';
import { offerAreas, type KeyboardArea } from '../keyboard/keyboardAreas';
import { areaOutline, outlineRenderer } from './areaOutline';
import { worldBoxOf } from './worldBox';

export interface TractShapeLayerOptions {
  /** The counties as the map draws them: their outlines find the counties in view, their worker paints the tracts. */
  counties: LoadedShapes;
  fillOf: (figures: TractFigures, tract: Tract) => string;
  tooltipOf: (figures: TractFigures, tract: Tract) => HTMLElement;
  /** What a screen reader hears for it on the map's keyboard path. */
  labelOf: (figures: TractFigures, tract: Tract) => string;
  onSelect: (tract: Tract) => void;
  /** Opens its card and gives it focus (Enter on the map). */
  onOpen: (tract: Tract) => void;
  /** The counties whose tracts are drawn now (none below the tracts' zoom), and one of their figures files. */
  onShown: (counties: ReadonlySet<string>, figures: TractFigures | null) => void;
}

export interface TractShapeLayer {
  /** Refills every tract from fillOf. */
  restyle: () => void;
  /** Outlines the selected tract (null: none). */
  outlineSelected: (id: string | null) => void;
  remove: () => void;
}

/** A county's tracts, once both their shapes and their figures are in. */
interface CountyTracts {
  shapes: AreaShapes;
  index: AreaIndex;
  figures: TractFigures;
  /** The figures of each shape (null: a shape without figures, water). */
  tractAt: (Tract | null)[];
  /** Its tracts with figures where the keyboard places them: found on its first key press. */
  keyboardAreas?: KeyboardArea[];
}

/**
 * The census tracts of the counties in view, from the tracts' zoom: each county's shapes and figures
 * fetched the first time it is in view, painted by the counties' worker over them, hovered and
 * clicked as the counties are (countyHover.ts), and offered to the map's keyboard path (MapKeyboard)
 * as the tracts of the counties shown.
 */
export function addTractShapes(map: LeafletMap, options: TractShapeLayerOptions): TractShapeLayer {
  const { counties, fillOf, tooltipOf, labelOf, onSelect, onOpen, onShown } = options;
  const { worker } = counties;
  const shapesOf = parentFiles(TRACT, worker);
  const withFiles = new Set(counties.shapes.ids.filter(hasTracts));
  const loaded = new Map<string, CountyTracts>();
  const loading = new Set<string>();
  let shown = new Set<string>();
  let removed = false;
  const outlines = outlineRenderer(map);
  let selected: string | null = null;
  let selectedOutline: FeatureGroup | null = null;
  let hoverOutline: FeatureGroup | null = null;

  const outlineOf = (id: string | null) => {
    const tracts = id === null ? undefined : loaded.get(countyOfTract(id));
    const area = tracts?.shapes.ids.indexOf(id!) ?? -1;
    return tracts && area >= 0 ? areaOutline(map, outlines, tracts.shapes, area) : null;
  };
  const sendFills = (county: string, { figures, tractAt }: CountyTracts) =>
    worker.post({ type: 'fills', key: parentFileKey(TRACT, county), fills: countyFills(tractAt.length, (t) => (tractAt[t] ? fillOf(figures, tractAt[t]) : null)) });

  const showInView = () => {
    if (removed) return;
    const zoom = map.getZoom();
    const inView = zoom >= TRACT_ZOOM ? parentsInView(counties.shapes, withFiles, worldBoxOf(map)) : [];
    const next = new Set(inView.filter((county) => loaded.has(county)));
    for (const county of loaded.keys()) if (next.has(county) !== shown.has(county)) worker.post({ type: 'visible', key: parentFileKey(TRACT, county), visible: next.has(county) });
    shown = next;
    onShown(shown, shown.size > 0 ? loaded.get([...shown][0]!)!.figures : null);
    for (const county of inView) if (!loaded.has(county) && !loading.has(county)) load(county);
  };

  const load = (county: string) => {
    loading.add(county);
    Promise.all([shapesOf(county), loadTractFigures(county)])
      .then(([shapes, figures]) => {
        if (removed) return;
        const tracts = { shapes, index: indexAreas(shapes), figures, tractAt: shapes.ids.map((id) => figures.byId.get(id) ?? null) };
        loaded.set(county, tracts);
        sendFills(county, tracts);
        // Hidden until showInView finds it still in view.
        worker.post({ type: 'visible', key: parentFileKey(TRACT, county), visible: false });
        if (selected !== null && countyOfTract(selected) === county) selectedOutline = outlineOf(selected);
        showInView();
      })
      // A county whose tracts did not load keeps its county colour; the next move asks again.
      .catch(() => undefined)
      .finally(() => loading.delete(county));
  };

  const hover = countyHover<Tract>(map, (tract) => tooltipOf(loaded.get(countyOfTract(tract.id))!.figures, tract), onSelect, (tract) => {
    hoverOutline?.remove();
    hoverOutline = outlineOf(tract?.id ?? null);
  });
  const tractUnder = (latlng: LatLng): Tract | null => {
    const world = map.project(latlng, 0);
    const county = counties.index.areaAtWorld(world.x, world.y);
    const tracts = county === null || !shown.has(counties.shapes.ids[county]!) ? undefined : loaded.get(counties.shapes.ids[county]!);
    const tract = tracts?.index.areaAtWorld(world.x, world.y) ?? null;
    return tract === null ? null : (tracts!.tractAt[tract] ?? null);
  };
  const events = {
    moveend: showInView,
    mousemove: (event: LeafletMouseEvent) => hover.pointAt(tractUnder(event.latlng), event.latlng),
    mouseout: () => hover.leave(),
    click: (event: LeafletMouseEvent) => hover.click(tractUnder(event.latlng), event.latlng),
  };
  map.on(events);
  showInView();

  const keyboardAreasOf = (tracts: CountyTracts) =>
    (tracts.keyboardAreas ??= tracts.tractAt.flatMap((tract, area) => (tract ? [{ id: tract.id, latLng: map.unproject(boxMiddle(tracts.shapes, area), 0) }] : [])));
  const figuresOf = (id: string) => loaded.get(countyOfTract(id))!.figures;
  const withdraw = offerAreas(map, {
    areas: () => [...shown].flatMap((county) => keyboardAreasOf(loaded.get(county)!)),
    show(id) {
      const tracts = id === null || !shown.has(countyOfTract(id)) ? undefined : loaded.get(countyOfTract(id));
      const area = tracts ? tracts.shapes.ids.indexOf(id!) : -1;
      const tract = area < 0 ? null : tracts!.tractAt[area];
      if (tract) hover.pointAt(tract, map.unproject(interiorPoint(tracts!.shapes, area), 0));
      else hover.leave();
    },
    label: (id) => labelOf(figuresOf(id), figuresOf(id).byId.get(id)!),
    open: (id) => onOpen(figuresOf(id).byId.get(id)!),
  });

  return {
    restyle() {
      for (const [county, tracts] of loaded) sendFills(county, tracts);
      hover.refresh();
    },
    outlineSelected(id) {
      selected = id;
      selectedOutline?.remove();
      selectedOutline = outlineOf(id);
    },
    remove() {
      removed = true;
      withdraw();
      map.off(events);
      hover.leave();
      selectedOutline?.remove();
      for (const county of loaded.keys()) worker.post({ type: 'visible', key: parentFileKey(TRACT, county), visible: false });
      onShown(new Set(), null);
    },
  };
}
