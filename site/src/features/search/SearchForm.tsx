import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CountyRecord } from '../../lib/counties';
import { HOME } from '../../lib/i18n/lang';
import { defineMessages, text as messageText } from '../../lib/i18n/messages';
import { SearchIcon } from '../../lib/icons';
import { useAppStore } from '../../store/appStore';
import { selectCounties } from '../../store/selectors';
import { preloadSearch, search } from './lazySearch';
import { SuggestionList, suggestionId } from './SuggestionList';
import type { Suggestion, ZipAnswer } from './suggestions';
import type { PlaceAnswer } from './placeSearch';
import './search.css';

const messages = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Search counties' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Search county or address...' },
  announcement: {
    id: 'search.announcement',
    defaultMessage:
      '{count, plural, =0 {No matching counties} one {# suggestion, use the up and down arrows to choose} other {# suggestions, use the up and down arrows to choose}}',
  },
});

/** The search box's name, also the small-screen search button's. */
export const SEARCH_COUNTIES = messageText(messages.label);

/** The link's parts a plain submission keeps (before the app runs): main.tsx fills them in from the link. */
export const KEPT_PARAMS = ['data', 'layers', 'county'] as const;

type SuggestionCode = typeof import('./suggestions');
const loadSuggestionCode = () => import('./suggestions');

/**
 * The suggestions' code (suggestions.ts and the readers and rankings under it), once in: it loads
 * when the box is focused or typed in, not with the page, whose first load it would grow by 1.5 KB gzip.
 */
function useSuggestionCode(): [SuggestionCode | null, () => Promise<SuggestionCode | null>] {
  const [code, setCode] = useState<SuggestionCode | null>(null);
  const load = () =>
    loadSuggestionCode().then(
      (loaded) => (setCode(loaded), loaded),
      () => null,
    );
  return [code, load];
}

/** The ZIP's counties once looked up (the lookup's chunk loads with the first ZIP). */
function useZipAnswer(zip: string | null): ZipAnswer | null {
  const [answer, setAnswer] = useState<ZipAnswer | null>(null);
  useEffect(() => {
    if (!zip) return;
    let current = true;
    void import('./searchZip')
      .then(({ lookupZip }) => lookupZip(zip))
      .then((counties) => current && setAnswer({ zip, counties: counties ?? [] }))
      .catch(() => {});
    return () => void (current = false);
  }, [zip]);
  return answer;
}

/** The piece of places a name's first word names, once fetched (its chunk loads with the first such query). */
function usePlaceAnswer(key: string | null): PlaceAnswer | null {
  const [answer, setAnswer] = useState<PlaceAnswer | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    void import('./placeLookup')
      .then(({ placeAnswer }) => placeAnswer(key))
      .then((places) => current && places && setAnswer(places))
      .catch(() => {});
    return () => void (current = false);
  }, [key]);
  return answer;
}

export interface SearchFormProps {
  /** Hands the chosen county over instead of showing it on the map (the county report's compare). */
  onPick?: (county: CountyRecord) => void;
  /** The box's accessible name. */
  label?: string;
}

/**
 * Wide-screen search box: an ARIA combobox whose list suggests counties while typing. Enter on an
 * active option picks it; Enter without one searches (runSearch.ts, loaded on focus). Before the app runs, it is a
 * plain form: Enter loads `/?q=...` with the link's view, layers and county, and the boot runs q.
 */
export function SearchForm({ onPick, label = SEARCH_COUNTIES }: SearchFormProps = {}) {
  const counties = useAppStore(selectCounties);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  // The counties a search listed (a state's, or a ZIP's that spans several), for the query that found them.
  const [listed, setListed] = useState<{ query: string; suggestions: readonly Suggestion[] } | null>(null);
  const [code, loadCode] = useSuggestionCode();
  const lookups = code?.lookupsFor(text, counties);
  const zip = useZipAnswer(lookups?.zip ?? null);
  const places = usePlaceAnswer(lookups?.placeKey ?? null);
  const suggestions = useMemo(() => code?.suggestionsFor(counties, text, zip, places) ?? [], [code, counties, text, zip, places]);
  const choices = listed?.query === text ? listed.suggestions : suggestions;
  const shown = open ? choices : [];
  const expanded = shown.length > 0;

  // Text typed before the app ran stays in the box (React keeps it when it hydrates): take it over.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed === '') return;
    setText(typed);
    void loadCode();
  }, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: Suggestion) => {
    const query = text.trim();
    close();
    if (onPick) {
      // A place stands for its county: the one compared is the county it is in.
      if (suggestion.county) onPick(suggestion.county);
      return;
    }
    if (suggestion.place) {
      const hit = suggestion.place;
      setText(`${hit.place.name}, ${hit.place.state}`);
      return void import('./placeSearch').then(({ showPlace }) => showPlace(hit));
    }
    if (!suggestion.county || !code) return void search(query);
    setText(code.showChosenCounty(query, suggestion.county));
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
    if (onPick) {
      // Enter takes the first suggestion's county, as the header's search takes the first match.
      const first = choices.find((s) => s.county)?.county;
      if (first) onPick(first);
      else setOpen(true);
      return;
    }
    void Promise.all([search(query), loadSuggestionCode()]).then(([found, { countySuggestion }]) => {
      if (found.length < 2) return;
      setListed({ query, suggestions: found.map(countySuggestion) });
      setOpen(true);
    });
  };

  return (
    <form role="search" className="search-form" action={HOME} method="get" onSubmit={onSubmit}>
      <SearchIcon className="search-form-icon" />
      <input
        ref={inputRef}
        type="text"
        name="q"
        role="combobox"
        className="search-form-input"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? suggestionId(listId, active) : undefined}
        placeholder={messageText(messages.placeholder)}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          if (!code) void loadCode();
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        // Folding the national list's names is slow (site/bench/README.md): done on focus, not on the first keystroke.
        onFocus={() => {
          void loadCode().then((loaded) => loaded?.prepareIndex(counties));
          void preloadSearch().catch(() => {});
        }}
        onBlur={close}
      />
      {KEPT_PARAMS.map((name) => (
        <input key={name} type="hidden" name={name} disabled />
      ))}
      <SuggestionList id={listId} suggestions={shown} active={active} onChoose={choose} />
      <p role="status" className="sr-only">
        {open && text.trim() !== '' ? messageText(messages.announcement, { count: choices.length }) : ''}
      </p>
    </form>
  );
}
