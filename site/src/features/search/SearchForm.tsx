import { useState, type FormEvent } from 'react';
import { SearchIcon } from '../../lib/icons';
import { useCountySearch } from './useCountySearch';
import './search.css';

/** Wide-screen search box; Enter submits. */
export function SearchForm() {
  const [text, setText] = useState('');
  const search = useCountySearch();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  return (
    <form role="search" className="search-form" onSubmit={onSubmit}>
      <SearchIcon className="search-form-icon" />
      <input
        type="search"
        className="search-form-input"
        aria-label="Search counties"
        placeholder="Search county or address..."
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
