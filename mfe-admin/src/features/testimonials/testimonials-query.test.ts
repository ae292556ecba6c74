import { parseTestimonialsQuery, testimonialsQueryParams } from './testimonials-query';

const parse = (search: string) => parseTestimonialsQuery(new URLSearchParams(search));

describe('testimonials query in the URL', () => {
  it('defaults to all testimonials, first page', () => {
    expect(parse('')).toEqual({ filter: 'all', search: '', page: 1, pageSize: 12 });
    expect(testimonialsQueryParams(parse('')).toString()).toBe('');
  });

  it('round-trips filter, search and page', () => {
    const query = parse('filter=pending&q=sarah&page=2');
    expect(query).toMatchObject({ filter: 'pending', search: 'sarah', page: 2 });
    expect(testimonialsQueryParams(query).toString()).toBe('q=sarah&filter=pending&page=2');
  });

  it('ignores what it does not know', () => {
    expect(parse('filter=spam&page=0')).toMatchObject({ filter: 'all', page: 1 });
  });
});
