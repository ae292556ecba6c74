/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import * as z from 'zod';

import { MESSAGES, testimonialSchema } from '../../domain/validation';
import { CheckboxField, ChecklistField, RadioGroupField } from './choice-fields';
import { Form } from './form';
import { useZodForm } from './use-zod-form';

function Harness<Schema extends z.ZodObject>({
  schema,
  defaultValues,
  onValid = () => undefined,
  children,
}: {
  schema: Schema;
  defaultValues?: Record<string, unknown>;
  onValid?: (values: z.output<Schema>) => void;
  children: ReactNode;
}) {
  const form = useZodForm(schema, { defaultValues: defaultValues as never });
  return (
    <Form form={form} onValid={onValid}>
      {children}
      <button type="submit">Submit</button>
    </Form>
  );
}

const describedByText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('CheckboxField', () => {
  const schema = z.object({ agreeToTerms: z.literal(true, { error: MESSAGES.termsRequired }) });

  it('is a checkbox named by its label, described by its hint', () => {
    render(
      <Harness schema={schema} defaultValues={{ agreeToTerms: false }}>
        <CheckboxField
          name="agreeToTerms"
          label="I agree to the terms and conditions"
          hint="Read them first"
        />
      </Harness>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    expect(box).toBe(screen.getByLabelText('I agree to the terms and conditions'));
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Read them first');
  });

  it('shows the schema message when refused, focuses the box, and passes true once ticked', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(
      <Harness schema={schema} defaultValues={{ agreeToTerms: false }} onValid={onValid}>
        <CheckboxField name="agreeToTerms" label="I agree" hint="Read them first" />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(describedByText(box)).toEqual([MESSAGES.termsRequired, 'Read them first']);
    expect(box).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ agreeToTerms: true });
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('can be disabled', () => {
    render(
      <Harness schema={z.object({ roundTrip: z.boolean() })}>
        <CheckboxField name="roundTrip" label="Round trip" disabled />
      </Harness>,
    );
    expect(screen.getByRole('checkbox', { name: 'Round trip' })).toBeDisabled();
  });
});

describe('RadioGroupField', () => {
  const ratingSchema = testimonialSchema.pick({ rating: true });
  const ratings = [1, 2, 3, 4, 5].map((value) => ({
    value: String(value),
    label: `${value} star${value > 1 ? 's' : ''}`,
  }));

  it('is a group named by its legend, of radios named by their labels', () => {
    render(
      <Harness schema={ratingSchema}>
        <RadioGroupField
          name="rating"
          legend="Rating"
          options={ratings}
          hint="How was your trip?"
          valueAsNumber
          inline
        />
      </Harness>,
    );
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('How was your trip?');
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(screen.getByLabelText('4 stars')).toBe(radios[3]);
    // Native radios sharing one name: the browser gives arrow-key movement between them.
    expect(new Set(radios.map((radio) => radio.getAttribute('name')))).toEqual(new Set(['rating']));
  });

  it('gives onValid a number with valueAsNumber', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(
      <Harness schema={ratingSchema} onValid={onValid}>
        <RadioGroupField name="rating" legend="Rating" options={ratings} valueAsNumber />
      </Harness>,
    );
    await user.click(screen.getByLabelText('4 stars'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ rating: 4 });
    expect(typeof (onValid.mock.calls[0][0] as { rating: unknown }).rating).toBe('number');
  });

  it('checks the radio of a numeric default value and keeps it a number', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(
      <Harness schema={ratingSchema} defaultValues={{ rating: 5 }} onValid={onValid}>
        <RadioGroupField name="rating" legend="Rating" options={ratings} valueAsNumber />
      </Harness>,
    );
    expect(screen.getByLabelText('5 stars')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ rating: 5 });

    // Arrow keys move the choice, as in any native radio group.
    screen.getByLabelText('5 stars').focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByLabelText('4 stars')).toBeChecked();
    expect(screen.getByLabelText('4 stars')).toHaveFocus();
    expect(screen.getByLabelText('5 stars')).not.toBeChecked();
    await user.click(screen.getByLabelText('2 stars'));
    expect(screen.getByLabelText('4 stars')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(onValid.mock.calls[1][0]).toEqual({ rating: 2 });
  });

  it('keeps the string value without valueAsNumber', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(
      <Harness
        schema={z.object({
          gender: z.enum(['male', 'female'], { error: MESSAGES.genderRequired }),
        })}
        onValid={onValid}
      >
        <RadioGroupField
          name="gender"
          legend="Gender"
          options={[
            { value: 'male', label: 'Male' },
            { value: 'female', label: 'Female', hint: 'she/her' },
          ]}
        />
      </Harness>,
    );
    await user.click(screen.getByLabelText(/Female/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ gender: 'female' });
    expect(screen.getByText('she/her')).toBeInTheDocument();
  });

  it('shows the schema message on the group when nothing is chosen, and focuses a radio', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(
      <Harness schema={ratingSchema} onValid={onValid}>
        <RadioGroupField
          name="rating"
          legend="Rating"
          options={ratings}
          hint="How was your trip?"
          valueAsNumber
        />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const group = screen.getByRole('group', { name: 'Rating' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(describedByText(group)).toEqual([MESSAGES.ratingRequired, 'How was your trip?']);
    expect(within(group).getAllByRole('radio')).toContain(document.activeElement);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('marks an optional group in its legend', () => {
    render(
      <Harness schema={z.object({ seat: z.string().nullable() })}>
        <RadioGroupField
          name="seat"
          legend="Seat"
          optional
          options={[{ value: 'front', label: 'Front', disabled: true }]}
        />
      </Harness>,
    );
    expect(screen.getByRole('group', { name: 'Seat (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Front' })).toBeDisabled();
  });
});

describe('ChecklistField', () => {
  const schema = z.object({
    stops: z.array(z.string()).min(1, { error: 'Please choose at least one stop' }),
  });
  const stops = [
    { value: 'harrisons-cave', label: "Harrison's Cave" },
    { value: 'bathsheba', label: 'Bathsheba' },
    { value: 'st-nicholas-abbey', label: 'St Nicholas Abbey' },
    { value: 'animal-flower-cave', label: 'Animal Flower Cave' },
  ];

  it('gives onValid an array of the ticked values', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(
      <Harness schema={schema} defaultValues={{ stops: [] }} onValid={onValid}>
        <ChecklistField name="stops" legend="Tour stops" options={stops} />
      </Harness>,
    );
    const group = screen.getByRole('group', { name: 'Tour stops' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    await user.click(screen.getByLabelText('Bathsheba'));
    await user.click(screen.getByLabelText("Harrison's Cave"));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    const { stops: chosen } = onValid.mock.calls[0][0] as { stops: string[] };
    expect(Array.isArray(chosen)).toBe(true);
    expect([...chosen].sort()).toEqual(['bathsheba', 'harrisons-cave']);
  });

  it('shows the schema message on the group when nothing is ticked', async () => {
    const user = userEvent.setup();
    render(
      <Harness schema={schema} defaultValues={{ stops: [] }}>
        <ChecklistField name="stops" legend="Tour stops" options={stops} />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const group = screen.getByRole('group', { name: 'Tour stops' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('Please choose at least one stop'),
    );
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('filters the list by label, hiding non-matching options but keeping their ticks', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(
      <Harness schema={schema} defaultValues={{ stops: [] }} onValid={onValid}>
        <ChecklistField
          name="stops"
          legend="Tour stops"
          options={stops}
          filterLabel="Find a stop"
        />
      </Harness>,
    );
    await user.click(screen.getByLabelText("Harrison's Cave"));

    const filter = screen.getByRole('searchbox', { name: 'Find a stop' });
    await user.type(filter, '  CAVE ');
    expect(screen.getByLabelText("Harrison's Cave")).toBeVisible();
    expect(screen.getByLabelText('Animal Flower Cave')).toBeVisible();
    expect(screen.getByLabelText('Bathsheba')).not.toBeVisible();
    expect(screen.getByLabelText('St Nicholas Abbey')).not.toBeVisible();

    await user.clear(filter);
    await user.type(filter, 'bath');
    const harrisons = screen.getByLabelText("Harrison's Cave");
    expect(harrisons).not.toBeVisible();
    expect(harrisons).toBeChecked();
    await user.click(screen.getByLabelText('Bathsheba'));

    // Typing in the filter is not a value of the form, and hidden ticks are still submitted.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    const values = onValid.mock.calls[0][0] as { stops: string[] };
    expect(Object.keys(values)).toEqual(['stops']);
    expect([...values.stops].sort()).toEqual(['bathsheba', 'harrisons-cave']);

    await user.clear(filter);
    for (const stop of stops) expect(screen.getByLabelText(stop.label)).toBeVisible();
  });

  it('has no filter box without a filterLabel', () => {
    render(
      <Harness schema={schema} defaultValues={{ stops: [] }}>
        <ChecklistField name="stops" legend="Tour stops" options={stops} />
      </Harness>,
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('choice groups: what each choice tells a screen reader', () => {
  const schema = z.object({
    stops: z.array(z.string()).min(1, { error: 'Please choose at least one stop' }),
  });
  const options = [
    { value: 'bathsheba', label: 'Bathsheba' },
    { value: 'bridgetown', label: 'Bridgetown' },
    { value: 'oistins', label: 'Oistins' },
  ];

  it('links the group error and hint to every choice, not only the fieldset', async () => {
    const user = userEvent.setup();
    render(
      <Harness schema={schema} defaultValues={{ stops: [] }}>
        <ChecklistField name="stops" legend="Tour stops" hint="Pick any" options={options} />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const choice = await screen.findByLabelText('Oistins');
    expect(choice).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(choice)).toEqual(['Please choose at least one stop', 'Pick any']);
  });

  it('says how many are ticked and how many the filter shows', async () => {
    const user = userEvent.setup();
    render(
      <Harness schema={schema} defaultValues={{ stops: [] }}>
        <ChecklistField name="stops" legend="Tour stops" filterLabel="Find" options={options} />
      </Harness>,
    );
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Bathsheba'));
    await user.click(screen.getByLabelText('Oistins'));
    await user.type(screen.getByRole('searchbox', { name: 'Find' }), 'bri');
    expect(screen.getByText('2 selected, 1 shown')).toBeInTheDocument();
    expect(screen.getByLabelText('Oistins')).not.toBeVisible();
    expect(screen.getByLabelText('Oistins')).toBeChecked();
  });
});
