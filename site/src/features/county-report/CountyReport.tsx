import { lazy, Suspense } from 'react';
import type { County } from '../../lib/counties';

// The report (its rows, figures and styles) is fetched when a report is first opened, not with the page.
const CountyReportDialog = lazy(() => import('./CountyReportDialog'));

/** The county report dialog; see CountyReportDialog. */
export function CountyReport(props: { county: County; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <CountyReportDialog {...props} />
    </Suspense>
  );
}
