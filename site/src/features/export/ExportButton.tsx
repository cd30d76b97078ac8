import { useState } from 'react';
import { toast } from 'sonner';
import { DownloadIcon } from '../../lib/icons';
import { exportCsv } from './exportCsv';

export function ExportButton() {
  const [exporting, setExporting] = useState(false);

  const onClick = async () => {
    setExporting(true);
    try {
      await exportCsv();
      toast('Export Successful', { description: 'Environmental data has been exported to CSV file.' });
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
