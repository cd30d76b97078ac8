import { ComponentOnDemand, onDemand } from '../../lib/data/onDemand';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';

// Loaded with the Measured view's first render, not with a Demo page.
const legendPanel = onDemand(() => import('./MeasuredLegendPanel').then((m) => m.MeasuredLegendPanel));

/** The legend of the view's colours (MeasuredLegendPanel), where the view has one and once the map has drawn it. */
export function MeasuredLegend() {
  const view = useAppStore(selectDataView);
  // Until the map has drawn the view, the status pill sits where the legend would, and the legend
  // would describe colours that are not there yet.
  const drawn = useAppStore((s) => s.mapDrawnView === s.dataView);
  if (!view.percentileLegend || !drawn) return null;
  return <ComponentOnDemand code={legendPanel} />;
}
