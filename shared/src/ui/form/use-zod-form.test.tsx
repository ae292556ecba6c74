/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { emailOnlySchema, MESSAGES } from '../../domain/validation';
import { Button } from '../button/button';
import { notify } from '../feedback/notify';
import { Form } from './form';
import { TextField } from './text-fields';
import { useZodForm } from './use-zod-form';

type Loader = () => Promise<typeof emailOnlySchema>;

function EmailForm({ load, onValid }: { load: Loader; onValid: (email: string) => void }) {
  const form = useZodForm(load, { defaultValues: { email: '' } });
  return (
    <Form form={form} onValid={(values) => onValid(values.email)} aria-label="Your e-mail">
      <TextField name="email" label="Email" type="email" />
      <Button type="submit">Send</Button>
    </Form>
  );
}

function renderEmailForm(load: Loader) {
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<EmailForm load={load} onValid={onValid} />);
  return { user, onValid };
}

describe('useZodForm with a schema loader', () => {
  it('renders the fields before the schema has loaded, and checks with it once loaded', async () => {
    let release: () => void = () => undefined;
    const load = jest.fn(
      () =>
        new Promise<typeof emailOnlySchema>((resolve) => {
          release = () => resolve(emailOnlySchema);
        }),
    );
    const { user, onValid } = renderEmailForm(load);
    expect(screen.getByLabelText('Email')).toBeEnabled();

    await user.type(screen.getByLabelText('Email'), 'jane@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('jane@');

    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith('jane@example.com'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the schema again at the next check when loading it failed', async () => {
    const load = jest
      .fn<Promise<typeof emailOnlySchema>, []>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue(emailOnlySchema);
    const { user, onValid } = renderEmailForm(load);
    expect(load).not.toHaveBeenCalled(); // not before the visitor does anything
    await user.click(screen.getByLabelText('Email'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1)); // loading at the first tap failed

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith('jane@example.com'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a submit whose checks cannot load with a message, keeps what was typed, and loads again', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<typeof emailOnlySchema>, []>()
      .mockRejectedValueOnce(new Error('chunk failed to load')) // the first tap
      .mockRejectedValueOnce(new Error('chunk failed to load')) // the submit
      .mockResolvedValue(emailOnlySchema);
    const { user, onValid } = renderEmailForm(load);
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGES.formChecksUnavailable));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith('jane@example.com'));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
