import { useEffect, useRef } from 'react';
import { defineMessages, text } from '../../../lib/i18n/messages';
import type { AreaLocator } from '../../../lib/shapes/areaLocator';
import type { Suggestion } from '../outcome/suggestion';

interface Props {
  id: string;
  suggestions: readonly Suggestion[];
  /** Index of the option the arrow keys are on, or -1. */
  active: number;
  onChoose: (suggestion: Suggestion) => void;
}

const messages = defineMessages({
  label: { id: 'search.suggestionsLabel', defaultMessage: 'Suggested counties' },
});

export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

/** The combobox's listbox; focus stays in the search box, which points at the active option. */
export function SuggestionList({ id, suggestions, active, onChoose }: Props) {
  const ref = useRef<HTMLUListElement>(null);
  // A long list (a state's counties) scrolls; the active option stays in sight.
  useEffect(() => {
    if (active >= 0) ref.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <ul ref={ref} id={id} role="listbox" aria-label={text(messages.label)} className="search-suggestions" hidden={suggestions.length === 0}>
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.key}
          id={suggestionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="search-suggestion"
          // Keeps focus (and the open list) in the search box through the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          {suggestion.locator && <Locator {...suggestion.locator} />}
          <span className="search-suggestion-text">
            {suggestion.label}
            {/* The space separates the two in the option's accessible name. */}
            {suggestion.detail && <> <span className="search-suggestion-detail">{suggestion.detail}</span></>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Where an option's area lies among the others of the list: seen, not read (the option's words name it). */
function Locator({ viewBox, group, area }: AreaLocator) {
  return (
    <svg className="search-suggestion-locator" viewBox={viewBox} aria-hidden="true" focusable="false">
      <path className="search-suggestion-locator-group" d={group} />
      <path className="search-suggestion-locator-area" d={area} />
    </svg>
  );
}
