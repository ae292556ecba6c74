import {
  bookingsQueryParams,
  DEFAULT_BOOKINGS_QUERY,
  parseBookingsQuery,
  toggleSort,
} from './bookings-query';

const parse = (search: string) => parseBookingsQuery(new URLSearchParams(search));

describe('bookings query in the URL', () => {
  it('defaults to the newest bookings first, 25 a page', () => {
    expect(parse('')).toEqual(DEFAULT_BOOKINGS_QUERY);
    expect(bookingsQueryParams(DEFAULT_BOOKINGS_QUERY).toString()).toBe('');
  });

  it('reads and writes page, size, status, search and sort', () => {
    const query = parse('page=3&size=50&status=pending&q=smith&sort=pickup&dir=desc');
    expect(query).toEqual({
      page: 3,
      pageSize: 50,
      status: 'pending',
      search: 'smith',
      sort: 'pickup',
      direction: 'desc',
    });
    expect(parse(bookingsQueryParams(query).toString())).toEqual(query);
  });

  it('ignores values it does not know instead of failing', () => {
    expect(parse('page=-2&size=7&status=lost&sort=price&dir=up')).toEqual(DEFAULT_BOOKINGS_QUERY);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse(`q=${'x'.repeat(300)}`).search).toHaveLength(200);
  });

  it('keeps a sort in its own first direction out of the URL only when it is the default', () => {
    expect(
      bookingsQueryParams({
        ...DEFAULT_BOOKINGS_QUERY,
        sort: 'pickup',
        direction: 'asc',
      }).toString(),
    ).toBe('sort=pickup&dir=asc');
    expect(parse('sort=customer').direction).toBe('asc');
    expect(bookingsQueryParams({ ...DEFAULT_BOOKINGS_QUERY, search: '  ' }).toString()).toBe('');
  });

  it('a header click flips the same column or starts another in its own direction, on page 1', () => {
    const onPage4 = { ...DEFAULT_BOOKINGS_QUERY, page: 4 };
    expect(toggleSort(onPage4, 'booked')).toMatchObject({
      sort: 'booked',
      direction: 'asc',
      page: 1,
    });
    expect(toggleSort({ ...onPage4, direction: 'asc' }, 'booked').direction).toBe('desc');
    expect(toggleSort(onPage4, 'total')).toMatchObject({ sort: 'total', direction: 'desc' });
    expect(toggleSort(onPage4, 'customer')).toMatchObject({ sort: 'customer', direction: 'asc' });
  });
});
