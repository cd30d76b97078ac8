import { useAppStore } from '../../store/appStore';
import { selectCounties, selectSelectedLayers } from '../../store/selectors';
import { CountyMarker } from './CountyMarker';

export function CountyMarkers() {
  const counties = useAppStore(selectCounties);
  const layers = useAppStore(selectSelectedLayers);
  const selectCounty = useAppStore((s) => s.selectCounty);
  return counties.map((county) => <CountyMarker key={county.key} county={county} layers={layers} onSelect={selectCounty} />);
}
