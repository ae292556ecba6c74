/** @jest-environment jsdom */
import { MAX_MAILTO_LENGTH, REQUESTS_PART, SHRINK, type MailtoDraft } from '@bbt/shared/domain';
import { Form, useZodForm } from '@bbt/shared/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as z from 'zod';

import { ANNOUNCE_AFTER_MS, RequestsField } from './requests-field';

const schema = z.object({ additionalRequests: z.string() });
type Values = z.infer<typeof schema>;

// mailto:a@b.co?subject=S&body= is 29 characters; the requests are the whole body.
const draft = ({ additionalRequests }: Values): MailtoDraft => ({
  to: 'a@b.co',
  subject: { value: 'S' },
  body: [
    { value: additionalRequests || 'None', shrinkOrder: SHRINK.freeText, name: REQUESTS_PART },
  ],
});
const ROOM = MAX_MAILTO_LENGTH - 29;

function Harness() {
  const form = useZodForm(schema, { defaultValues: { additionalRequests: '' } });
  return (
    <Form form={form} onValid={() => undefined}>
      <RequestsField draft={draft} placeholder="Anything else?" />
    </Form>
  );
}

const box = () => screen.getByLabelText(/Additional requests/);
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const live = () => document.querySelector('[aria-live="polite"]');

describe('the additional requests and the room the e-mail leaves', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('describes the box with the characters left, counted on the whole e-mail', () => {
    render(<Harness />);
    expect(box()).toHaveAccessibleDescription(`${ROOM} characters left`);
    type('abc');
    expect(box()).toHaveAccessibleDescription(`${ROOM - 3} characters left`);
    type('x'.repeat(ROOM + 2));
    expect(box()).toHaveAccessibleDescription('2 characters too many');
    expect(box()).toHaveValue('x'.repeat(ROOM + 2));
  });

  it('tells a screen reader only once typing pauses, and only when the room is low', () => {
    render(<Harness />);
    type('abc');
    act(() => jest.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    expect(live()).toHaveTextContent('');
    type('x'.repeat(ROOM - 50));
    act(() => jest.advanceTimersByTime(ANNOUNCE_AFTER_MS / 2));
    expect(live()).toHaveTextContent('');
    type('x'.repeat(ROOM - 40));
    act(() => jest.advanceTimersByTime(ANNOUNCE_AFTER_MS / 2));
    expect(live()).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(ANNOUNCE_AFTER_MS / 2));
    expect(live()).toHaveTextContent('40 characters left');
  });
});
