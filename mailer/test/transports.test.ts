/**
 * The two transports against real servers: SMTP through nodemailer to a small SMTP server on
 * 127.0.0.1 (the message, its attachment, a 550 refusal), and the local inbox transport's handling of
 * the inbox's answers (a refused key may pass next time; a malformed message never does).
 */
import http from 'node:http';
import net from 'node:net';

import {
  type OutgoingEmail,
  PermanentError,
  smtpTransport,
  localInboxTransport,
} from '../src/index';
import { isPermanent } from '../src/transport';

const EMAIL: OutgoingEmail = {
  kind: 'booking_confirmation',
  to: 'carla@example.com',
  replyTo: 'bookings@example.com',
  subject: 'Booking BB-123456-ABC received: Tue, 1 Dec 2026 at 2:30 PM',
  text: 'Thank you, Carla',
  html: '<p>Thank you, Carla</p>',
  attachments: [
    {
      filename: 'booking-BB-123456-ABC.ics',
      contentType: 'text/calendar; charset=utf-8',
      content: 'BEGIN:VCALENDAR',
    },
  ],
  link: 'http://localhost:4200/my-bookings',
};
const FROM = '"Barbados Island Rides" <bookings@example.com>';

/** Enough of SMTP for nodemailer: greets, accepts or refuses the recipient, keeps the DATA. */
async function smtpServer(refuse: string) {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = inData ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) >= 0) {
        if (inData) {
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 Ok: queued as TEST1\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-test\r\n250 SIZE 10240000\r\n');
        else if (verb === 'RCPT')
          socket.write(line.includes(refuse) ? '550 5.1.1 User unknown\r\n' : '250 2.1.5 Ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 2.0.0 Bye\r\n');
        else socket.write('250 2.0.0 Ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, messages, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('SMTP', () => {
  it('sends the message with its attachment, and a refused recipient is permanent', async () => {
    const smtp = await smtpServer('unknown@');
    const transport = smtpTransport({
      kind: 'smtp',
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: null,
      pass: null,
    });
    try {
      const { messageId } = await transport.send(EMAIL, FROM);
      expect(messageId).toMatch(/^<.+@.+>$/);
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0] ?? '';
      expect(message).toContain(
        'Subject: Booking BB-123456-ABC received: Tue, 1 Dec 2026 at 2:30 PM',
      );
      expect(message).toContain('Reply-To: bookings@example.com');
      expect(message).toContain('X-Booking-Email: booking_confirmation');
      expect(message).toContain('filename=booking-BB-123456-ABC.ics');

      const refused = await transport
        .send({ ...EMAIL, to: 'unknown@example.com' }, FROM)
        .catch((e: unknown) => e);
      expect(isPermanent(refused)).toBe(true);
      expect(String(refused)).toContain('550 5.1.1 User unknown');
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('takes a connection URL', async () => {
    const smtp = await smtpServer('nobody@');
    const transport = smtpTransport({ kind: 'smtp', url: `smtp://127.0.0.1:${smtp.port}` });
    try {
      await transport.send(EMAIL, FROM);
      expect(smtp.messages).toHaveLength(1);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe('isPermanent', () => {
  it('is true for 5xx answers, a refused envelope and PermanentError only', () => {
    expect(isPermanent(Object.assign(new Error('x'), { responseCode: 554 }))).toBe(true);
    expect(isPermanent(Object.assign(new Error('x'), { responseCode: 421 }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('x'), { code: 'EENVELOPE' }))).toBe(true);
    expect(isPermanent(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isPermanent(new PermanentError('x'))).toBe(true);
    expect(isPermanent(null)).toBe(false);
  });
});

describe('the local inbox transport', () => {
  it('treats a refused key as passing and a malformed message as permanent', async () => {
    let status = 401;
    const server = http.createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('{"message":"no"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    const transport = localInboxTransport(url, 'key');
    try {
      const unauthorised = await transport.send(EMAIL, FROM).catch((e: unknown) => e);
      expect(String(unauthorised)).toBe('Error: The local inbox answered 401: {"message":"no"}');
      expect(isPermanent(unauthorised)).toBe(false);
      status = 400;
      expect(isPermanent(await transport.send(EMAIL, FROM).catch((e: unknown) => e))).toBe(true);
    } finally {
      transport.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
