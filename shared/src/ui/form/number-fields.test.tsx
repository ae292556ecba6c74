/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import * as z from 'zod';

import { numberMessages } from '../../domain/validation';
import { Form } from './form';
import { NumberField, NumberStepper } from './number-fields';
import { useZodForm } from './use-zod-form';

function Stepper({
  initial,
  min = 1,
  max = 4,
  step,
  disabled,
  onChange = () => undefined,
}: {
  initial: number;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  onChange?: (value: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="passengers">Passengers</label>
      <NumberStepper
        label="Passengers"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        aria={{ id: 'passengers' }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Passengers');
const plus = () => screen.getByRole('button', { name: 'Increase Passengers' });
const minus = () => screen.getByRole('button', { name: 'Decrease Passengers' });
const value = () => screen.getByTestId('value').textContent;

describe('NumberStepper', () => {
  it('is a number input between min and max with named − and + buttons', () => {
    render(<Stepper initial={2} />);
    expect(input()).toHaveAttribute('type', 'number');
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    expect(input()).toHaveAttribute('min', '1');
    expect(input()).toHaveAttribute('max', '4');
    expect(input()).toHaveValue(2);
    expect(plus()).toHaveAttribute('type', 'button');
    expect(minus()).toHaveAttribute('type', 'button');
  });

  it('+ counts up to max and then disables; − counts down to min and then disables', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Stepper initial={2} onChange={onChange} />);
    expect(minus()).toBeEnabled();
    expect(plus()).toBeEnabled();

    await user.click(plus());
    await user.click(plus());
    expect(input()).toHaveValue(4);
    expect(plus()).toBeDisabled();
    await user.click(plus());
    expect(value()).toBe('4');

    await user.click(minus());
    await user.click(minus());
    await user.click(minus());
    expect(input()).toHaveValue(1);
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
    expect(onChange.mock.calls.map(([next]) => next)).toEqual([3, 4, 3, 2, 1]);
  });

  it('clamps a step that would overshoot the bounds', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={2} min={1} max={7} step={3} />);
    await user.click(plus());
    expect(input()).toHaveValue(5);
    await user.click(plus());
    expect(input()).toHaveValue(7);
    await user.click(minus());
    await user.click(minus());
    await user.click(minus());
    expect(input()).toHaveValue(1);
  });

  it('is disabled at the bounds from the start', () => {
    render(<Stepper initial={1} min={1} max={1} />);
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
  });

  it('lets the visitor type freely and takes an in-range value at once', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={1} max={9} />);
    await user.clear(input());
    await user.type(input(), '3');
    expect(value()).toBe('3');
    expect(input()).toHaveValue(3);
  });

  it('clamps a typed value above max to max on blur', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={2} />);
    await user.clear(input());
    await user.type(input(), '12');
    // While typing the box shows what was typed; the value stays in range.
    expect(input()).toHaveValue(12);
    await user.tab();
    expect(input()).toHaveValue(4);
    expect(value()).toBe('4');
    expect(plus()).toBeDisabled();
  });

  it('clamps a typed value below min to min on blur', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={3} min={2} />);
    await user.clear(input());
    await user.type(input(), '0');
    await user.tab();
    expect(input()).toHaveValue(2);
    expect(value()).toBe('2');
  });

  it('returns an emptied box to min on blur', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={3} min={1} />);
    await user.clear(input());
    expect(input()).toHaveValue(null);
    await user.tab();
    expect(input()).toHaveValue(1);
    expect(value()).toBe('1');
  });

  it('rounds a typed fraction to a whole number on blur', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={1} max={9} />);
    await user.clear(input());
    await user.type(input(), '2.6');
    await user.tab();
    expect(input()).toHaveValue(3);
    expect(value()).toBe('3');
  });

  it('disables everything when disabled', () => {
    render(<Stepper initial={2} disabled />);
    expect(input()).toBeDisabled();
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
  });
});

describe('NumberField', () => {
  const { tooSmall } = numberMessages('Passengers', 2, 8);
  const schema = z.object({
    passengers: z.number().int().min(2, { error: tooSmall }).max(8),
  });

  function Harness({
    defaultValue,
    onValid,
  }: {
    defaultValue?: number;
    onValid: (values: { passengers: number }) => void;
  }) {
    const form = useZodForm(schema, { defaultValues: { passengers: defaultValue } });
    return (
      <Form form={form} onValid={onValid}>
        <NumberField name="passengers" label="Passengers" min={1} max={8} hint="Up to 8" />
        <button type="submit">Submit</button>
      </Form>
    );
  }

  it('labels its input, marks it required and gives onValid a number', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Harness defaultValue={2} onValid={onValid} />);
    expect(input()).toHaveAttribute('aria-required', 'true');
    expect(input()).toHaveAccessibleDescription('Up to 8');
    await user.click(plus());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ passengers: 3 });
  });

  it('shows min when the form has no value yet', () => {
    render(<Harness onValid={jest.fn()} />);
    expect(input()).toHaveValue(1);
    expect(minus()).toBeDisabled();
  });

  it("shows the schema's message, linked and flagged, and focuses the input on refusal", async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Harness defaultValue={1} onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input()).toHaveAttribute('aria-invalid', 'true'));
    expect(input()).toHaveAccessibleDescription(`${tooSmall} Up to 8`);
    expect(input()).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.click(plus());
    await waitFor(() => expect(input()).not.toHaveAttribute('aria-invalid'));
  });

  it('clamps what was typed on blur before the form sees it', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Harness defaultValue={2} onValid={onValid} />);
    await user.clear(input());
    await user.type(input(), '30');
    await user.tab();
    expect(input()).toHaveValue(8);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ passengers: 8 });
  });
});

describe('NumberStepper at its bounds', () => {
  it('hands focus to the box when a button reaches the bound and becomes disabled', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={3} max={4} />);
    plus().focus();
    await user.keyboard('{Enter}');
    expect(value()).toBe('4');
    expect(plus()).toBeDisabled();
    expect(input()).toHaveFocus();
  });
});

describe('NumberField without a default', () => {
  it('submits the minimum it shows', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    function NoDefault() {
      const form = useZodForm(z.object({ adults: z.number().int().min(1).max(20) }));
      return (
        <Form form={form} onValid={onValid}>
          <NumberField name="adults" label="Adults" min={1} max={20} />
          <button type="submit">Submit</button>
        </Form>
      );
    }
    render(<NoDefault />);
    expect(screen.getByLabelText('Adults')).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0][0]).toEqual({ adults: 1 });
  });
});
