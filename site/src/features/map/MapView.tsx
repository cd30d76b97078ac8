import 'leaflet/dist/leaflet.css';
import { useDeferredValue, useEffect } from 'react';
import { AttributionControl, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { REDUCED_MOTION_QUERY } from '../../lib/dom/breakpoints';
import { MAP_ID } from '../../lib/dom/domIds';
import { ComponentOnDemand, onDemand, useOnDemand } from '../../lib/data/onDemand';
import { useMediaQuery } from '../../lib/dom/useMediaQuery';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectSitesOnMap } from '../../store/selectors';
import { COUNTY_DRAWINGS } from './countyDrawings';
import { drawingUnavailable } from './drawingUnavailable';
import { FitBoundsOnRequest } from './FitBoundsOnRequest';
import { FitUsBounds } from './FitUsBounds';
import { dropMapPreviewOnMove } from './mapPreviewWatch';
import { FocusOnCounty } from './FocusOnCounty';
import { MapControls } from './MapControls';
import { MapLoadingOverlay } from './MapLoadingOverlay';
import { leafletCredit, TILE_ATTRIBUTION } from './attribution';
import { INITIAL_ZOOM, MAP_CENTER, TILE_URL } from './mapSettings';
import './map.css';

/** The view's counties, drawn the view's way once that code is in. */
function CountyDrawing() {
  const map = useMap();
  const view = useAppStore(selectDataView);
  const onFailed = () => drawingUnavailable(view);
  const Drawing = useOnDemand(COUNTY_DRAWINGS[view.drawing], onFailed);
  return Drawing && <Drawing map={map} onFailed={onFailed} />;
}

/** The keyboard's path to the areas on the map: its code comes after the map's, which its first paint does not wait for. */
const mapKeyboard = onDemand(() => import('./keyboard/MapKeyboard').then((m) => m.MapKeyboard));
const sitesLayer = onDemand(() => import('./sites/SitesLayer').then((m) => m.SitesLayer));

function SitesCode({ animate }: { animate: boolean }) {
  const SitesLayer = useOnDemand(sitesLayer);
  return SitesLayer && <SitesLayer animate={animate} />;
}

/** The sites' layer, whose code a page loads only once the sites are shown or a site's card opens. */
function SitesOnDemand({ animate }: { animate: boolean }) {
  return useAppStore(selectSitesOnMap) && <SitesCode animate={animate} />;
}

/** Drops the picture of the first view (mapPreview.ts) once the map moves from it; after FitUsBounds, which makes that view. */
function PreviewLeavesOnMove() {
  const map = useMap();
  useEffect(() => dropMapPreviewOnMove(map), [map]);
  return null;
}

/** The Leaflet map; loaded lazily so the page shell renders without window or Leaflet. */
export default function MapView() {
  const animate = !useMediaQuery(REDUCED_MOTION_QUERY);
  const view = useAppStore(selectDataView);
  // The map is made in one task and its layers in a later one: together they were one long task
  // (site/bench/README.md, "Figures behind the code"), which a tap on the page waited for.
  const layersReady = useDeferredValue(true, false);
  return (
    <div className="map-view">
      <MapContainer
        id={MAP_ID}
        className="map-container"
        center={MAP_CENTER}
        zoom={INITIAL_ZOOM}
        preferCanvas
        zoomControl={false}
        attributionControl={false}
        zoomAnimation={animate}
        fadeAnimation={animate}
        markerZoomAnimation={animate}
      >
        {layersReady && (
          <>
            {/* Before the tiles, so their first images are already those of the fitted view. */}
            <FitUsBounds />
            <PreviewLeavesOnMove />
            {/* With the tiles, so the credit line is drawn once, whole, and never shifts. */}
            <AttributionControl prefix={leafletCredit()} />
            <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
            <FocusOnCounty animate={animate} />
            <FitBoundsOnRequest animate={animate} />
            {/* The Demo view keeps the specification's markers; the Measured view colours the counties themselves. */}
            {/* Keyed by view: each view's drawing is made afresh, and marks its own view drawn. */}
            <CountyDrawing key={view.id} />
            <SitesOnDemand animate={animate} />
            <MapControls animate={animate} />
            <ComponentOnDemand code={mapKeyboard} />
          </>
        )}
      </MapContainer>
      <MapLoadingOverlay />
    </div>
  );
}
