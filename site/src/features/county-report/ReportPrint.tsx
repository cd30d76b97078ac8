import { monthInWords } from '../../lib/figures/monthOfYear';
import { defineMessages, text } from '../../lib/i18n/messages';
import { useAppStore } from '../../store/appStore';
import { selectEnvironment } from '../../store/selectors';

const messages = defineMessages({
  print: { id: 'report.print', defaultMessage: 'Print or save as PDF' },
  printFooter: { id: 'report.printFooter', defaultMessage: 'Data last updated {updated}. Printed from {link}' },
});

/** A report's button that prints it (a county's, a census tract's): the dialog prints alone (ReportDialog). */
export function PrintButton() {
  return (
    <button type="button" className="report-button" onClick={() => window.print()}>
      {text(messages.print)}
    </button>
  );
}

/** A printed report's last line: when its data was updated and the address it was printed from, shown on paper only. */
export function PrintFooter({ link }: { link: string }) {
  const { lastUpdated } = useAppStore(selectEnvironment);
  return <p className="report-print-footer">{text(messages.printFooter, { updated: monthInWords(lastUpdated), link })}</p>;
}
