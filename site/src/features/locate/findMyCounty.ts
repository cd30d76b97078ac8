import { toast } from '../../toasts/toast';
import { useAppStore } from '../../store/appStore';
import { measuredCountiesLoaded } from '../../measured-data/measuredCountiesLoaded';
import { loadCountyShapes } from '../../lib/shapes/loadShapes';
import { hasTracts } from '../../lib/tracts/tractState';
import { tractTitle } from '../../lib/tracts/tractText';
import type { ShapesWorker } from '../../lib/shapes/loadShapes';
import { offerWiderView } from '../../show-county/offerWiderView';
import { COUNTY_FOUND, showCounty, showTract, TRACT_FOUND } from '../../show-county/showCounty';
import { locatedMessage, locatedTractMessage, locationErrorMessage, NOT_IN_A_COUNTY, outsideViewMessage } from './locate';
import { tractAt } from './tractAt';

/** One position from the browser; it stays in this page and is never sent anywhere. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(null);
    else navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 });
  });
}

/**
 * Finds the county that holds the visitor's position (point in polygon on the county shapes, not the
 * nearest point) and selects it as a search would; in a view that opens census tracts, then the
 * tract under the position, as a link to it would. Outside the view's counties it says where the
 * position is and offers the Measured view; a refused or unknown position changes nothing.
 */
export async function findMyCounty(): Promise<void> {
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    const { title, description } = locationErrorMessage((error as GeolocationPositionError | null)?.code ?? null);
    toast.error(title, { description });
    return;
  }
  const { latitude, longitude } = position.coords;
  const { shapes, index, worker } = await loadCountyShapes();
  const shape = index.areaAtLatLng(latitude, longitude);
  const fips = shape === null ? null : shapes.ids[shape]!;
  if (fips === null) {
    toast.error(NOT_IN_A_COUNTY.title, { description: NOT_IN_A_COUNTY.description });
    return;
  }
  const inView = useAppStore.getState().counties.find((c) => c.id === fips);
  if (inView) {
    toast(COUNTY_FOUND, { description: locatedMessage(inView) });
    showCounty(inView.id);
    if (useAppStore.getState().dataView.tracts && hasTracts(fips)) await showTractAt(worker, fips, latitude, longitude);
    return;
  }
  const county = (await measuredCountiesLoaded()).find((c) => c.id === fips);
  if (!county) {
    toast.error(NOT_IN_A_COUNTY.title, { description: NOT_IN_A_COUNTY.description });
    return;
  }
  offerWiderView(outsideViewMessage(county), () => showCounty(county.id));
}

/** Opens the census tract under the position once the county is shown; the county stays shown when its tracts cannot load or none is there. */
async function showTractAt(worker: ShapesWorker, county: string, latitude: number, longitude: number): Promise<void> {
  const tract = await tractAt(worker, county, latitude, longitude).catch(() => null);
  if (!tract) return;
  toast(TRACT_FOUND, { description: locatedTractMessage(tractTitle(tract, useAppStore.getState().counties)) });
  showTract(tract.id);
}
