/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import * as z from 'zod';

import { loginSchema, MESSAGES, testimonialSchema } from '../../domain/validation';
import { Form } from './form';
import {
  DateField,
  PasswordField,
  SelectField,
  TextareaField,
  TextField,
  TimeField,
} from './text-fields';
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

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('TextField', () => {
  const schema = z.object({ name: z.string(), nickname: z.string() });

  it('passes native input props through and defaults to type text', () => {
    render(
      <Harness schema={schema}>
        <TextField name="name" label="Full name" autoComplete="name" placeholder="Jane Doe" />
        <TextField name="nickname" label="Nickname" optional readOnly />
      </Harness>,
    );
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('type', 'text');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('placeholder', 'Jane Doe');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).not.toHaveAttribute('readonly');
    const nickname = screen.getByLabelText('Nickname (optional)');
    expect(nickname).toHaveAttribute('readonly');
    expect(nickname).not.toHaveAttribute('aria-required');
  });

  it('describes the control with its hint', () => {
    render(
      <Harness schema={schema}>
        <TextField name="name" label="Full name" hint="As on your passport" />
      </Harness>,
    );
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('As on your passport');
  });
});

describe('DateField and TimeField', () => {
  const schema = z.object({
    date: z.string().min(1, { error: MESSAGES.dateRequired }),
    time: z.string().min(1, { error: MESSAGES.timeRequired }),
  });

  it('render native date and time pickers with a min', () => {
    render(
      <Harness schema={schema} defaultValues={{ date: '', time: '' }}>
        <DateField name="date" label="Pickup date" min="2026-12-02" />
        <TimeField name="time" label="Pickup time" min="06:00" />
      </Harness>,
    );
    const date = screen.getByLabelText('Pickup date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2026-12-02');
    const time = screen.getByLabelText('Pickup time');
    expect(time).toHaveAttribute('type', 'time');
    expect(time).toHaveAttribute('min', '06:00');
  });

  it('show the schema messages on submit and keep what was typed', async () => {
    render(
      <Harness schema={schema} defaultValues={{ date: '', time: '' }}>
        <DateField name="date" label="Pickup date" />
        <TimeField name="time" label="Pickup time" />
      </Harness>,
    );
    await userEvent.type(screen.getByLabelText('Pickup time'), '14:05');
    await submit();
    const date = screen.getByLabelText('Pickup date');
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAccessibleDescription(MESSAGES.dateRequired);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Pickup time')).toHaveValue('14:05');
    expect(screen.getByLabelText('Pickup time')).not.toHaveAttribute('aria-invalid');
  });
});

describe('PasswordField', () => {
  function LoginHarness({ onValid = () => undefined }: { onValid?: (values: unknown) => void }) {
    return (
      <Harness
        schema={loginSchema}
        defaultValues={{ email: 'jane@example.com', password: '', rememberMe: false }}
        onValid={onValid}
      >
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          hint="At least 8 characters"
        />
      </Harness>
    );
  }

  it('is a password input with a labelled toggle that is not pressed', () => {
    render(<LoginHarness />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAccessibleDescription('At least 8 characters');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows and hides the password, keeping what was typed and never submitting', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<LoginHarness onValid={onValid} />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret123');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('secret123');

    // By keyboard too: it is a real button.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it("shows the schema's message when left empty", async () => {
    const user = userEvent.setup();
    render(<LoginHarness />);
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    const input = screen.getByLabelText('Password');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(`${MESSAGES.passwordRequired} At least 8 characters`);
  });
});

describe('TextareaField', () => {
  const schema = testimonialSchema.pick({ testimonialText: true });

  it('counts characters as the visitor types, as part of its description', async () => {
    const user = userEvent.setup();
    render(
      <Harness schema={schema} defaultValues={{ testimonialText: '' }}>
        <TextareaField
          name="testimonialText"
          label="Your testimonial"
          maxLength={20}
          rows={6}
          placeholder="Tell us about your trip"
        />
      </Harness>,
    );
    const box = screen.getByLabelText('Your testimonial');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '6');
    expect(box).toHaveAttribute('placeholder', 'Tell us about your trip');
    expect(screen.getByText('0 / 20 characters')).toHaveClass('form-counter');
    expect(box).toHaveAccessibleDescription('0 / 20 characters');

    await user.type(box, 'Great');
    expect(screen.getByText('5 / 20 characters')).toBeInTheDocument();

    await user.type(box, ' driver, on time!!!!');
    const counter = screen.getByText('25 / 20 characters');
    expect(counter).toHaveClass('form-counter-over');
    expect(counter).not.toHaveClass('form-counter');
  });

  it('shows no counter without maxLength, and the schema message on blur', async () => {
    const user = userEvent.setup();
    render(
      <Harness schema={schema} defaultValues={{ testimonialText: '' }}>
        <TextareaField name="testimonialText" label="Your testimonial" />
      </Harness>,
    );
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    const box = screen.getByLabelText('Your testimonial');
    expect(box).toHaveAttribute('rows', '4');
    await user.type(box, 'Short');
    await user.tab();
    await waitFor(() => expect(box).toHaveAccessibleDescription(MESSAGES.testimonialTooShort));
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SelectField', () => {
  const schema = z.object({
    gender: z.enum(['male', 'female'], { error: MESSAGES.genderRequired }),
  });
  const options = [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
    { value: 'other', label: 'Other (fully booked)', disabled: true },
  ];

  it('starts on its placeholder, an empty first choice, and lists the options', () => {
    render(
      <Harness schema={schema}>
        <SelectField name="gender" label="Gender" placeholder="Select gender" options={options} />
      </Harness>,
    );
    const select = screen.getByLabelText('Gender');
    expect(select).toHaveValue('');
    const choices = screen.getAllByRole('option');
    expect(choices.map((option) => option.textContent)).toEqual([
      'Select gender',
      'Male',
      'Female',
      'Other (fully booked)',
    ]);
    expect(choices[0]).toHaveValue('');
    expect(choices[0]).toHaveProperty('selected', true);
    expect(screen.getByRole('option', { name: 'Other (fully booked)' })).toBeDisabled();
  });

  it('without a placeholder the first option is chosen', () => {
    render(
      <Harness schema={schema}>
        <SelectField name="gender" label="Gender" options={options} autoComplete="sex" />
      </Harness>,
    );
    expect(screen.getByLabelText('Gender')).toHaveValue('male');
    expect(screen.getByLabelText('Gender')).toHaveAttribute('autocomplete', 'sex');
    expect(screen.queryByRole('option', { name: 'Select gender' })).not.toBeInTheDocument();
  });

  it('refuses the placeholder with the schema message and accepts a choice', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(
      <Harness schema={schema} onValid={onValid}>
        <SelectField name="gender" label="Gender" placeholder="Select gender" options={options} />
      </Harness>,
    );
    await submit();
    const select = screen.getByLabelText('Gender');
    await waitFor(() => expect(select).toHaveAccessibleDescription(MESSAGES.genderRequired));
    expect(select).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.selectOptions(select, 'Female');
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ gender: 'female' });
  });
});
