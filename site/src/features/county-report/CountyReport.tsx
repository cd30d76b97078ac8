import { useEffect, type ReactNode } from 'react';
import { hasFigures, type County } from '../../lib/data/counties';
import { defineMessages, text } from '../../lib/i18n/messages';
import { onDemand, useOnDemand } from '../../lib/data/onDemand';
import { toast } from '../../toasts/toast';
import type { CompareSearch } from './CompareControls';
import type { CountyReportProps } from './CountyReportDialog';

const messages = defineMessages({
  failed: { id: 'report.loadFailed', defaultMessage: 'Report Failed' },
  failedDetail: { id: 'report.loadFailedDetail', defaultMessage: 'The report could not load. Please check your connection and try again.' },
});

type Dialog = (props: CountyReportProps) => ReactNode;

// The report (its rows, figures, charts and styles) is fetched when a report is first opened, not with the page.
const reportDialog = onDemand<Dialog>(() => import('./CountyReportDialog').then((module) => module.default));

/** The county report dialog; see CountyReportDialog. `CompareSearch` is the page's search, which app/ passes in. */
export function CountyReport(props: { county: County; onClose: () => void; CompareSearch?: CompareSearch }) {
  const { id } = props.county;
  const measured = hasFigures(props.county);
  const ReportDialog = useOnDemand(reportDialog, () => {
    toast.error(text(messages.failed), { description: text(messages.failedDetail) });
    props.onClose();
  });
  // The studies and the yearly PM2.5 are asked for beside the report's code, not once it has run.
  useEffect(() => {
    if (measured) void import('./prefetchReport').then(({ prefetchReport }) => prefetchReport(id));
  }, [measured, id]);
  return ReportDialog ? <ReportDialog {...props} /> : null;
}
