import { defineMessages, text } from '../../../lib/i18n/messages';
import { CloseIcon } from '../../../lib/dom/icons';
import { SearchForm } from './SearchForm';
import './phoneSearch.css';

const messages = defineMessages({
  close: { id: 'search.closeSearch', defaultMessage: 'Close search' },
});

/** The search box across the top of a phone's screen, with a button that closes it (PhoneSearch.tsx). */
export function PhoneSearchPanel({ onClose }: { onClose: () => void }) {
  return (
    <div className="phone-search mobile-only">
      <SearchForm phone={{ onDone: onClose }} />
      <button type="button" className="icon-button icon-button--ghost" aria-label={text(messages.close)} title={text(messages.close)} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
