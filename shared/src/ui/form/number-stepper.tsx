import { useRef, useState } from 'react';

import { Icon } from '../display/icons';
import type { ControlAria } from './field-frame';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface NumberStepperProps {
  /** Used in the buttons' names: 'Increase Passengers'. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  disabled?: boolean;
  onBlur?: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  aria?: Partial<ControlAria>;
  /**
   * Keep what was typed instead of clamping it: every keystroke reports the typed number (NaN
   * for an empty box or text that is not a number) and the box goes on showing it, so a form can
   * explain what is wrong with it. The buttons still step within range.
   */
  keepTyped?: boolean;
}

/** The number a box's text stands for: NaN when it is blank or not a number. */
export const typedNumber = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text);

/**
 * A whole number between min and max with − and + buttons. Typing is free while focused; on blur
 * the value is clamped into range (an empty box returns to min), so it is never out of range,
 * unless `keepTyped` asks for the typed value to be kept.
 */
export function NumberStepper({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  disabled,
  onBlur,
  inputRef,
  aria,
  keepTyped = false,
}: NumberStepperProps) {
  // What the visitor is typing, while they type; otherwise the box shows the value. A kept draft
  // is shown only while it still stands for the value (a reset of the form replaces it).
  const [draft, setDraft] = useState<string | null>(null);
  const shownDraft =
    keepTyped && draft !== null && !Object.is(typedNumber(draft), value) ? null : draft;
  const shown = shownDraft ?? (Number.isNaN(value) ? '' : String(value));
  const commit = (next: number) => {
    const clamped = clamp(Number.isFinite(next) ? Math.round(next) : min, min, max);
    setDraft(null);
    if (clamped !== value) onChange(clamped);
    return clamped;
  };
  const input = useRef<HTMLInputElement | null>(null);
  // A button that reaches its bound becomes disabled under the keyboard's focus: hand focus to
  // the box so it is not dropped to the page.
  const stepBy = (delta: number) => {
    const next = commit(value + delta);
    if (next <= min || next >= max) input.current?.focus();
  };
  return (
    <div className="form-stepper">
      <button
        type="button"
        className="icon-btn"
        aria-label={`Decrease ${label}`}
        disabled={disabled || value <= min}
        onClick={() => stepBy(-step)}
      >
        <Icon name="minus" />
      </button>
      <input
        {...aria}
        ref={(element) => {
          input.current = element;
          inputRef?.(element);
        }}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        className="form-control form-stepper-input"
        value={shown}
        onChange={(event) => {
          setDraft(event.target.value);
          if (keepTyped) {
            onChange(typedNumber(event.target.value));
            return;
          }
          const typed = event.target.valueAsNumber;
          if (Number.isFinite(typed) && typed >= min && typed <= max) onChange(Math.round(typed));
        }}
        onBlur={() => {
          if (!keepTyped)
            commit(draft === null ? value : draft.trim() === '' ? min : Number(draft));
          onBlur?.();
        }}
      />
      <button
        type="button"
        className="icon-btn"
        aria-label={`Increase ${label}`}
        disabled={disabled || value >= max}
        onClick={() => stepBy(step)}
      >
        <Icon name="plus" />
      </button>
    </div>
  );
}
