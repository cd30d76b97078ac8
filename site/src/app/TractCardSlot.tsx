import { onDemand, useOnDemand } from '../lib/data/onDemand';
import { useAppStore } from '../store/appStore';
import { selectDataView, selectSelectedTract } from '../store/selectors';
import type { TractDetails } from '../features/tract-card/TractCard';

// Loaded with the first tract chosen, not with the page; the report with its first opening.
const tractCard = onDemand(() => import('../features/tract-card/TractCard').then((m) => m.TractCard));
const tractReport = onDemand(() => import('../features/county-report/TractReportDialog').then((m) => m.default));

/** The tract card's "View Details": the tract report, loaded with its first opening. */
export const TractReport: TractDetails = (props) => {
  const Report = useOnDemand(tractReport);
  return Report && <Report {...props} />;
};

function LoadedTractCard() {
  const Card = useOnDemand(tractCard);
  return Card && <Card Report={TractReport} />;
}

/** The selected census tract's card (TractCard), where a county's card would be. */
export function TractCardSlot() {
  const tract = useAppStore(selectSelectedTract);
  const view = useAppStore(selectDataView);
  return tract === null || !view.tracts ? null : <LoadedTractCard />;
}
