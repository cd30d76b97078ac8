import { useRef, useState } from 'react';
import { defineMessages, text } from '../../../lib/i18n/messages';
import { SearchIcon } from '../../../lib/dom/icons';
import { onDemand } from '../../../lib/data/onDemand';
import { useAppStore } from '../../../store/appStore';
import { selectDataView } from '../../../store/selectors';
import { search, searchFailed } from '../searchEngine';
import { SEARCH_COUNTIES } from './SearchForm';

// The specification's prompt.
const messages = defineMessages({
  prompt: { id: 'search.prompt', defaultMessage: 'Search for a county:' },
});

/** The box across the screen: a chunk of its own, with its stylesheet, loaded at the first tap. */
const panel = onDemand(() => import('./PhoneSearchPanel').then((m) => m.PhoneSearchPanel));

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
  const Panel = open ? panel.current : null;
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
          if (view.search.phone === 'box') return void panel.load().then(() => setOpen(true), searchFailed);
          const query = window.prompt(text(messages.prompt));
          if (query !== null) void search(query);
        }}
      >
        <SearchIcon />
      </button>
      {Panel && <Panel onClose={close} />}
    </>
  );
}
