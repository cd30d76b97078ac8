import { useEffect, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { onDemand, useOnDemand } from '../../../lib/data/onDemand';
import type { LoadedShapes } from '../../../lib/shapes/loadShapes';
import { parentsInView } from '../../../lib/shapes/parentsInView';
import { hasTracts, TRACT_ZOOM } from '../../../lib/tracts/tractState';
import { useAppStore } from '../../../store/appStore';
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

/**
 * The census tracts once the map first shows some or a county card asks for them (TractShapes), and
 * after the counties are drawn: a link that opens at that zoom shows its counties first, the tracts' code and files after.
 */
export function TractsOnZoom(props: TractShapesProps) {
  const { map, counties } = props;
  const countiesDrawn = useAppStore((s) => s.mapDrawnView === s.dataView);
  // A county card's "Show its census tracts" (TractShapes fits the map to them).
  const asked = useAppStore((s) => s.tractsRequest !== null);
  const [zoomedIn, setZoomedIn] = useState(() => showsTracts(map, counties));
  useEffect(() => {
    if (zoomedIn) return;
    const check = () => showsTracts(map, counties) && setZoomedIn(true);
    map.on('moveend', check);
    return () => void map.off('moveend', check);
  }, [map, counties, zoomedIn]);
  return (zoomedIn || asked) && countiesDrawn ? <LoadedTractShapes {...props} /> : null;
}
