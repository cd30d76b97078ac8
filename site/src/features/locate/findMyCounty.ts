import { toast } from '../../toasts/toast';
import { useAppStore } from '../../store/appStore';
import { measuredCountiesLoaded } from '../../measured-data/measuredCountiesLoaded';
import { loadCountyShapes } from '../../lib/shapes/loadShapes';
import { hasTracts } from '../../lib/tracts/tractState';
import { tractTitle } from '../../lib/tracts/tractText';
import { offerWiderView } from '../../show-county/offerWiderView';
import { COUNTY_FOUND, measureFrom, showCounty, showTract, TRACT_FOUND } from '../../show-county/showCounty';
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
 * nearest point) and selects it as a search would; in a view that opens census tracts, the tract of
 * that county under the position instead, as a link to it would (the county when none is there).
 * Outside the view's counties it says where the position is and offers the Measured view; a refused
 * or unknown position changes nothing.
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
  // The card of the area found measures the nearest Superfund site from here.
  const here = { lat: latitude, lon: longitude };
  const { shapes, index, worker } = await loadCountyShapes();
  const shape = index.areaAtLatLng(latitude, longitude);
  const fips = shape === null ? null : shapes.ids[shape]!;
  if (fips === null) {
    toast.error(NOT_IN_A_COUNTY.title, { description: NOT_IN_A_COUNTY.description });
    return;
  }
  const inView = useAppStore.getState().counties.find((c) => c.id === fips);
  if (inView) {
    // The tract is looked for before anything is shown: one opened while the map flies to the county would be lost.
    const tract = useAppStore.getState().dataView.tracts && hasTracts(fips) ? await tractAt(worker, fips, latitude, longitude).catch(() => null) : null;
    if (tract) {
      toast(TRACT_FOUND, { description: locatedTractMessage(tractTitle(tract, useAppStore.getState().counties)) });
      measureFrom(showTract(tract.id), here, null);
    } else {
      toast(COUNTY_FOUND, { description: locatedMessage(inView) });
      measureFrom(showCounty(inView.id), here, null);
    }
    return;
  }
  const county = (await measuredCountiesLoaded()).find((c) => c.id === fips);
  if (!county) {
    toast.error(NOT_IN_A_COUNTY.title, { description: NOT_IN_A_COUNTY.description });
    return;
  }
  offerWiderView(outsideViewMessage(county), () => measureFrom(showCounty(county.id), here, null));
}

