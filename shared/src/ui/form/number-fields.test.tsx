/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';

import { numberMessages } from '../../domain/validation';
import { Form } from './form';
import { NumberField } from './number-fields';
import { useZodForm } from './use-zod-form';

const input = () => screen.getByLabelText('Passengers');
const plus = () => screen.getByRole('button', { name: 'Increase Passengers' });
const minus = () => screen.getByRole('button', { name: 'Decrease Passengers' });

describe('NumberField', () => {
  const { notNumber, tooSmall, tooLarge } = numberMessages('Passengers', 2, 8);
  const schema = z.object({
    passengers: z
      .number({ error: notNumber })
      .int({ error: notNumber })
      .min(2, { error: tooSmall })
      .max(8, { error: tooLarge }),
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

  it('keeps a number typed out of range and explains it when the box is left', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Harness defaultValue={2} onValid={onValid} />);
    await user.clear(input());
    await user.type(input(), '30');
    expect(screen.queryByText(tooLarge)).toBeNull();
    await user.tab();
    expect(input()).toHaveValue(30);
    await waitFor(() => expect(input()).toHaveAttribute('aria-invalid', 'true'));
    expect(input()).toHaveAccessibleDescription(`${tooLarge} Up to 8`);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(input()).toHaveValue(30);
  });

  it('clears the message while the visitor types and checks again on leaving', async () => {
    const user = userEvent.setup();
    render(<Harness defaultValue={2} onValid={jest.fn()} />);
    await user.clear(input());
    await user.type(input(), '9');
    await user.tab();
    await waitFor(() => expect(screen.getByText(tooLarge)).toBeInTheDocument());
    await user.type(input(), '9');
    expect(input()).toHaveValue(99);
    expect(screen.queryByText(tooLarge)).toBeNull();
    expect(input()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() => expect(screen.getByText(tooLarge)).toBeInTheDocument());
    await user.clear(input());
    await user.type(input(), '5');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(tooLarge)).toBeNull());
  });

  it('an emptied box is not a number', async () => {
    const user = userEvent.setup();
    render(<Harness defaultValue={2} onValid={jest.fn()} />);
    await user.clear(input());
    await user.tab();
    expect(input()).toHaveValue(null);
    await waitFor(() => expect(screen.getByText(notNumber)).toBeInTheDocument());
  });

  it('the buttons step back into range from a kept value', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Harness defaultValue={2} onValid={onValid} />);
    await user.clear(input());
    await user.type(input(), '12');
    await user.tab();
    await waitFor(() => expect(screen.getByText(tooLarge)).toBeInTheDocument());
    expect(plus()).toBeDisabled();
    await user.click(minus());
    expect(input()).toHaveValue(8);
    expect(screen.queryByText(tooLarge)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ passengers: 8 });
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
