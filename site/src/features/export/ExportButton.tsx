import { useState } from 'react';
import { toast } from '../../toasts/toast';
import { DownloadIcon } from '../../lib/icons';
import { EXPORT_FAILED, EXPORT_SUCCESSFUL } from '../../lib/exportToasts';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';
import { exportCsv } from './exportCsv';

const DONE = {
  demo: 'Environmental data has been exported to CSV file.',
  measured: "Every county's measured figures have been exported to county-exposures.csv; the codebook in the sidebar explains the columns.",
} as const;

export function ExportButton() {
  const [exporting, setExporting] = useState(false);
  const view = useAppStore(selectDataView);

  const onClick = async () => {
    setExporting(true);
    try {
      await exportCsv(view);
      toast(EXPORT_SUCCESSFUL, { description: DONE[view] });
    } catch {
      toast.error(EXPORT_FAILED.title, { description: EXPORT_FAILED.description });
    } finally {
      setExporting(false);
    }
  };

  return (
    <button type="button" className="button button-primary" disabled={exporting} onClick={onClick}>
      <DownloadIcon />
      {exporting ? 'Exporting...' : 'Export Data'}
    </button>
  );
}
