import { cancellationRequestMailto } from './cancellation-request-mail';
import { MAX_MAILTO_LENGTH } from './mailto-core';

const INBOX = 'bookings@example.com';
// 15:30 in Barbados (UTC-4).
const AT = new Date('2026-12-01T19:30:00Z');

const decoded = (href: string) => {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
};

describe('cancellation request e-mail', () => {
  it("is addressed to the inbox with the subject 'Booking Cancellation - {ref}'", () => {
    const mail = cancellationRequestMailto(
      { confirmation: 'BB-123456-ABC', email: 'ann@example.com' },
      AT,
      INBOX,
    );
    expect(mail.subject).toBe('Booking Cancellation - BB-123456-ABC');
    expect(decoded(mail.href)).toEqual({ to: INBOX, subject: mail.subject, body: mail.body });
  });

  it('lists the confirmation number, the cancelling e-mail and when it was asked for', () => {
    const { body } = cancellationRequestMailto(
      { confirmation: 'BB-123456-ABC', email: 'ann@example.com' },
      AT,
      INBOX,
    );
    expect(body.split('\r\n')).toEqual([
      'Please cancel my booking.',
      '',
      'Confirmation number: BB-123456-ABC',
      'Email: ann@example.com',
      'Requested at: 2026-12-01 15:30 (GMT-4)',
      '',
      'I understand refunds follow the refund policy and are paid within 14 days.',
    ]);
  });

  it('stays within the mailto limit whatever is typed', () => {
    const mail = cancellationRequestMailto(
      { confirmation: 'X'.repeat(3000), email: 'ann@example.com' },
      AT,
      INBOX,
    );
    expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(mail.shortened).toBe(true);
  });
});
