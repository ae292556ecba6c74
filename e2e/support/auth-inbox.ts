// The auth e-mails (sign-up confirmation, password recovery) in local-supabase's inbox, read through
// its HTTP API.
import { expect, type APIRequestContext } from '@playwright/test';

import { E2E_BACKEND_URL } from './e2e-env';

export interface InboxMessage {
  id: number;
  to: string;
  subject: string;
  type: string;
  link: string;
}

export async function inbox(request: APIRequestContext, to: string): Promise<InboxMessage[]> {
  const response = await request.get(
    `${E2E_BACKEND_URL}/inbox/api/messages?to=${encodeURIComponent(to)}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as InboxMessage[];
}

/** Waits for the `count`-th e-mail of a type to reach the local inbox and returns its link. */
export async function inboxLink(
  request: APIRequestContext,
  to: string,
  type: 'signup' | 'recovery',
  count = 1,
): Promise<string> {
  let messages: InboxMessage[] = [];
  await expect
    .poll(async () => {
      messages = (await inbox(request, to)).filter((message) => message.type === type);
      return messages.length;
    })
    .toBeGreaterThanOrEqual(count);
  return (messages[0] as InboxMessage).link;
}
