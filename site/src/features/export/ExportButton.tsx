import { useState } from 'react';
import { toast } from '../../toasts/toast';
import { DownloadIcon } from '../../lib/icons';
import { EXPORT_FAILED, EXPORT_SUCCESSFUL } from '../../lib/exportToasts';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';
import { exportCsv } from './exportCsv';

export function ExportButton() {
  const [exporting, setExporting] = useState(false);
  const view = useAppStore(selectDataView);

  const onClick = async () => {
    setExporting(true);
    try {
      await exportCsv(view);
      toast(EXPORT_SUCCESSFUL, { description: view.export.done });
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
