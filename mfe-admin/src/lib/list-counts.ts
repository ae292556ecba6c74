// The figures of a paged list: how many pages, and which rows the current one shows.

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing 26–50 of 2,013 bookings' figures: the first and last row numbers of the page. */
export function pageRange(query: { page: number; pageSize: number }, total: number) {
  if (total === 0) return { first: 0, last: 0 };
  const first = (query.page - 1) * query.pageSize + 1;
  return { first, last: Math.min(total, first + query.pageSize - 1) };
}
