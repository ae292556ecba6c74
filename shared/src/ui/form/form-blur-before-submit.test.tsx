/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as z from 'zod';

import { Form } from './form';
import { TextField } from './text-fields';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().min(1, { error: 'Name is required' }),
  city: z.string(),
});

function Example({ onValid }: { onValid: () => void }) {
  const form = useZodForm(schema, { defaultValues: { name: '', city: '' } });
  return (
    <Form form={form} onValid={onValid}>
      <TextField name="name" label="Name" />
      <TextField name="city" label="City" optional />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Form: pressing Submit with the mouse', () => {
  it('still checks a field when focus leaves it another way', async () => {
    render(<Example onValid={jest.fn()} />);
    fireEvent.blur(screen.getByLabelText('Name'), { relatedTarget: screen.getByRole('button') });
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('skips the blur check while the pointer is down on Submit, so the button does not move from under the click', async () => {
    const onValid = jest.fn();
    render(<Example onValid={onValid} />);
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.pointerDown(send);
    fireEvent.blur(screen.getByLabelText('Name'), { relatedTarget: send });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Name is required')).toBeNull();
    fireEvent.click(send);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a press anywhere else keeps the check', async () => {
    render(<Example onValid={jest.fn()} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Send' }));
    fireEvent.pointerDown(screen.getByLabelText(/City/));
    fireEvent.blur(screen.getByLabelText('Name'), { relatedTarget: screen.getByLabelText(/City/) });
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });
});
