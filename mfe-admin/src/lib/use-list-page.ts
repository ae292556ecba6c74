import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@bbt/shared/router';

import { pageCount } from './list-counts';
import { type AsyncState, useAsync } from './use-async';
import { type BusyRows, useBusyRows } from './use-busy-rows';

/** How a list keeps its view in the URL (defaults left out), so staff can share or reload it. */
export interface UrlQuery<Query> {
  parse: (params: URLSearchParams) => Query;
  toParams: (query: Query) => URLSearchParams;
}

/** A list with one view only: nothing of it goes in the URL. */
export const NO_URL_QUERY: UrlQuery<null> = {
  parse: () => null,
  toParams: () => new URLSearchParams(),
};

export interface ListPageOptions<Query, Data> {
  /** Module-level (stable): how the view is read from and written to the URL. */
  urlQuery: UrlQuery<Query>;
  load: (query: Query) => Promise<Data>;
  /** The toast when a load fails (the last rows stay on screen). */
  failureMessage: string;
  /** How many rows match the view; the data may hold only one page of them. */
  countOf: (data: Data) => number;
}

export interface ListPage<Query, Data> extends BusyRows {
  query: Query;
  /**
   * Shows another view. Paging and filtering add a history entry (Back returns to the previous
   * view); typing in a search box passes `replace`.
   */
  navigate: (next: Query, options?: { replace?: boolean }) => void;
  list: AsyncState<Data>;
  /** How many rows match (0 until the first load). */
  total: number;
  /** How many pages they fill (1 for a list that is not paged). */
  pages: number;
}

/**
 * What every admin list page shares: its view as URL state, the rows loaded for it, the rows with
 * a change being saved, and the counts.
 */
export function useListPage<Query extends { pageSize: number } | null, Data>({
  urlQuery: { parse, toParams },
  load,
  failureMessage,
  countOf,
}: ListPageOptions<Query, Data>): ListPage<Query, Data> {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [parse, params]);
  const navigate = useCallback(
    (next: Query, options: { replace?: boolean } = {}) =>
      setParams(toParams(next), { replace: options.replace ?? false }),
    [setParams, toParams],
  );
  const loadView = useCallback(() => load(query), [load, query]);
  const list = useAsync(loadView, toParams(query).toString(), failureMessage);
  const busy = useBusyRows();
  const total = list.data ? countOf(list.data) : 0;
  const pages = query ? pageCount(total, query.pageSize) : 1;
  return { query, navigate, list, total, pages, ...busy };
}
