import { useState } from 'react';
import { exportWithToasts } from '../../toasts/exportWithToasts';
import { defineMessages, text } from '../../lib/i18n/messages';
import { DownloadIcon } from '../../lib/dom/icons';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';
import { exportCsv } from './exportCsv';

// The specification's button texts.
const messages = defineMessages({
  exportData: { id: 'export.button', defaultMessage: 'Export Data' },
  exporting: { id: 'export.exporting', defaultMessage: 'Exporting...' },
});

export function ExportButton() {
  const [exporting, setExporting] = useState(false);
  const view = useAppStore(selectDataView);

  const onClick = async () => {
    setExporting(true);
    await exportWithToasts(view.export.done, () => exportCsv(view));
    setExporting(false);
  };

  return (
    <button type="button" className="button button-primary" disabled={exporting} onClick={onClick}>
      <DownloadIcon />
      {text(exporting ? messages.exporting : messages.exportData)}
    </button>
  );
}
