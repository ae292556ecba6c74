import { pageCount, pageRange } from './list-counts';

describe('the figures of a paged list', () => {
  it('counts pages and the rows a page shows', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(2013, 25)).toBe(81);
    expect(pageRange({ page: 2, pageSize: 25 }, 2013)).toEqual({ first: 26, last: 50 });
    expect(pageRange({ page: 81, pageSize: 25 }, 2013)).toEqual({ first: 2001, last: 2013 });
    expect(pageRange({ page: 1, pageSize: 25 }, 0)).toEqual({ first: 0, last: 0 });
  });
});
