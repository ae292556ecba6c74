import { useId } from 'react';

import styles from './admin.module.css';

export interface ChoiceSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  className?: string;
}

/** A labelled native select for a filter (the phone's own picker on mobile). */
export function ChoiceSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: ChoiceSelectProps<Value>) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.control}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
