import { useEffect, useState, type ReactNode } from 'react';
import type { County } from '../../lib/counties';
import { toast } from '../../toasts/toast';
import type { CompareSearch } from './CompareControls';
import type { CountyReportProps } from './CountyReportDialog';

type Dialog = (props: CountyReportProps) => ReactNode;

// The report (its rows, figures, charts and styles) is fetched when a report is first opened, not
// with the page. Not through lazy() and Suspense: React 19 holds a Suspense reveal back until 300 ms
// after the fallback, which was most of the time from View Details to the report on a cold open.
let loadedDialog: Dialog | null = null;
const loadDialog = () => import('./CountyReportDialog').then((module) => (loadedDialog = module.default));

/** The county report dialog; see CountyReportDialog. `CompareSearch` is the page's search, which app/ passes in. */
export function CountyReport(props: { county: County; onClose: () => void; CompareSearch?: CompareSearch }) {
  const [ReportDialog, setReportDialog] = useState<Dialog | null>(() => loadedDialog);
  const { kind, fipsCode } = props.county;
  const { onClose } = props;
  useEffect(() => {
    if (ReportDialog) return;
    let current = true;
    loadDialog().then(
      (dialog) => current && setReportDialog(() => dialog),
      () => {
        toast.error('Report Failed', { description: 'The report could not load. Please check your connection and try again.' });
        onClose();
      },
    );
    return () => void (current = false);
  }, [ReportDialog, onClose]);
  // The studies and the yearly PM2.5 are asked for beside the report's code, not once it has run.
  useEffect(() => {
    if (kind === 'figures') void import('./prefetchReport').then(({ prefetchReport }) => prefetchReport(fipsCode));
  }, [kind, fipsCode]);
  return ReportDialog ? <ReportDialog {...props} /> : null;
}
