// Support links, and mailto recipients that cannot add parameters or recipients.
import { bookingCancellationMailto } from './cancellation-mails';
import { BOOKING, CANCELLED_AT, CONTACT, INBOX, TOUR } from './mail-fixtures';
import { exactMailto, mailtoRecipient } from './mailto-core';
import { contactMailto, tourRequestMailto } from './request-mails';
import { chatLink, chatMessage, mailtoHref, supportMailLink, telLink } from './support-links';

describe('support links', () => {
  it("chat link prefilled 'Hello! I have a question about my booking {ref}'", () => {
    expect(chatMessage('BB-1')).toBe('Hello! I have a question about my booking BB-1');
    expect(chatLink('+1 (246) 269-9288', 'BB-1')).toBe(
      'https://wa.me/12462699288?text=Hello!%20I%20have%20a%20question%20about%20my%20booking%20BB-1',
    );
  });

  it('tel and mail links', () => {
    expect(telLink('+1 246 269 9288')).toBe('tel:+12462699288');
    expect(supportMailLink(INBOX, 'BB-1')).toBe(
      'mailto:bookings@example.com?subject=Question%20about%20booking%20BB-1',
    );
  });
});

describe('the recipient cannot add parameters or recipients', () => {
  const HOSTILE = 'a@b.c?cc=evil@x.y&bcc=z';

  /** Every header a mail app reads from the link, and the recipient it writes to. */
  const headersOf = (href: string) => {
    const url = new URL(href);
    return { to: decodeURIComponent(url.pathname), names: [...url.searchParams.keys()] };
  };

  it('keeps ? and & in a configured address part of the address', () => {
    expect(mailtoRecipient(HOSTILE)).toBe('a@b.c%3Fcc%3Devil@x.y%26bcc%3Dz');
    expect(headersOf(mailtoHref(HOSTILE))).toEqual({ to: HOSTILE, names: [] });
    expect(headersOf(supportMailLink(HOSTILE, 'BB-1'))).toEqual({
      to: HOSTILE,
      names: ['subject'],
    });
  });

  it('in every prepared e-mail: only the subject and the body', () => {
    const links = [
      tourRequestMailto(TOUR, 'TR-123456-ABC', [], HOSTILE).href,
      contactMailto(CONTACT, 'CM-1', HOSTILE).href,
      bookingCancellationMailto(BOOKING, 'ann@example.com', CANCELLED_AT, HOSTILE).href,
      exactMailto({ to: HOSTILE, subject: { value: 'Hi' }, body: [{ value: 'Hello' }] }).href,
    ];
    for (const href of links) {
      expect(headersOf(href)).toEqual({ to: HOSTILE, names: ['subject', 'body'] });
    }
  });

  it('a comma, # or % does not start a second recipient, a fragment or an escape', () => {
    for (const address of ['a@b.c,evil@x.y', 'a@b.c#frag', 'a%40evil@x.y']) {
      const href = mailtoHref(address);
      expect(new URL(href).hash).toBe('');
      expect(headersOf(href).to).toBe(address);
    }
  });

  it('writes a plain address as people read it', () => {
    expect(mailtoHref('desk+tours@example.com')).toBe('mailto:desk+tours@example.com');
    expect(mailtoHref(INBOX)).toBe(`mailto:${INBOX}`);
  });
});
