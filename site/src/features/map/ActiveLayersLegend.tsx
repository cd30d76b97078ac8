import { defineMessages, text } from '../../lib/i18n/messages';
import { layerById } from '../../lib/data/layers';
import { useAppStore } from '../../store/appStore';
import { selectLayerTable, selectSelectedLayers } from '../../store/selectors';
import './legend.css';

const messages = defineMessages({
  // The specification's words.
  title: { id: 'map.activeLayers', defaultMessage: 'Active Layers:' },
});

/** Bottom-left card naming the selected layers; hidden when none is selected. */
export function ActiveLayersLegend() {
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  if (layers.length === 0) return null;
  return (
    <div className="active-layers">
      <p className="active-layers-title">{text(messages.title)}</p>
      <ul className="active-layers-chips">
        {layers.map((id) => (
          <li key={id} className="chip" data-layer={id}>
            {layerById(table, id)?.shortName}
          </li>
        ))}
      </ul>
    </div>
  );
}
