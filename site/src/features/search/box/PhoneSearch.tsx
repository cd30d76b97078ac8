import { useRef, useState } from 'react';
import { defineMessages, text } from '../../../lib/i18n/messages';
import { CloseIcon, SearchIcon } from '../../../lib/icons';
import { useAppStore } from '../../../store/appStore';
import { selectDataView } from '../../../store/selectors';
import { search } from '../searchEngine';
import { SEARCH_COUNTIES, SearchForm } from './SearchForm';
import './search.css';

const messages = defineMessages({
  // The specification's prompt.
  prompt: { id: 'search.prompt', defaultMessage: 'Search for a county:' },
  close: { id: 'search.closeSearch', defaultMessage: 'Close search' },
});

/**
 * Small-screen search. A view that keeps the specification's prompt (the Demo) asks with the
 * browser's prompt; another opens the search box across the top of the screen, with its suggestions,
 * until a search or a choice is made, Escape is pressed or it is closed.
 */
export function PhoneSearch() {
  const view = useAppStore(selectDataView);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button mobile-only"
        aria-label={SEARCH_COUNTIES}
        title={SEARCH_COUNTIES}
        aria-expanded={view.search.phone === 'box' ? open : undefined}
        onClick={() => {
          if (view.search.phone === 'box') return setOpen(true);
          const query = window.prompt(text(messages.prompt));
          if (query !== null) void search(query);
        }}
      >
        <SearchIcon />
      </button>
      {open && (
        <div className="phone-search mobile-only">
          <SearchForm phone={{ onDone: close }} />
          <button type="button" className="icon-button icon-button--ghost" aria-label={text(messages.close)} title={text(messages.close)} onClick={close}>
            <CloseIcon />
          </button>
        </div>
      )}
    </>
  );
}
