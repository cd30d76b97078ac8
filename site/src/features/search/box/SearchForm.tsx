import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CountyRecord } from '../../../lib/data/counties';
import { HOME } from '../../../lib/i18n/lang';
import { defineMessages, text as messageText } from '../../../lib/i18n/messages';
import { SearchIcon } from '../../../lib/dom/icons';
import { areaParameters } from '../../../lib/data/cardLink';
import { useAppStore } from '../../../store/appStore';
import { LINK_PARAMETERS, setViewParam } from '../../../store/urlState';
import { selectCounties, selectDataView } from '../../../store/selectors';
import type { Suggestion } from '../outcome/suggestion';
import { search, searchEngine } from '../searchEngine';
import { SuggestionList, suggestionId } from './SuggestionList';
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
const KEPT_PARAMS = [LINK_PARAMETERS.view, LINK_PARAMETERS.layers, ...areaParameters()];

/**
 * What the form submits by itself, before main.tsx runs: the page's view, which each view's own
 * prerendered page knows, so an Enter pressed before any script keeps a Measured page's view.
 */
function useOwnParams(): URLSearchParams {
  const params = new URLSearchParams();
  setViewParam(params, useAppStore(selectDataView));
  return params;
}

type Engine = Awaited<ReturnType<typeof searchEngine.load>>;

/** The search's code once in: it loads when the box is focused or typed in, not with the page. */
function useEngine(): [Engine | null, () => void] {
  const [engine, setEngine] = useState<Engine | null>(() => searchEngine.current);
  const load = () => {
    if (!engine) void searchEngine.load().then(setEngine, () => {});
  };
  return [engine, load];
}

/**
 * The options for the text, from the search's code (outcome/suggestions.ts), which fetches what the
 * text needs; the previous options stay until the new ones are in. Computed again when the view or
 * its counties change.
 */
function useSuggestions(engine: Engine | null, text: string): readonly Suggestion[] {
  const counties = useAppStore(selectCounties);
  const view = useAppStore(selectDataView);
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  useEffect(() => {
    if (!engine) return;
    let current = true;
    engine.suggestionsFor(text).then(
      (list) => current && setSuggestions(list),
      () => {},
    );
    return () => void (current = false);
  }, [engine, text, counties, view]);
  return text.trim() === '' ? [] : suggestions;
}

export interface SearchFormProps {
  /** Hands the chosen county over instead of showing it on the map (the county report's compare). */
  onPick?: (county: CountyRecord) => void;
  /** The box's accessible name. */
  label?: string;
  /** On a phone, the box opened full width by the search button: focused at once; onDone closes it. */
  phone?: { onDone: () => void };
}

/**
 * The search box: an ARIA combobox whose list suggests what the text may mean while typing. Enter on
 * an active option picks it; Enter without one searches (outcome/runSearch.ts), which takes the
 * first option. Before the app runs, it is a plain form: Enter loads `/?q=...` with the link's view,
 * layers and county, and the boot runs q.
 */
export function SearchForm({ onPick, label = SEARCH_COUNTIES, phone }: SearchFormProps = {}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [engine, loadEngine] = useEngine();
  const own = useOwnParams();
  const suggestions = useSuggestions(engine, text);
  // The options a search listed (a state's counties, a ZIP's that spans several, or its census tracts), for the query that found them.
  const [listed, setListed] = useState<{ query: string; suggestions: readonly Suggestion[] } | null>(null);
  const choices = listed?.query === text ? listed.suggestions : suggestions;
  const shown = open ? choices : [];
  const expanded = shown.length > 0;

  // Text typed before the app ran stays in the box (React keeps it when it hydrates): take it over.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== '') setText(typed);
    if (typed !== '' || phone) loadEngine();
    if (phone) inputRef.current?.focus();
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
    // A ZIP's county may list the ZIP's census tracts to choose from: the phone's panel stays open for them.
    if (!suggestion.zip) phone?.onDone();
    if (!engine) return;
    void engine.showChosen(query, suggestion).then(({ text: said, listed }) => {
      setText(said);
      if (listed.length > 0) {
        setListed({ query: said, suggestions: listed });
        setOpen(true);
      } else if (suggestion.zip) phone?.onDone();
    });
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
    } else if (event.key === 'Escape' && (expanded || text !== '' || phone)) {
      event.preventDefault();
      if (expanded) close();
      else if (text !== '') setText('');
      else phone?.onDone();
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
    void search(query).then((found) => {
      if (found.length < 2) return phone?.onDone();
      setListed({ query, suggestions: found });
      setOpen(true);
    });
  };

  return (
    <form role="search" className={phone ? 'search-form search-form--phone' : 'search-form'} action={HOME} method="get" onSubmit={onSubmit}>
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
          loadEngine();
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        // Folding the national list's names is slow on a phone (site/bench/README.md): done on focus, not on the first keystroke.
        onFocus={() => {
          loadEngine();
          void searchEngine.load().then((loaded) => loaded.prepare(useAppStore.getState().counties), () => {});
        }}
        onBlur={close}
      />
      {KEPT_PARAMS.map((name) => {
        const value = own.get(name);
        return <input key={name} type="hidden" name={name} defaultValue={value ?? undefined} disabled={value === null} />;
      })}
      <SuggestionList id={listId} suggestions={shown} active={active} onChoose={choose} />
      <p role="status" className="sr-only">
        {open && text.trim() !== '' ? messageText(messages.announcement, { count: choices.length }) : ''}
      </p>
    </form>
  );
}
