import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../constants/activity-constants';
import { SearchIcon } from './inline-icons';

interface ActivitySearchBoxProps {
  /** The committed term (from the URL). */
  value: string;
  onSearch: (term: string) => void;
}

/** Search input that commits after a short pause in typing, or at once on Enter. */
export function ActivitySearchBox({ value, onSearch }: ActivitySearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  // The last term we committed: tells our own URL updates apart from outside ones (Back, Clear All).
  const committed = useRef(value);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const term = text.trim();
    if (term === committed.current.trim()) return undefined;
    const timer = setTimeout(() => {
      committed.current = term;
      onSearch(term);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (term !== committed.current.trim()) {
      committed.current = term;
      onSearch(term);
    }
  };

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search activities
      </label>
      <SearchIcon />
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        placeholder="Search activities, locations..."
        value={text}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
