import { lazy, Suspense } from 'react';
import type { County } from '../../lib/counties';
import type { CompareSearch } from './CompareControls';

// The report (its rows, figures, charts and styles) is fetched when a report is first opened, not with the page.
const CountyReportDialog = lazy(() => import('./CountyReportDialog'));

/** The county report dialog; see CountyReportDialog. `CompareSearch` is the page's search, which app/ passes in. */
export function CountyReport(props: { county: County; onClose: () => void; CompareSearch?: CompareSearch }) {
  return (
    <Suspense fallback={null}>
      <CountyReportDialog {...props} />
    </Suspense>
  );
}
