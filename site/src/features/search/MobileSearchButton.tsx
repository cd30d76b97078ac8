import { defineMessages, text } from '../../lib/i18n/messages';
import { SearchIcon } from '../../lib/icons';
import { search } from './lazySearch';
import { SEARCH_COUNTIES } from './SearchForm';
import './search.css';

// The specification's prompt.
const messages = defineMessages({
  prompt: { id: 'search.prompt', defaultMessage: 'Search for a county:' },
});

/** Small-screen search: a browser prompt instead of the header box. */
export function MobileSearchButton() {
  return (
    <button
      type="button"
      className="icon-button mobile-only"
      aria-label={SEARCH_COUNTIES}
      title={SEARCH_COUNTIES}
      onClick={() => {
        const query = window.prompt(text(messages.prompt));
        if (query !== null) void search(query);
      }}
    >
      <SearchIcon />
    </button>
  );
}
