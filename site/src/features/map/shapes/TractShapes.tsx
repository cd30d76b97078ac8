import { useEffect, useRef } from 'react';
import { latLngBounds, type LatLngBounds, type Map as LeafletMap } from 'leaflet';
import { tractArea } from '../../../lib/data/area';
import type { AreaShapes } from '../../../lib/shapes/decodeShapes';
import { TRACT } from '../../../lib/shapes/geographies';
import type { LoadedShapes } from '../../../lib/shapes/loadShapes';
import { parentFiles } from '../../../lib/shapes/parentFiles';
import { measuredColour } from '../../../lib/figures/measuredPalette';
import { tractScore, type Tract, type TractFigures } from '../../../lib/tracts/tractFigures';
import { TRACT_FOCUS_MAX_ZOOM, TRACT_ZOOM } from '../../../lib/tracts/tractState';
import { tractTitle } from '../../../lib/tracts/tractText';
import { useAppStore } from '../../../store/appStore';
import { selectLayerTable, selectSelectedLayers, selectSelectedTract, selectTractsRequest } from '../../../store/selectors';
import { tractLabel, tractTooltipContent } from '../tractTooltip';
import { addTractShapes, type TractShapeLayer } from './tractShapeLayer';

const fillOf = (figures: TractFigures, tract: Tract) => {
  const state = useAppStore.getState();
  return measuredColour(tractScore(tract, figures, state.selectedLayers, selectLayerTable(state)));
};
const tooltipOf = (figures: TractFigures, tract: Tract) => {
  const state = useAppStore.getState();
  return tractTooltipContent(state.dataView, tractTitle(tract, state.measuredCounties), figures, tract, state.selectedLayers, selectLayerTable(state));
};
const labelOf = (figures: TractFigures, tract: Tract) => {
  const state = useAppStore.getState();
  return tractLabel(state.dataView, tractTitle(tract, state.measuredCounties), figures, tract, state.selectedLayers, selectLayerTable(state));
};

// The last request the map was fitted for: a view drawn anew does not fit it again.
let fittedRequest = 0;

function boundsOf(map: LeafletMap, shapes: AreaShapes, area: number): LatLngBounds {
  const [west, north, east, south] = shapes.bounds.slice(area * 4, area * 4 + 4);
  return latLngBounds(map.unproject([west!, north!], 0), map.unproject([east!, south!], 0));
}

/** Centres the map on bounds at the zoom that holds them, within the tracts' zooms. */
function fitWithinTractZooms(map: LeafletMap, bounds: LatLngBounds, maxZoom: number) {
  map.setView(bounds.getCenter(), Math.min(maxZoom, Math.max(TRACT_ZOOM, map.getBoundsZoom(bounds.pad(0.25)))));
}

/**
 * Fits the map to a county at the tracts' zoom when its card asks to show its tracts, or to one
 * tract (its link, a search, a position) once the county's tract outlines are in: a tract can lie far
 * from its county's middle (Catalina's, off Los Angeles County's).
 */
function useFitTracts(map: LeafletMap, counties: LoadedShapes) {
  const request = useAppStore(selectTractsRequest);
  useEffect(() => {
    const county = request === null || request.seq <= fittedRequest ? -1 : counties.shapes.ids.indexOf(request.county);
    if (county < 0) return;
    fittedRequest = request!.seq;
    const countyBounds = boundsOf(map, counties.shapes, county);
    const { tract } = request!;
    if (tract === null) {
      fitWithinTractZooms(map, countyBounds, Infinity);
      return;
    }
    let current = true;
    parentFiles(TRACT, counties.worker)(request!.county).then(
      (tracts) => {
        const area = tracts.ids.indexOf(tract);
        if (current) fitWithinTractZooms(map, area < 0 ? countyBounds : boundsOf(map, tracts, area), TRACT_FOCUS_MAX_ZOOM);
      },
      // Without the outlines the county's tracts are the nearest view: the layer asks for the file again there.
      () => {
        if (current) fitWithinTractZooms(map, countyBounds, Infinity);
      },
    );
    return () => {
      current = false;
    };
  }, [map, counties, request]);
}

export interface TractShapesProps {
  map: LeafletMap;
  counties: LoadedShapes;
  /** The counties whose tracts are drawn over them: they are neither filled nor hovered as counties. */
  onCovered: (counties: ReadonlySet<string>) => void;
}

/** California's census tracts over the Measured view's counties, from the tracts' zoom; renders nothing itself. */
export function TractShapes({ map, counties, onCovered }: TractShapesProps) {
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const selectedTract = useAppStore(selectSelectedTract);
  const layer = useRef<TractShapeLayer | null>(null);
  useFitTracts(map, counties);

  useEffect(() => {
    const { selectTract, openAreaCard, setTractRanks } = useAppStore.getState();
    const added = addTractShapes(map, {
      counties,
      fillOf,
      tooltipOf,
      labelOf,
      onSelect: (tract) => selectTract(tract.id),
      onOpen: (tract) => openAreaCard(tractArea(tract.id)),
      onShown: (shown, figures) => {
        onCovered(shown);
        setTractRanks(figures?.percentile ?? null);
      },
    });
    added.outlineSelected(selectSelectedTract(useAppStore.getState()));
    layer.current = added;
    return () => {
      added.remove();
      layer.current = null;
    };
  }, [map, counties, onCovered]);

  useEffect(() => layer.current?.restyle(), [layers, table]);
  useEffect(() => layer.current?.outlineSelected(selectedTract), [selectedTract]);
  return null;
}
