import { useEffect, useRef } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import type { LoadedShapes } from '../../../lib/shapes/loadShapes';
import { measuredColour } from '../../../lib/measuredPalette';
import { tractScore, type Tract, type TractFigures } from '../../../lib/tracts/tractFigures';
import { tractTitle } from '../../../lib/tracts/tractText';
import { useAppStore } from '../../../store/appStore';
import { selectLayerTable, selectSelectedLayers, selectSelectedTract } from '../../../store/selectors';
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
    added.outlineSelected(useAppStore.getState().selectedTract);
    layer.current = added;
    // A county chosen anywhere (the map, search, a link) takes the card's place from the tract.
    const stopWatching = useAppStore.subscribe((state, previous) => {
      if (state.selectedCountyId !== null && state.selectedCountyId !== previous.selectedCountyId && state.selectedTract !== null) state.clearTract();
    });
    return () => {
      stopWatching();
      added.remove();
      layer.current = null;
    };
  }, [map, counties, onCovered]);

  useEffect(() => layer.current?.restyle(), [layers, table]);
  useEffect(() => layer.current?.outlineSelected(selectedTract), [selectedTract]);
  return null;
}
