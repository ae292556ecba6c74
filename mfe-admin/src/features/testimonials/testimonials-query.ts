import {
  TESTIMONIAL_FILTERS,
  type TestimonialFilter,
  type TestimonialsQuery,
} from '../../data/testimonials-api';

export const TESTIMONIALS_PAGE_SIZE = 12;

/** ?filter=pending&q=sarah&page=2 (defaults left out), so a view can be shared. */
export function parseTestimonialsQuery(params: URLSearchParams): TestimonialsQuery {
  const page = Number(params.get('page'));
  const filter = TESTIMONIAL_FILTERS.find((value) => value === params.get('filter')) ?? 'all';
  return {
    filter: filter satisfies TestimonialFilter,
    search: (params.get('q') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: TESTIMONIALS_PAGE_SIZE,
  };
}

export function testimonialsQueryParams(query: TestimonialsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('q', query.search.trim());
  if (query.filter !== 'all') params.set('filter', query.filter);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
