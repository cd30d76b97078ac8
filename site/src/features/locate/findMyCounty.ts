import { toast } from 'sonner';
import { MOBILE_QUERY, matchesNow } from '../../lib/breakpoints';
import type { County } from '../../lib/counties';
import { useAppStore } from '../../store/appStore';
import { loadMeasuredCounties } from '../data-view/loadMeasured';
import { countyAt } from '../map/shapes/pointInCounty';
import { loadCountyShapes } from '../map/shapes/loadShapes';
import { locatedMessage, locationErrorMessage, NOT_IN_A_COUNTY, outsideViewMessage } from './locate';

/** One position from the browser; it stays in this page and is never sent anywhere. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(null);
    else navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 });
  });
}

/** The Measured view's counties, loaded if they are not yet (they name counties the Demo view lacks). */
export function measuredCounties(): Promise<County[]> {
  loadMeasuredCounties();
  return new Promise((resolve) => {
    const settle = () => {
      const { measuredStatus, measuredCounties } = useAppStore.getState();
      if (measuredStatus === 'loading' || measuredStatus === 'idle') return false;
      resolve(measuredCounties);
      return true;
    };
    if (settle()) return;
    const unsubscribe = useAppStore.subscribe(() => settle() && unsubscribe());
  });
}

function show(county: County): void {
  const state = useAppStore.getState();
  state.focusCounty(county.key);
  if (matchesNow(MOBILE_QUERY)) state.setSidebarOpen(false);
}

/**
 * Finds the county that holds the visitor's position (point in polygon on the county shapes, not the
 * nearest point) and selects it as a search would. Outside the view's counties it says where the
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
  const shapes = await loadCountyShapes();
  const fips = countyAt(shapes.counties.values(), latitude, longitude);
  if (fips === null) {
    toast.error(NOT_IN_A_COUNTY.title, { description: NOT_IN_A_COUNTY.description });
    return;
  }
  const inView = useAppStore.getState().counties.find((c) => c.fipsCode === fips);
  if (inView) {
    toast('County Found', { description: locatedMessage(inView) });
    show(inView);
    return;
  }
  const county = (await measuredCounties()).find((c) => c.fipsCode === fips);
  if (!county) {
    toast.error(NOT_IN_A_COUNTY.title, { description: NOT_IN_A_COUNTY.description });
    return;
  }
  toast('Outside This View', {
    description: outsideViewMessage(county),
    action: {
      label: 'Show measured data',
      onClick: () => {
        useAppStore.getState().setDataView('measured');
        show(county);
      },
    },
  });
}
