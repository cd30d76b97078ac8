import { useState } from 'react';
import { toast } from '../../toasts/toast';
import { DownloadIcon } from '../../lib/icons';
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
      toast('Export Successful', { description: DONE[view] });
    } catch {
      toast.error('Export Failed', { description: 'There was an error exporting the data. Please try again.' });
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
