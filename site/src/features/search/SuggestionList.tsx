import type { CountyRecord } from '../../lib/counties';
import { suggestionLabel } from './search';

interface Props {
  id: string;
  suggestions: readonly CountyRecord[];
  /** Index of the option the arrow keys are on, or -1. */
  active: number;
  onChoose: (county: CountyRecord) => void;
}

export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

/** The combobox's listbox; focus stays in the search box, which points at the active option. */
export function SuggestionList({ id, suggestions, active, onChoose }: Props) {
  return (
    <ul id={id} role="listbox" aria-label="Suggested counties" className="search-suggestions" hidden={suggestions.length === 0}>
      {suggestions.map((county, index) => (
        <li
          key={county.key}
          id={suggestionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="search-suggestion"
          // Keeps focus (and the open list) in the search box through the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(county)}
        >
          {suggestionLabel(county)}
        </li>
      ))}
    </ul>
  );
}
