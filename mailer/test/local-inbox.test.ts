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
    link: expect.stringMatching(/^http:\/\/localhost:4200\/manage\/[A-Za-z0-9_-]{43}$/),
  });
  // The link is the booking's manage link: a token the mailer had issued, stored only as a hash.
  expect(confirmation?.text).toContain('Manage your booking');
  expect(confirmation?.text).toContain(confirmation?.link);
  const token = confirmation?.link.split('/manage/')[1] ?? '';
  const { rows: tokens } = await backend.server.db.query<{ n: number }>(
    `select count(*)::int as n from private.booking_manage_tokens
      where booking_id = $1 and token_hash = sha256(convert_to($2, 'UTF8'))`,
    [booking.id, token],
  );
  expect(tokens).toEqual([{ n: 1 }]);
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

it('delivers "Your driver for BB-…" with the driver, the vehicle, where to meet and the waiting', async () => {
  const booking = await backend.book();
  const { rows } = await backend.server.db.query<{ driver: string; vehicle: string }>(
    `with d as (
       insert into public.drivers (full_name, phone) values ('Marcus Inbox Test', '+1 246 555 0177')
       returning id),
     v as (
       insert into public.vehicles (plate, vehicle_type, seats, luggage)
       values ('M ' || (floor(random() * 900000) + 100000)::int, 'premium', 3, 4)
       returning id, plate)
     select d.id as driver, v.id as vehicle from d, v`,
  );
  const [fleet] = rows;
  await backend.emptyQueue();
  const admin = await backend.signIn('admin@example.com', 'admin-demo-2026');
  const assigned = await admin.rpc('assign_booking', {
    p_booking_id: booking.id,
    p_driver_id: fleet?.driver ?? '',
    p_vehicle_id: fleet?.vehicle ?? '',
  });
  expect(assigned.error).toBeNull();
  expect((await backend.outbox(booking.id)).map((r) => [r.kind, r.status])).toEqual([
    ['booking_confirmation', 'sent'],
    ['company_new_booking', 'sent'],
    ['driver_assigned', 'pending'],
  ]);

  const sender = createMailer(
    configFromEnv({
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      SITE_URL: 'http://localhost:4200/',
    }),
  );
  expect(await sender.drain()).toMatchObject({ claimed: 1, sent: 1, failed: 0 });

  const mail = (await inbox(booking.email)).find((m) => m.type === 'driver_assigned');
  expect(mail).toMatchObject({
    to: booking.email,
    replyTo: 'bookings@example.com',
    subject: `Your driver for ${booking.reference_number}`,
    link: 'http://localhost:4200/my-bookings',
  });
  expect(mail?.text).toContain('Driver: Marcus');
  expect(mail?.text).not.toContain('Inbox Test');
  expect(mail?.text).toContain('Phone: +1 246 555 0177');
  expect(mail?.text).toContain('Vehicle: Premium');
  expect(mail?.text).toMatch(/Plate: M \d{6}/);
  expect(mail?.text).toContain('The arrivals hall of Grantley Adams International Airport');
  expect(mail?.text).toContain('Free waiting: 60 minutes after your flight lands');
  const html = await (await fetch(`${backend.url}${mail?.url}/html`)).text();
  expect(html).toContain('href="https://wa.me/12465550177?text=');
});
