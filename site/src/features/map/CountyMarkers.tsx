import { useDeferredValue, useEffect, useRef } from 'react';
import { countyArea } from '../../lib/data/area';
import type { County } from '../../lib/data/counties';
import { useAppStore } from '../../store/appStore';
import { selectCounties, selectDataView, selectLayerTable, selectSelectedLayers } from '../../store/selectors';
import type { CountyDrawingProps } from './countyDrawings';
import { addCountyMarkers, type CountyMarkerLayer } from './countyMarkerLayer';
import { markNextFrame } from './markNextFrame';

const NO_COUNTIES: County[] = [];

/** Draws the counties on the map; renders nothing itself. */
export function CountyMarkers({ map }: CountyDrawingProps) {
  // Deferred, so the markers are made in a task after the one that creates the map (together they
  // were one long task on a phone; site/bench/README.md, "Figures behind the code").
  const counties = useDeferredValue(useAppStore(selectCounties), NO_COUNTIES);
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const view = useAppStore(selectDataView);
  const selectCounty = useAppStore((s) => s.selectCounty);
  const openAreaCard = useAppStore((s) => s.openAreaCard);
  const markers = useRef<CountyMarkerLayer | null>(null);

  useEffect(() => {
    if (counties.length === 0) return;
    // Created with the selection of this moment; the effect below follows later changes.
    const layer = addCountyMarkers(map, view, counties, useAppStore.getState().selectedLayers, table, selectCounty, (key) => openAreaCard(countyArea(key)));
    markers.current = layer;
    markNextFrame('riskmap:markers-drawn');
    useAppStore.getState().setMapDrawn(view);
    return () => {
      layer.remove();
      markers.current = null;
    };
  }, [map, view, counties, table, selectCounty, openAreaCard]);

  useEffect(() => {
    if (markers.current?.restyle(layers)) markNextFrame('riskmap:markers-repainted');
  }, [layers]);

  return null;
}
