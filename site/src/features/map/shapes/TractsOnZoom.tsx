import { useEffect, useState } from 'react';
import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import { onDemand, useOnDemand } from '../../../lib/onDemand';
import type { LoadedShapes } from '../../../lib/shapes/loadShapes';
import { parentsInView } from '../../../lib/shapes/parentFiles';
import { hasTracts } from '../../../lib/tracts/tractState';
import { useAppStore } from '../../../store/appStore';
import { selectTractsRequest } from '../../../store/selectors';
import { TRACT_ZOOM } from '../mapSettings';
import type { TractShapesProps } from './TractShapes';
import { worldBoxOf } from './worldBox';

// The tracts' code and data come with the first zoom to their scale, not with the Measured view.
const tractShapes = onDemand(() => import('./TractShapes').then((m) => m.TractShapes));

function LoadedTractShapes(props: TractShapesProps) {
  const Tracts = useOnDemand(tractShapes);
  return Tracts && <Tracts {...props} />;
}

/** The map shows the tracts of some county: it is at their zoom, with a county that has them in view. */
const showsTracts = (map: LeafletMap, counties: LoadedShapes): boolean =>
  map.getZoom() >= TRACT_ZOOM && parentsInView(counties.shapes, new Set(counties.shapes.ids.filter(hasTracts)), worldBoxOf(map)).length > 0;

/** Fits the map to a county at the tracts' zoom when its card asks to show its tracts. */
function FitCountyTracts({ map, counties }: { map: LeafletMap; counties: LoadedShapes }) {
  const request = useAppStore(selectTractsRequest);
  useEffect(() => {
    const county = request === null ? -1 : counties.shapes.ids.indexOf(request.county);
    if (county < 0) return;
    const [west, north, east, south] = counties.shapes.bounds.slice(county * 4, county * 4 + 4);
    const bounds = latLngBounds(map.unproject([west!, north!], 0), map.unproject([east!, south!], 0));
    map.setView(bounds.getCenter(), Math.max(TRACT_ZOOM, map.getBoundsZoom(bounds)));
  }, [map, counties, request]);
  return null;
}

/**
 * The census tracts once the map first shows some (TractShapes), and after the counties are drawn: a link that opens at that zoom shows its counties first, the tracts' code and files after.
 */
export function TractsOnZoom(props: TractShapesProps) {
  const { map, counties } = props;
  const countiesDrawn = useAppStore((s) => s.mapDrawnView === s.dataView);
  const [zoomedIn, setZoomedIn] = useState(() => showsTracts(map, counties));
  useEffect(() => {
    if (zoomedIn) return;
    const check = () => showsTracts(map, counties) && setZoomedIn(true);
    map.on('moveend', check);
    return () => void map.off('moveend', check);
  }, [map, counties, zoomedIn]);
  return (
    <>
      <FitCountyTracts map={map} counties={props.counties} />
      {zoomedIn && countiesDrawn && <LoadedTractShapes {...props} />}
    </>
  );
}
