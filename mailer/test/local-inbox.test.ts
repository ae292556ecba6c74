/**
 * The default transport end to end: a booking made through create_booking with supabase-js is
 * delivered by the mailer into local-supabase's inbox, where the customer's confirmation carries the
 * reference, the server's price in USD and BBD and an .ics attachment that parses, the MIME source is
 * what SMTP would get, and the company's notice replies to the customer.
 */
import { formatMoney, parseIcs } from '@bbt/shared/domain';

import { configFromEnv, createMailer } from '../src/index';
import { type Backend, startBackend } from './support/backend';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.server.close();
});

interface InboxEntry {
  id: number;
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  type: string;
  link: string;
  text: string;
  attachments: { filename: string; contentType: string; url: string }[];
  url: string;
}

async function inbox(to: string): Promise<InboxEntry[]> {
  const response = await fetch(`${backend.url}/inbox/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as InboxEntry[];
}

it('delivers the confirmation with the price and a calendar file, and the company notice', async () => {
  await backend.emptyQueue();
  const booking = await backend.book({ p_car_seats: 1 });
  const sender = createMailer(
    configFromEnv({
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      SITE_URL: 'http://localhost:4200/',
    }),
  );
  expect(await sender.drain()).toMatchObject({ claimed: 2, sent: 2, failed: 0 });

  const [confirmation] = await inbox(booking.email);
  const price = formatMoney(Number(booking.total_price));
  expect(confirmation).toMatchObject({
    to: booking.email,
    from: '"Barbados Island Rides" <bookings@example.com>',
    replyTo: 'bookings@example.com',
    subject: expect.stringContaining(booking.reference_number),
    type: 'booking_confirmation',
    link: 'http://localhost:4200/my-bookings',
  });
  expect(confirmation?.text).toContain(`Reference: ${booking.reference_number}`);
  expect(confirmation?.text).toContain(`Total: ${price}`);
  expect(price).toMatch(/^US\$\d+(\.\d\d)? \(BDS\$\d+(\.\d\d)?\)$/);
  expect(confirmation?.text).toContain('Child car seats x 1: US$15 (BDS$30)');

  const [ics] = confirmation?.attachments ?? [];
  expect(ics).toMatchObject({
    filename: `booking-${booking.reference_number}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  });
  const calendar = parseIcs(await (await fetch(`${backend.url}${ics?.url}`)).text());
  const event = calendar.components.find((c) => c.type === 'VEVENT');
  const start = event?.properties.find((p) => p.name === 'DTSTART');
  expect(start?.value).toBe(`${booking.pickup_date.replace(/-/g, '')}T143000`);

  const raw = await (await fetch(`${backend.url}${confirmation?.url}/raw`)).text();
  expect(raw).toContain(`To: ${booking.email}`);
  expect(raw).toContain('X-Booking-Email: booking_confirmation');
  expect(raw).toContain('Content-Type: text/calendar; charset=utf-8; method=PUBLISH');
  expect(raw).toMatch(/Content-Type: multipart\/mixed;/);

  const notices = (await inbox('bookings@example.com')).filter((m) =>
    m.subject.includes(booking.reference_number),
  );
  expect(notices.map((m) => [m.type, m.replyTo, m.link])).toEqual([
    ['company_new_booking', booking.email, 'http://localhost:4200/admin/bookings'],
  ]);
});
