import { layerById } from '../../lib/layers';
import { useAppStore } from '../../store/appStore';
import { selectSelectedLayers } from '../../store/selectors';
import './legend.css';

/** Bottom-left card naming the selected layers; hidden when none is selected. */
export function ActiveLayersLegend() {
  const layers = useAppStore(selectSelectedLayers);
  if (layers.length === 0) return null;
  return (
    <div className="active-layers">
      <p className="active-layers-title">Active Layers:</p>
      <ul className="active-layers-chips">
        {layers.map((id) => (
          <li key={id} className={`chip chip--${id}`}>
            {layerById(id).shortName}
          </li>
        ))}
      </ul>
    </div>
  );
}
