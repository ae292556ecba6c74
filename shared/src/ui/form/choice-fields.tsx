import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';

import { classNames } from '../class-names';
import { FieldError } from './field-frame';
import { useFieldError } from './use-field-error';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/** One checkbox with its label to the right (terms agreement, remember me, round trip). */
export function CheckboxField({ name, label, hint, disabled }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  const describedBy =
    [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <div className="form-check">
        <input
          id={id}
          type="checkbox"
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          {...register(name)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption[];
  hint?: ReactNode;
  optional?: boolean;
  /** Lay the choices out in a row (a rating, male/female) instead of a column. */
  inline?: boolean;
}

export interface RadioGroupFieldProps extends ChoiceGroupProps {
  /** Store the chosen value as a number (a 1-5 rating). */
  valueAsNumber?: boolean;
}

/** One choice from a few, as native radios in a fieldset: arrow keys move between them. */
export function RadioGroupField({ valueAsNumber, ...props }: RadioGroupFieldProps) {
  return valueAsNumber ? <NumberRadioGroup {...props} /> : <TextRadioGroup {...props} />;
}

function TextRadioGroup(props: ChoiceGroupProps) {
  const { register } = useFormContext();
  const registration = register(props.name);
  return <ChoiceGroup {...props} type="radio" inputProps={() => registration} />;
}

/**
 * react-hook-form reads a registered radio group as the checked radio's string and ignores
 * `setValueAs`, and it checks a radio only when its string equals the value, so a numeric group
 * (a 1-5 rating) is controlled here instead.
 */
function NumberRadioGroup(props: ChoiceGroupProps) {
  const { field } = useController({ name: props.name });
  const checkedIndex = props.options.findIndex((option) => Number(option.value) === field.value);
  // The radio a refused submit focuses: the checked one, else the first that can be chosen.
  const focusIndex =
    checkedIndex >= 0 ? checkedIndex : props.options.findIndex((option) => !option.disabled);
  return (
    <ChoiceGroup
      {...props}
      type="radio"
      inputProps={(option, index) => ({
        name: field.name,
        checked: index === checkedIndex,
        onChange: () => field.onChange(Number(option.value)),
        onBlur: field.onBlur,
        ref: index === focusIndex ? field.ref : undefined,
      })}
    />
  );
}

export interface ChecklistFieldProps extends ChoiceGroupProps {
  /** With a label, a filter box above a long list ('Find a venue'); hidden items keep their ticks. */
  filterLabel?: string;
}

/** Several choices from a list (tour stops, venues): native checkboxes sharing one name. */
export function ChecklistField({ filterLabel, ...props }: ChecklistFieldProps) {
  const { register } = useFormContext();
  const registration = register(props.name);
  return (
    <ChoiceGroup
      {...props}
      type="checkbox"
      inputProps={() => registration}
      filterLabel={filterLabel}
    />
  );
}

function ChoiceGroup({
  name,
  legend,
  options,
  hint,
  optional,
  inline,
  type,
  inputProps,
  filterLabel,
}: ChoiceGroupProps & {
  type: 'radio' | 'checkbox';
  /** The form wiring of each option's input (a registration, or controlled props). */
  inputProps: (
    option: ChoiceOption,
    index: number,
  ) => InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  filterLabel?: string;
}) {
  const error = useFieldError(name);
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const { control } = useFormContext();
  const watched: unknown = useWatch({ control, name });
  const textOf = (option: ChoiceOption) =>
    typeof option.label === 'string' ? option.label : option.value;
  const isShown = (option: ChoiceOption) =>
    needle === '' || textOf(option).toLowerCase().includes(needle);
  const visibleCount = options.filter(isShown).length;
  const describedBy =
    [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={classNames('form-field', 'form-fieldset')}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label">
        {legend}
        {optional && <span className="form-optional"> (optional)</span>}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      {filterLabel && (
        <div className="form-filter">
          <p className="form-hint" aria-live="polite">
            {Array.isArray(watched) ? watched.length : 0} selected
            {needle !== '' && `, ${visibleCount} shown`}
          </p>
          <label htmlFor={`${id}-filter`} className="visually-hidden">
            {filterLabel}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            placeholder={filterLabel}
            className="form-control"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      )}
      <div className={classNames('form-choices', inline && 'form-choices-inline')}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const hidden = !isShown(option);
          return (
            <div key={option.value} className="form-check" hidden={hidden}>
              <input
                id={optionId}
                type={type}
                value={option.value}
                disabled={option.disabled}
                // Screen readers do not reliably read a fieldset's description: each choice
                // carries the group's error and hint itself.
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                {...inputProps(option, index)}
              />
              <label htmlFor={optionId}>
                {option.label}
                {option.hint && <span className="form-choice-hint">{option.hint}</span>}
              </label>
            </div>
          );
        })}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
