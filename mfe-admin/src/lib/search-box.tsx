import { Icon, IconButton } from '@bbt/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';

import styles from './admin.module.css';

export interface SearchBoxProps {
  label: string;
  value: string;
  /** Called a moment after typing stops, on Enter, and when cleared. */
  onSearch: (value: string) => void;
  placeholder?: string;
  hint?: string;
}

const TYPING_PAUSE_MS = 350;

/**
 * A labelled search input that searches as the staff member types (after a short pause), keeps
 * what was typed while the results load, and offers a Clear button.
 */
export function SearchBox({ label, value, onSearch, placeholder, hint }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed under us (Back button, Clear filters): show what is being searched.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  // The search runs a pause after the last key: by then the page may show another view (a filter
  // chosen just before typing), so it goes to the newest handler and URL value, not the keystroke's.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== latest.current.value.trim()) latest.current.onSearch(next.trim());
  };

  return (
    <form
      role="search"
      className={styles.field}
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(text);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <div className={styles.searchInputWrap}>
          <Icon name="search" className={styles.searchIcon} />
          <input
            id={id}
            type="search"
            className={`${styles.control} ${styles.searchInput}`}
            value={text}
            placeholder={placeholder}
            aria-describedby={hint ? `${id}-hint` : undefined}
            autoComplete="off"
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => searchNow(next), TYPING_PAUSE_MS);
            }}
          />
        </div>
        {text !== '' && (
          <IconButton
            label="Clear search"
            icon={<Icon name="close" />}
            onClick={() => {
              setText('');
              searchNow('');
            }}
          />
        )}
      </div>
      {hint && (
        <span id={`${id}-hint`} className={`${styles.muted} ${styles.small}`}>
          {hint}
        </span>
      )}
    </form>
  );
}
