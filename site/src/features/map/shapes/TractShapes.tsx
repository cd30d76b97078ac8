import { useEffect, useRef } from 'react';
import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import type { LoadedShapes } from '../../../lib/shapes/loadShapes';
import { measuredColour } from '../../../lib/figures/measuredPalette';
import { tractScore, type Tract, type TractFigures } from '../../../lib/tracts/tractFigures';
import { TRACT_ZOOM } from '../../../lib/tracts/tractState';
import { tractTitle } from '../../../lib/tracts/tractText';
import { useAppStore } from '../../../store/appStore';
import { selectLayerTable, selectSelectedLayers, selectSelectedTract, selectTractsRequest } from '../../../store/selectors';
import { tractTooltipContent } from '../tractTooltip';
import { addTractShapes, type TractShapeLayer } from './tractShapeLayer';

const fillOf = (figures: TractFigures, tract: Tract) => {
  const state = useAppStore.getState();
  return measuredColour(tractScore(tract, figures.columns, state.selectedLayers, selectLayerTable(state)));
};
const tooltipOf = (figures: TractFigures, tract: Tract) => {
  const state = useAppStore.getState();
  return tractTooltipContent(state.dataView, tractTitle(tract, state.measuredCounties), figures, tract, state.selectedLayers, selectLayerTable(state));
};

// The last county card's request the map was fitted for: a view drawn anew does not fit it again.
let fittedRequest = 0;

/** Fits the map to a county at the tracts' zoom when its card asks to show its tracts. */
function useFitCountyTracts(map: LeafletMap, counties: LoadedShapes) {
  const request = useAppStore(selectTractsRequest);
  useEffect(() => {
    const county = request === null || request.seq <= fittedRequest ? -1 : counties.shapes.ids.indexOf(request.county);
    if (county < 0) return;
    fittedRequest = request!.seq;
    const [west, north, east, south] = counties.shapes.bounds.slice(county * 4, county * 4 + 4);
    const bounds = latLngBounds(map.unproject([west!, north!], 0), map.unproject([east!, south!], 0));
    map.setView(bounds.getCenter(), Math.max(TRACT_ZOOM, map.getBoundsZoom(bounds)));
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
  useFitCountyTracts(map, counties);

  useEffect(() => {
    const { selectTract, setTractRanks } = useAppStore.getState();
    const added = addTractShapes(map, {
      counties,
      fillOf,
      tooltipOf,
      onSelect: (tract) => selectTract(tract.id),
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
