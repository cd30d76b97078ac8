import { useId } from 'react';
import { unitAndYears } from '../../lib/figures';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectLayerTable, selectSelectedLayers } from '../../store/selectors';
import './sidebar.css';

/**
 * One checkbox per risk layer. The impact label (and in the Measured view the unit and years)
 * describes the checkbox without changing its name.
 */
export function LayerToggles() {
  const selected = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const measured = useAppStore(selectDataView) === 'measured';
  const toggleLayer = useAppStore((s) => s.toggleLayer);
  const idPrefix = useId();

  return (
    <fieldset className="layer-toggles">
      <legend className="card-title">Risk Factor Layers</legend>
      <ul className="layer-list">
        {table.map((layer) => {
          const impactId = `${idPrefix}-${layer.id}-impact`;
          const unitId = `${idPrefix}-${layer.id}-unit`;
          const checked = selected.includes(layer.id);
          const unit = measured ? unitAndYears(layer) : '';
          return (
            <li key={layer.id} className="layer-item" data-checked={checked}>
              <div className="layer-main">
                <label className="layer-label">
                  <input
                    type="checkbox"
                    className="layer-checkbox"
                    checked={checked}
                    aria-describedby={unit ? `${impactId} ${unitId}` : impactId}
                    onChange={(event) => toggleLayer(layer.id, event.target.checked)}
                  />
                  <span className={`layer-swatch layer-swatch--${layer.id}`} aria-hidden="true" />
                  <span className="layer-name">{layer.name}</span>
                </label>
                {/* Outside the label: the checkbox's name stays the layer's name. */}
                {unit && (
                  <span id={unitId} className="layer-unit">
                    {unit}
                  </span>
                )}
              </div>
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
