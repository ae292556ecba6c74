/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type ContactForm, contactSchema, MESSAGES } from '../../domain/validation';
import { Button } from '../button/button';
import { notify } from '../feedback/notify';
import { Form } from './form';
import { SelectField, TextareaField, TextField } from './text-fields';
import { useZodForm } from './use-zod-form';

/** The text of every element the control's aria-describedby points at, in order. */
function describedByText(control: HTMLElement): string[] {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

function ContactHarness({
  onValid,
  onRefused,
  refusedMessage,
}: {
  onValid: (values: ContactForm) => void;
  onRefused?: () => void;
  refusedMessage?: string;
}) {
  const form = useZodForm(contactSchema, {
    defaultValues: { name: '', email: '', contact: '', confirmationNumber: '', message: '' },
  });
  return (
    <Form
      form={form}
      onValid={onValid}
      onRefused={onRefused}
      refusedMessage={refusedMessage}
      aria-label="Send us a message"
    >
      <TextField name="name" label="Name" autoComplete="name" />
      <TextField name="email" label="Email" type="email" hint="We reply within a day." />
      <TextField name="contact" label="Phone" type="tel" optional />
      <SelectField
        name="service"
        label="Service"
        placeholder="Select a service"
        options={[
          { value: 'airport', label: 'Airport Transfer' },
          { value: 'tour', label: 'Island Tour' },
        ]}
      />
      <TextField name="confirmationNumber" label="Confirmation number" optional />
      <TextareaField name="message" label="Message" maxLength={500} />
      <Button type="submit">Send Message</Button>
    </Form>
  );
}

function renderContact(props: Partial<Parameters<typeof ContactHarness>[0]> = {}) {
  const onValid = jest.fn();
  const onRefused = jest.fn();
  const user = userEvent.setup();
  render(<ContactHarness onValid={onValid} onRefused={onRefused} {...props} />);
  return { user, onValid, onRefused };
}

afterEach(() => jest.restoreAllMocks());

describe('Form with useZodForm', () => {
  it('turns native validation off so the schema messages are the ones shown', () => {
    renderContact();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toHaveAttribute('novalidate');
  });

  it('gives every field a visible label tied to its control', () => {
    renderContact();
    expect(screen.getByLabelText('Name')).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Service').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    // Required fields say so to assistive technology; optional ones are marked in the label.
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-required');
  });

  it('shows no error before the visitor has touched anything', () => {
    renderContact();
    const name = screen.getByLabelText('Name');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('shows the schema message on blur, linked by aria-describedby, with aria-invalid', async () => {
    const { user } = renderContact();
    const name = screen.getByLabelText('Name');
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(name)).toEqual(['Name is required']);
    expect(name).toHaveAccessibleDescription('Name is required');
  });

  it('keeps the hint in the description beside the error', async () => {
    const { user } = renderContact();
    const email = screen.getByLabelText('Email');
    expect(describedByText(email)).toEqual(['We reply within a day.']);
    await user.type(email, 'jane@');
    await user.tab();
    await waitFor(() =>
      expect(describedByText(email)).toEqual([MESSAGES.emailInvalid, 'We reply within a day.']),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('updates the error as the visitor types once it is shown, and clears it when fixed', async () => {
    const { user } = renderContact();
    const email = screen.getByLabelText('Email');
    await user.click(email);
    await user.tab();
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(email, 'jane');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    await user.type(email, '@example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument();
    expect(describedByText(email)).toEqual(['We reply within a day.']);
  });

  it('on a refused submit shows every error, focuses the first invalid field and calls onRefused', async () => {
    const { user, onValid, onRefused } = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(describedByText(name)).toEqual(['Name is required']);
    expect(describedByText(screen.getByLabelText('Email'))[0]).toBe(MESSAGES.emailRequired);
    expect(describedByText(screen.getByLabelText('Service'))).toEqual(['Service is required']);
    expect(describedByText(screen.getByLabelText('Message'))[0]).toBe('Message is required');
    for (const label of ['Name', 'Email', 'Service', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    // Optional fields that are fine are not flagged.
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(onValid).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(Object.keys(onRefused.mock.calls[0][0] as object).sort()).toEqual([
      'email',
      'message',
      'name',
      'service',
    ]);
  });

  it('focuses the first invalid field, not the first field, and loses nothing typed', async () => {
    const { user, onValid } = renderContact();
    await user.type(screen.getByLabelText('Name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@');
    await user.type(screen.getByLabelText('Phone (optional)'), '246 555 0100');
    await user.selectOptions(screen.getByLabelText('Service'), 'Island Tour');
    await user.type(screen.getByLabelText('Message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(`${MESSAGES.emailInvalid} We reply within a day.`);
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(email).toHaveValue('jane@');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('246 555 0100');
    expect(screen.getByLabelText('Service')).toHaveValue('tour');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
  });

  it('shows the refusedMessage as an error toast on a refused submit only', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { user, onValid } = renderContact({ refusedMessage: MESSAGES.correctErrors });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGES.correctErrors));
    expect(error).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.selectOptions(screen.getByLabelText('Service'), 'Airport Transfer');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('shows no toast on refusal without a refusedMessage', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { user, onRefused } = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(onRefused).toHaveBeenCalled());
    expect(error).not.toHaveBeenCalled();
  });

  it('passes the parsed (trimmed) values to onValid', async () => {
    const { user, onValid } = renderContact();
    await user.type(screen.getByLabelText('Name'), '  Jane Doe ');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.selectOptions(screen.getByLabelText('Service'), 'Island Tour');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      contact: '',
      service: 'tour',
      confirmationNumber: '',
      message: 'Hello',
    });
  });
});
