import { useId } from 'react';
import { RISK_LAYERS } from '../../lib/layers';
import { useAppStore } from '../../store/appStore';
import { selectSelectedLayers } from '../../store/selectors';
import './sidebar.css';

/** One checkbox per risk layer. The impact label describes the checkbox without changing its name. */
export function LayerToggles() {
  const selected = useAppStore(selectSelectedLayers);
  const toggleLayer = useAppStore((s) => s.toggleLayer);
  const idPrefix = useId();

  return (
    <fieldset className="layer-toggles">
      <legend className="card-title">Risk Factor Layers</legend>
      <ul className="layer-list">
        {RISK_LAYERS.map((layer) => {
          const impactId = `${idPrefix}-${layer.id}-impact`;
          const checked = selected.includes(layer.id);
          return (
            <li key={layer.id} className="layer-item" data-checked={checked}>
              <label className="layer-label">
                <input
                  type="checkbox"
                  className="layer-checkbox"
                  checked={checked}
                  aria-describedby={impactId}
                  onChange={(event) => toggleLayer(layer.id, event.target.checked)}
                />
                <span className={`layer-swatch layer-swatch--${layer.id}`} aria-hidden="true" />
                <span className="layer-name">{layer.name}</span>
              </label>
              <span id={impactId} className={`impact-badge impact-badge--${layer.id}`}>
                {layer.impact}
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
