import { BOOKING_SUMMARY_COLUMNS, columnList } from './columns';

describe('columnList', () => {
  it('joins column names into a PostgREST select list', () => {
    expect(columnList(['id', 'status'] as const)).toBe('id, status');
  });

  it("lists a booking summary's columns once each, starting with the id and reference", () => {
    expect(columnList(BOOKING_SUMMARY_COLUMNS).startsWith('id, reference_number, ')).toBe(true);
    expect(new Set(BOOKING_SUMMARY_COLUMNS).size).toBe(BOOKING_SUMMARY_COLUMNS.length);
  });
});
