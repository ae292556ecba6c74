import { bookingIcsFileName, buildBookingIcs, type CalendarBooking } from './booking-ics';
import { escapeText, foldLine, joinLines } from './ics-text';
import {
  icsProperty,
  type IcsComponent,
  parseIcs,
  parseProperty,
  unescapeText,
  unfoldLines,
} from './ics-reader';

const NOW = new Date('2026-11-23T16:55:00Z');

const booking: CalendarBooking = {
  reference: 'BB-123456-ABC',
  pickupLocation: 'Grantley Adams International Airport',
  dropoffLocation: 'Sandy Lane, St. James',
  pickupDate: '2026-12-01',
  pickupTime: '14:30',
  businessName: 'Barbados Island Rides',
  details: ['Vehicle: Luxury (Merc or BMW)', 'Total: US$110 (BDS$220)'],
};

const events = (calendar: IcsComponent) =>
  calendar.components.filter((component) => component.type === 'VEVENT');

describe('buildBookingIcs', () => {
  it('writes one pickup event in Barbados time with a reminder', () => {
    const calendar = parseIcs(buildBookingIcs(booking, NOW));
    expect(calendar.type).toBe('VCALENDAR');
    expect(icsProperty(calendar, 'VERSION')?.value).toBe('2.0');
    const [event, ...rest] = events(calendar);
    expect(rest).toHaveLength(0);
    const start = icsProperty(event!, 'DTSTART');
    expect(start?.params.TZID).toBe('America/Barbados');
    expect(start?.value).toBe('20261201T143000');
    expect(icsProperty(event!, 'DURATION')?.value).toBe('PT1H');
    expect(icsProperty(event!, 'DTSTAMP')?.value).toBe('20261123T165500Z');
    expect(icsProperty(event!, 'UID')?.value).toBe('BB-123456-ABC-pickup@barbados-island-rides');
    expect(unescapeText(icsProperty(event!, 'LOCATION')!.value)).toBe(booking.pickupLocation);
    const description = unescapeText(icsProperty(event!, 'DESCRIPTION')!.value);
    expect(description.split('\n')).toEqual([
      'Booking reference: BB-123456-ABC',
      'From: Grantley Adams International Airport',
      'To: Sandy Lane, St. James',
      'Vehicle: Luxury (Merc or BMW)',
      'Total: US$110 (BDS$220)',
    ]);
    expect(event!.components[0]?.type).toBe('VALARM');
    const zone = calendar.components.find((component) => component.type === 'VTIMEZONE');
    const standard = zone?.components[0];
    expect(icsProperty(standard!, 'TZOFFSETTO')?.value).toBe('-0400');
  });

  it('adds the return leg of a round trip, from the drop-off back to the pickup', () => {
    const text = buildBookingIcs(
      {
        ...booking,
        isRoundTrip: true,
        returnDate: '2026-12-08',
        returnTime: '00:15',
        durationMinutes: 95,
      },
      NOW,
    );
    const [outbound, back] = events(parseIcs(text));
    expect(icsProperty(outbound!, 'DURATION')?.value).toBe('PT1H35M');
    expect(icsProperty(back!, 'DTSTART')?.value).toBe('20261208T001500');
    expect(unescapeText(icsProperty(back!, 'LOCATION')!.value)).toBe('Sandy Lane, St. James');
    expect(unescapeText(icsProperty(back!, 'SUMMARY')!.value)).toBe(
      'Barbados Island Rides: return BB-123456-ABC',
    );
  });

  it('leaves the return out when it is missing or invalid', () => {
    for (const partial of [
      { isRoundTrip: true, returnDate: null, returnTime: '10:00' },
      { isRoundTrip: true, returnDate: '2026-12-08', returnTime: null },
      { isRoundTrip: true, returnDate: '2026-02-30', returnTime: '10:00' },
      { isRoundTrip: false, returnDate: '2026-12-08', returnTime: '10:00' },
    ]) {
      expect(events(parseIcs(buildBookingIcs({ ...booking, ...partial }, NOW)))).toHaveLength(1);
    }
  });

  it('writes short durations in minutes only', () => {
    const text = buildBookingIcs({ ...booking, details: undefined, durationMinutes: 25 }, NOW);
    expect(icsProperty(events(parseIcs(text))[0]!, 'DURATION')?.value).toBe('PT25M');
  });

  it('uses CRLF line endings and refuses an invalid pickup', () => {
    expect(buildBookingIcs(booking, NOW)).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(() => buildBookingIcs({ ...booking, pickupTime: '25:00' }, NOW)).toThrow(
      /BB-123456-ABC/,
    );
  });

  it('names the file after the reference', () => {
    expect(bookingIcsFileName('BB-123456-ABC')).toBe('booking-BB-123456-ABC.ics');
    expect(bookingIcsFileName('TR/1 2')).toBe('booking-TR12.ics');
  });
});

describe('iCalendar text', () => {
  it('escapes and unescapes TEXT values', () => {
    const raw = 'a\\b; c, d\ne\r\nf';
    expect(escapeText(raw)).toBe('a\\\\b\\; c\\, d\\ne\\nf');
    expect(unescapeText(escapeText(raw))).toBe('a\\b; c, d\ne\nf');
    expect(unescapeText('x\\Ny')).toBe('x\ny');
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds them', () => {
    const long = `DESCRIPTION:${'Bathsheba – east coast '.repeat(12)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(unfoldLines(folded)).toEqual([long]);
    expect(unfoldLines('A:1\n\tcontinued\n\nB:2')).toEqual(['A:1continued', 'B:2']);
    expect(joinLines(['A:1', 'B:2'])).toBe('A:1\r\nB:2\r\n');
  });

  it('reads properties with parameters', () => {
    expect(parseProperty('dtstart;tzid=America/Barbados;x=a=b:20261201T143000')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'America/Barbados', X: 'a=b' },
      value: '20261201T143000',
    });
    expect(parseProperty('ATTACH;FMTTYPE=text/plain;FLAG:x').params).toEqual({
      FMTTYPE: 'text/plain',
      FLAG: '',
    });
    expect(() => parseProperty('no colon')).toThrow(/Not a content line/);
  });

  it('refuses broken calendars', () => {
    expect(() => parseIcs('BEGIN:VCALENDAR\r\nEND:VEVENT\r\n')).toThrow(/Unbalanced/);
    expect(() => parseIcs('END:VCALENDAR\r\n')).toThrow(/Unbalanced/);
    expect(() => parseIcs('VERSION:2.0\r\n')).toThrow(/outside a component/);
    expect(() => parseIcs('BEGIN:VCALENDAR\r\n')).toThrow(/Incomplete/);
    expect(() => parseIcs('')).toThrow(/Incomplete/);
  });
});
