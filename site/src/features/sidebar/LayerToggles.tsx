import { useEffect, useId, useRef } from 'react';
import { unitAndYears } from '../../lib/figures/figures';
import { PESTICIDE_LAYER, shownMeasureUnit } from '../../lib/figures/pesticideMeasure';
import { defineMessages, text } from '../../lib/i18n/messages';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectLayerTable, selectSelectedLayers } from '../../store/selectors';
import { PesticideMeasure } from './PesticideMeasure';
import './sidebar.css';

const messages = defineMessages({
  title: { id: 'layers.title', defaultMessage: 'Risk Factor Layers' },
});

/**
 * One checkbox per risk layer. The Demo's impact label, or the Measured view's unit and years,
 * describes the checkbox without changing its name. The label is the API's text in the page's
 * language, so its badge's colour goes by the layer's id (data-layer, whose colours the build
 * writes from the data), never by its words. A box ticked or cleared before the app ran (the
 * prerendered page, on a slow connection) keeps the state the visitor gave it: React keeps a box's
 * state when it hydrates, and the first effect takes it into the store.
 */
export function LayerToggles() {
  const selected = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const { impactLabels, layerUnits } = useAppStore(selectDataView);
  const toggleLayer = useAppStore((s) => s.toggleLayer);
  // A compound chosen as the pesticide figure has its own unit and years; the people counted in the
  // layer's top tenth are of the modelled figure's counties, so they are not said beside it.
  const compoundUnit = useAppStore((s) => shownMeasureUnit(s.compounds, s.pesticideMeasure));
  const idPrefix = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);

  // Once, with the selection the boxes were first rendered (or hydrated) with.
  useEffect(() => {
    for (const box of fieldset.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? []) {
      if (box.checked !== selected.includes(box.value)) toggleLayer(box.value, box.checked);
    }
  }, []);

  return (
    <fieldset ref={fieldset} className="layer-toggles">
      <legend className="card-title">{text(messages.title)}</legend>
      <ul className="layer-list">
        {table.map((layer) => {
          const impactId = `${idPrefix}-${layer.id}-impact`;
          const unitId = `${idPrefix}-${layer.id}-unit`;
          const checked = selected.includes(layer.id);
          const measureUnit = layer.id === PESTICIDE_LAYER ? compoundUnit : null;
          const unit = layerUnits ? (measureUnit ?? unitAndYears(layer)) : '';
          const people = layerUnits && measureUnit === null ? (layer.measured?.topTenth ?? '') : '';
          return (
            <li key={layer.id} className="layer-item" data-checked={checked} data-layer={layer.id}>
              <div className="layer-main">
                <label className="layer-label">
                  <input
                    type="checkbox"
                    className="layer-checkbox"
                    value={layer.id}
                    checked={checked}
                    aria-describedby={[impactLabels && impactId, unit && unitId].filter(Boolean).join(' ') || undefined}
                    onChange={(event) => toggleLayer(layer.id, event.target.checked)}
                  />
                  <span className="layer-swatch" aria-hidden="true" />
                  <span className="layer-name">{layer.name}</span>
                </label>
                {/* Outside the label: the checkbox's name stays the layer's name. */}
                {unit && (
                  <span id={unitId} className="layer-unit">
                    {unit}
                  </span>
                )}
              </div>
              {impactLabels && (
                <span id={impactId} className="impact-badge">
                  {layer.impact}
                </span>
              )}
              {people && <p className="layer-people">{people}</p>}
              {layerUnits && layer.id === PESTICIDE_LAYER && <PesticideMeasure />}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
