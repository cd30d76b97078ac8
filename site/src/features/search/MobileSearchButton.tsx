import { SearchIcon } from '../../lib/icons';
import { search } from './lazySearch';
import './search.css';

/** Small-screen search: a browser prompt instead of the header box. */
export function MobileSearchButton() {
  return (
    <button
      type="button"
      className="icon-button mobile-only"
      aria-label="Search counties"
      title="Search counties"
      onClick={() => {
        const text = window.prompt('Search for a county:');
        if (text !== null) void search(text);
      }}
    >
      <SearchIcon />
    </button>
  );
}
