import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../lib/dom/icons';
import { Disclaimer } from '../../lib/dom/Disclaimer';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';
import { useBackCloses } from './useBackCloses';

export interface ReportDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** The page's address once the dialog is closed (useBackCloses). */
  closedAddress?: () => string;
  children: ReactNode;
}

/** The page's disclaimer, in the view's words: a printed dialog leaves out the page behind it, which says it. */
export function PrintedDisclaimer() {
  const { disclaimer } = useAppStore(selectDataView);
  return (
    <div className="report-print-only">
      <Disclaimer disclaimer={disclaimer} />
    </div>
  );
}

/**
 * A report in a modal dialog (a county's, a tract's): the browser keeps focus inside it; Escape, a
 * tap on the backdrop and Back close it; onClose returns focus to the button that opened it. It is a
 * child of the body, so that printing can leave out the page behind it.
 */
export function ReportDialog({ title, closeLabel, onClose, closedAddress, children }: ReportDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useBackCloses(() => dialog.current?.close(), closedAddress);

  return createPortal(
    <dialog
      ref={dialog}
      className="county-report"
      aria-labelledby={headingId}
      // Only its own close: the state table's dialog, a child in React's tree, closes on its own.
      onClose={(event) => event.target === dialog.current && onClose()}
      // The dialog's own box is only ever hit on its backdrop: head and body fill it.
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="county-report-head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="icon-button icon-button--ghost" aria-label={closeLabel} title={closeLabel} onClick={() => dialog.current?.close()}>
          <CloseIcon />
        </button>
      </div>
      <div className="county-report-body">
        {children}
        <PrintedDisclaimer />
      </div>
    </dialog>,
    document.body,
  );
}
