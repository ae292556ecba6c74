// The booking e-mails in local-supabase's inbox (delivered there by the mailer `npm start` runs),
// for the e-mail specs.
import { expect } from '@playwright/test';
import { parseIcs } from '@bbt/shared/domain';

import { E2E_BACKEND_URL } from './e2e-env';

export interface InboxEntry {
  to: string;
  subject: string;
  type: string;
  replyTo: string | null;
  text: string;
  url: string;
  attachments: { filename: string; url: string }[];
}

/**
 * How long a spec waits for an e-mail: the mailer polls every second, but a spec seeding thousands
 * of bookings (admin-bookings) queues thousands of e-mails ahead of it for up to half a minute.
 */
const INBOX_WAIT = { timeout: 30_000 };

/** Every e-mail the inbox holds for `to`. */
export async function bookingInbox(to: string): Promise<InboxEntry[]> {
  const response = await fetch(
    `${E2E_BACKEND_URL}/inbox/api/messages?to=${encodeURIComponent(to)}`,
  );
  return (await response.json()) as InboxEntry[];
}

/** Waits (up to the expect timeout) for `count` e-mails of `type` about `reference` to `to`. */
export async function arrived(
  to: string,
  type: string,
  reference: string,
  count = 1,
): Promise<InboxEntry[]> {
  let found: InboxEntry[] = [];
  await expect
    .poll(async () => {
      found = (await bookingInbox(to)).filter(
        (m) => m.type === type && m.subject.includes(reference),
      );
      return found.length;
    }, INBOX_WAIT)
    .toBe(count);
  return found;
}

/** The attachment `filename` of an inbox e-mail, downloaded and parsed as an iCalendar file. */
export async function attachedCalendar(entry: InboxEntry | undefined, filename: string) {
  const file = entry?.attachments.find((a) => a.filename === filename);
  expect(file, `attachment ${filename}`).toBeDefined();
  return parseIcs(await (await fetch(`${E2E_BACKEND_URL}${file?.url}`)).text());
}
