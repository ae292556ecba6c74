/**
 * The mailer's delivery into the local inbox: POST /inbox/api/messages with the service role key
 * stores a complete e-mail (sender, reply-to, text, HTML, attachments, MIME source), which the JSON
 * list, the message page, the sandboxed HTML body, the attachment download and the .eml serve back.
 */
import { setupTestServer } from '../helpers/server';
import { uniqueEmail } from '../helpers/users';

const server = setupTestServer();

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

function message(to: string) {
  return {
    to,
    from: 'Barbados Island Rides <bookings@example.com>',
    replyTo: 'bookings@example.com',
    subject: 'Booking BB-123456-ABC received <b>',
    type: 'booking_confirmation',
    link: 'http://localhost:4200/my-bookings',
    text: 'Thank you <Carla>\nReference: BB-123456-ABC',
    html: '<!doctype html><p>Thank you, Carla</p><script>alert(1)</script>',
    attachments: [
      {
        filename: 'booking-BB-123456-ABC.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        contentBase64: Buffer.from(ICS).toString('base64'),
      },
    ],
    raw: 'Subject: Booking BB-123456-ABC received\r\n\r\nbody',
  };
}

async function deliver(body: unknown, key: string | null) {
  const response = await fetch(`${server().url}/inbox/api/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key ? { apikey: key, authorization: `Bearer ${key}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /inbox/api/messages', () => {
  it('is refused without the service role key, and with the anon key', async () => {
    const to = uniqueEmail('refused');
    expect(await deliver(message(to), null)).toEqual({
      status: 401,
      body: { message: 'Delivering to the inbox needs the service role key' },
    });
    expect((await deliver(message(to), server().anonKey)).status).toBe(401);
    const listed = await fetch(`${server().url}/inbox/api/messages?to=${encodeURIComponent(to)}`);
    expect(await listed.json()).toEqual([]);
  });

  it.each([
    ['not json', 'The body must be JSON'],
    [[], 'The body must be a JSON object'],
    [{ subject: 'x', html: '' }, 'to is required'],
    [{ to: 'a@example.com', subject: 5 }, 'subject must be a string'],
    [{ to: 'a@example.com', subject: ' ' }, 'subject is required'],
    [
      { to: 'a@example.com', subject: 's', attachments: {} },
      'attachments must be an array of at most 10',
    ],
    [{ to: 'a@example.com', subject: 's', attachments: ['x'] }, 'attachments[0] must be an object'],
    [
      {
        to: 'a@example.com',
        subject: 's',
        attachments: [{ filename: 'a', contentType: 'text/plain', contentBase64: '%%' }],
      },
      'attachments[0].contentBase64 must be base64',
    ],
  ])('answers 400 with the reason for %j', async (body, reason) => {
    expect(await deliver(body, server().serviceRoleKey)).toEqual({
      status: 400,
      body: { message: reason },
    });
  });

  it('stores the whole e-mail and serves it back', async () => {
    const to = uniqueEmail('delivered');
    const created = await deliver(message(to), server().serviceRoleKey);
    expect(created.status).toBe(201);
    const id = Number(created.body.id);
    expect(created.body.url).toBe(`/inbox/messages/${id}`);

    const listed = (await (
      await fetch(`${server().url}/inbox/api/messages?to=${encodeURIComponent(to)}`)
    ).json()) as Record<string, unknown>[];
    expect(listed).toEqual([
      {
        id,
        to,
        subject: 'Booking BB-123456-ABC received <b>',
        type: 'booking_confirmation',
        link: 'http://localhost:4200/my-bookings',
        createdAt: expect.stringMatching(/Z$/),
        from: 'Barbados Island Rides <bookings@example.com>',
        replyTo: 'bookings@example.com',
        text: 'Thank you <Carla>\nReference: BB-123456-ABC',
        attachments: [
          {
            filename: 'booking-BB-123456-ABC.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            size: ICS.length,
            url: `/inbox/messages/${id}/attachments/0`,
          },
        ],
        url: `/inbox/messages/${id}`,
      },
    ]);

    const file = await fetch(`${server().url}/inbox/messages/${id}/attachments/0`);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="booking-BB-123456-ABC.ics"',
    );
    expect(await file.text()).toBe(ICS);

    const raw = await fetch(`${server().url}/inbox/messages/${id}/raw`);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(await raw.text()).toBe('Subject: Booking BB-123456-ABC received\r\n\r\nbody');

    const body = await fetch(`${server().url}/inbox/messages/${id}/html`);
    expect(body.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(await body.text()).toBe(message(to).html);
  });

  it('gives each message a page, linked from the inbox, with everything escaped', async () => {
    const to = uniqueEmail('page');
    const { body } = await deliver(message(to), server().serviceRoleKey);
    const list = await (await fetch(`${server().url}/inbox?to=${encodeURIComponent(to)}`)).text();
    expect(list).toContain(
      `<a href="/inbox/messages/${body.id}">Read the message</a> (attached: booking-BB-123456-ABC.ics)`,
    );
    const page = await (await fetch(`${server().url}${String(body.url)}`)).text();
    expect(page).toContain('<h1>Booking BB-123456-ABC received &lt;b&gt;</h1>');
    expect(page).toContain('<dt>Reply to</dt><dd>bookings@example.com</dd>');
    expect(page).toContain(
      `<iframe title="HTML version of the e-mail" sandbox src="/inbox/messages/${body.id}/html"></iframe>`,
    );
    expect(page).toContain('<pre>Thank you &lt;Carla&gt;\nReference: BB-123456-ABC</pre>');
    expect(page).toContain(
      `<a href="/inbox/messages/${body.id}/attachments/0" download="booking-BB-123456-ABC.ics">`,
    );
    expect(page).not.toContain('<script>');
  });

  it('answers 404 for a message, attachment or source that does not exist', async () => {
    const { body } = await deliver(
      { to: uniqueEmail('bare'), subject: 'No attachments' },
      server().serviceRoleKey,
    );
    const paths = [
      '/inbox/messages/999999',
      '/inbox/messages/abc',
      '/inbox/messages/999999/html',
      `/inbox/messages/${body.id}/attachments/0`,
      `/inbox/messages/${body.id}/attachments/-1`,
      `/inbox/messages/${body.id}/raw`,
    ];
    for (const path of paths) {
      expect([path, (await fetch(`${server().url}${path}`)).status]).toEqual([path, 404]);
    }
    const page = await (await fetch(`${server().url}/inbox/messages/${body.id}`)).text();
    expect(page).not.toContain('<iframe');
    expect(page).not.toContain('Attachments');
  });
});
