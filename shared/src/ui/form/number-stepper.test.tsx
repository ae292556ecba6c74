/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { NumberStepper, typedNumber } from './number-stepper';

function Stepper({
  initial,
  min = 1,
  max = 4,
  step,
  disabled,
  keepTyped,
  onChange = () => undefined,
}: {
  keepTyped?: boolean;
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
        keepTyped={keepTyped}
        aria={{ id: 'passengers' }}
      />
      <output data-testid="value">{String(value)}</output>
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

describe('NumberStepper keeping what was typed', () => {
  it('reports every keystroke and keeps an out-of-range number after blur', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Stepper initial={2} keepTyped onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '12');
    await user.tab();
    expect(input()).toHaveValue(12);
    expect(value()).toBe('12');
    expect(onChange.mock.calls.map(([next]) => next)).toEqual([Number.NaN, 1, 12]);
    expect(plus()).toBeDisabled();
    await user.click(minus());
    expect(input()).toHaveValue(4);
  });

  it('keeps an emptied box empty (NaN) and steps from min', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={3} keepTyped />);
    await user.clear(input());
    await user.tab();
    expect(input()).toHaveValue(null);
    expect(value()).toBe('NaN');
    await user.click(plus());
    expect(input()).toHaveValue(1);
  });
});

describe('typedNumber', () => {
  it('is the number the text stands for, NaN when blank or not a number', () => {
    expect(typedNumber('21')).toBe(21);
    expect(typedNumber(' 2.5 ')).toBe(2.5);
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('  ')).toBeNaN();
    expect(typedNumber('abc')).toBeNaN();
  });
});
