import { type PlaceSelection, placeSelectionFromCatalogue } from '@bbt/shared/domain';
import { FieldFrame } from '@bbt/shared/ui';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';

import controls from '../controls.module.css';
import type { MapsSuggestion } from '../maps/place-suggestions';
import {
  buildOptions,
  catalogueDescription,
  type PickerOption,
  selectionForText,
  selectionText,
  typedSelection,
} from './picker-options';
import styles from './place-picker.module.css';

/** Asks the maps service for Barbados addresses; absent when the service is not available. */
export type SuggestPlaces = (input: string) => Promise<MapsSuggestion[]>;

export interface PlacePickerProps {
  label: string;
  value: PlaceSelection | null;
  onPick: (place: PlaceSelection | null) => void;
  /** The visitor touched the picker: the calculator may start loading the maps service. */
  onInteract?: () => void;
  onLeave?: () => void;
  suggest?: SuggestPlaces;
  error?: string | null;
  hint?: string;
  placeholder?: string;
}

const SUGGEST_DELAY_MS = 250;

function optionLabel(option: PickerOption): { main: string; meta: string } {
  switch (option.kind) {
    case 'catalogue':
      return { main: option.place.name, meta: catalogueDescription(option.place) };
    case 'maps':
      return { main: option.suggestion.mainText, meta: option.suggestion.secondaryText };
    case 'typed':
      return { main: `Use "${option.text}"`, meta: 'As typed: the driver will use this address' };
  }
}

/**
 * A combobox (ARIA 1.2): type to search our hotels and areas (and, with the maps service, any
 * Barbados address), arrows to move, Enter to choose, Escape to close. Whatever is left typed in
 * the box when focus moves on is kept as the address, so nothing typed is lost.
 */
export function PlacePicker({
  label,
  value,
  onPick,
  onInteract,
  onLeave,
  suggest,
  error,
  hint,
  placeholder = 'Search hotels and areas, or type an address',
}: PlacePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(selectionText(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<MapsSuggestion[]>([]);
  const [resolving, setResolving] = useState(false);
  const [shownValue, setShownValue] = useState(value);

  // A trip type can set or clear this end from outside: show what is chosen.
  if (shownValue !== value) {
    setShownValue(value);
    setText(selectionText(value));
  }

  const wantsSuggestions = suggest !== undefined && open && text.trim().length >= 3;
  useEffect(() => {
    if (!suggest || !wantsSuggestions) return;
    let current = true;
    const timer = setTimeout(() => {
      suggest(text)
        .then((found) => current && setSuggestions(found))
        .catch(() => current && setSuggestions([]));
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [suggest, wantsSuggestions, text]);

  const shownSuggestions = wantsSuggestions ? suggestions : [];
  const options = open ? buildOptions(text, shownSuggestions) : [];

  const choose = (option: PickerOption) => {
    setOpen(false);
    setActive(-1);
    if (option.kind === 'catalogue') onPick(placeSelectionFromCatalogue(option.place));
    else if (option.kind === 'typed') onPick(typedSelection(option.text));
    else {
      setText(option.suggestion.mainText);
      setResolving(true);
      option.suggestion
        .resolve()
        .then(onPick)
        .catch(() => onPick(typedSelection(option.suggestion.mainText)))
        .finally(() => setResolving(false));
    }
  };

  const commitText = () => {
    if (text === selectionText(value)) return;
    onPick(selectionForText(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const count = buildOptions(text, shownSuggestions).length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + count) % count);
    } else if (event.key === 'Enter') {
      if (!open) return;
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
      else {
        setOpen(false);
        commitText();
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const activeOption = open ? options[active] : undefined;
  return (
    <FieldFrame label={label} hint={hint} error={error ?? undefined} required>
      {(aria) => (
        <div className={styles.wrapper}>
          <input
            {...aria}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={open && options.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${id}-${activeOption.key}` : undefined}
            aria-busy={resolving || undefined}
            className={controls.control}
            placeholder={placeholder}
            value={text}
            onFocus={() => {
              onInteract?.();
              setOpen(true);
            }}
            onPointerDown={onInteract}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // Options keep the focus here (mouse down is prevented on them).
              setOpen(false);
              setActive(-1);
              commitText();
              onLeave?.();
            }}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={`${label} suggestions`}
            className={styles.list}
            hidden={!open || options.length === 0}
          >
            {options.map((option, index) => {
              const { main, meta } = optionLabel(option);
              return (
                // Keyboard users choose with the arrows and Enter in the combobox
                // (aria-activedescendant), as the ARIA combobox pattern prescribes.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={option.key}
                  id={`${id}-${option.key}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  <span className={styles.optionMain}>{main}</span>
                  <span className={styles.optionMeta}>{meta}</span>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
