import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { County, CountyRecord } from '../../lib/counties';
import { SearchIcon } from '../../lib/icons';
import { useAppStore } from '../../store/appStore';
import { selectCounties } from '../../store/selectors';
import { countyIndex } from './countyIndex';
import { rankCounties, suggestionLabel } from './search';
import { showSearchResult } from './showSearchResult';
import { SuggestionList, suggestionId } from './SuggestionList';
import { useCountySearch } from './useCountySearch';
import './search.css';

const MAX_SUGGESTIONS = 8;

function announcement(count: number): string {
  if (count === 0) return 'No matching counties';
  return `${count} suggestion${count === 1 ? '' : 's'}, use the up and down arrows to choose`;
}

/**
 * Wide-screen search box: an ARIA combobox whose list suggests counties while typing. Enter on an
 * active option picks it; Enter without one searches as the specification says.
 */
export function SearchForm() {
  const counties = useAppStore(selectCounties);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useCountySearch();
  const listId = useId();
  // The counties of a ZIP that spans several, listed for the query that found them.
  const [zipChoices, setZipChoices] = useState<{ query: string; counties: readonly County[] } | null>(null);
  const suggestions = useMemo(() => rankCounties(counties, text).slice(0, MAX_SUGGESTIONS), [counties, text]);
  const choices = zipChoices?.query === text ? zipChoices.counties : suggestions;
  const shown = open ? choices : [];
  const expanded = shown.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (county: CountyRecord) => {
    setText(suggestionLabel(county));
    close();
    showSearchResult({ query: text.trim(), match: county, count: 1 });
  };

  const move = (step: 1 | -1) => {
    const count = choices.length;
    if (count === 0) return;
    setOpen(true);
    // From no option, Down goes to the first and Up to the last; both wrap around.
    setActive(expanded && active >= 0 ? (active + step + count) % count : step === 1 ? 0 : count - 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(shown[active]!);
    } else if (event.key === 'Escape' && (expanded || text !== '')) {
      event.preventDefault();
      if (expanded) close();
      else setText('');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    const query = text;
    void search(query).then((found) => {
      if (found.length < 2) return;
      setZipChoices({ query, counties: found });
      setOpen(true);
    });
  };

  return (
    <form role="search" className="search-form" onSubmit={onSubmit}>
      <SearchIcon className="search-form-icon" />
      <input
        type="text"
        role="combobox"
        className="search-form-input"
        aria-label="Search counties"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? suggestionId(listId, active) : undefined}
        placeholder="Search county or address..."
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        // Folding every name takes ~20 ms for the national list: done on focus, not on the first keystroke.
        onFocus={() => countyIndex(counties)}
        onBlur={close}
      />
      <SuggestionList id={listId} suggestions={shown} active={active} onChoose={choose} />
      <p role="status" className="sr-only">
        {open && text.trim() !== '' ? announcement(choices.length) : ''}
      </p>
    </form>
  );
}
