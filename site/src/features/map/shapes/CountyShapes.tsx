import { useCallback, useEffect, useRef, useState } from 'react';
import type { County } from '../../../lib/data/counties';
import { countyScore } from '../../../lib/figures/countyBand';
import { measuredColour } from '../../../lib/figures/measuredPalette';
import { useAppStore } from '../../../store/appStore';
import { selectCounties, selectDataView, selectLayerTable, selectSelectedCountyId, selectSelectedLayers } from '../../../store/selectors';
import { countyArea } from '../../../lib/data/area';
import { countyLabel, countyTooltipContent } from '../countyTooltip';
import { markNextFrame } from '../markNextFrame';
import { loadCountyShapes, type LoadedShapes } from '../../../lib/shapes/loadShapes';
import { addCountyShapes, type CountyShapeLayer } from './countyShapeLayer';
import type { CountyDrawingProps } from '../countyDrawings';
import { TractsOnZoom } from './TractsOnZoom';

const fillOf = (county: County) => {
  const { selectedLayers, environment } = useAppStore.getState();
  return measuredColour(countyScore(county, selectedLayers, environment.factors));
};
const tooltipOf = (county: County) => {
  const { dataView, selectedLayers, environment } = useAppStore.getState();
  return countyTooltipContent(dataView, county, selectedLayers, environment.factors);
};
const labelOf = (county: County) => {
  const { dataView, selectedLayers, environment } = useAppStore.getState();
  return countyLabel(dataView, county, selectedLayers, environment.factors);
};

/**
 * The view's counties drawn as their shapes (a choropleth); renders nothing itself. MapView keys it by
 * view, so the view it marks drawn is the one it was made for.
 */
export function CountyShapes({ map, onFailed }: CountyDrawingProps) {
  const view = useAppStore(selectDataView);
  const counties = useAppStore(selectCounties);
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const selectedId = useAppStore(selectSelectedCountyId);
  const selectCounty = useAppStore((s) => s.selectCounty);
  const openAreaCard = useAppStore((s) => s.openAreaCard);
  const [shapes, setShapes] = useState<LoadedShapes | null>(null);
  const layer = useRef<CountyShapeLayer | null>(null);
  // The layers and table the shapes were last filled for: a new layer is filled when it is made.
  const filledFor = useRef<readonly unknown[]>([]);
  // The counties whose census tracts are drawn over them: left unfilled, their tracts are hovered instead.
  const covered = useRef<ReadonlySet<string>>(new Set());
  const onCovered = useCallback((counties: ReadonlySet<string>) => {
    const before = covered.current;
    covered.current = counties;
    if (before.size !== counties.size || [...counties].some((county) => !before.has(county))) layer.current?.restyle();
  }, []);

  useEffect(() => {
    let shown = true;
    loadCountyShapes().then(
      (loaded) => shown && setShapes(loaded),
      () => shown && onFailed(),
    );
    return () => {
      shown = false;
    };
  }, []);

  useEffect(() => {
    if (!shapes || counties.length === 0) return;
    const added = addCountyShapes(map, {
      shapes,
      counties,
      fillOf: (county) => (covered.current.has(county.id) ? null : fillOf(county)),
      tooltipOf,
      labelOf,
      onSelect: (county) => selectCounty(county.id),
      onOpen: (county) => openAreaCard(countyArea(county.id)),
      onPainted: (first) => {
        markNextFrame(first ? 'riskmap:shapes-drawn' : 'riskmap:shapes-repainted');
        if (first) useAppStore.getState().setMapDrawn(view);
      },
    });
    added.outlineSelected(selectSelectedCountyId(useAppStore.getState()));
    layer.current = added;
    const { selectedLayers, environment } = useAppStore.getState();
    filledFor.current = [selectedLayers, environment.factors];
    return () => {
      added.remove();
      layer.current = null;
    };
  }, [map, shapes, counties, selectCounty, openAreaCard]);

  useEffect(() => {
    if (!layer.current || (filledFor.current[0] === layers && filledFor.current[1] === table)) return;
    filledFor.current = [layers, table];
    layer.current.restyle();
  }, [layers, table]);

  useEffect(() => {
    layer.current?.outlineSelected(counties.some((c) => c.id === selectedId) ? selectedId : null);
  }, [selectedId, counties, shapes]);

  return shapes && <TractsOnZoom map={map} counties={shapes} onCovered={onCovered} />;
}
