/** PostgREST's (and hosted Supabase's) max-rows: the most one request returns. */
export const MAX_ROWS_PER_REQUEST = 1000;

/** PostgREST's answer to an offset past the last row (416). */
export const RANGE_NOT_SATISFIABLE = 'PGRST103';

/** One page of a read, as supabase-js answers it. */
export interface RowsPage<Row, Failure> {
  data: readonly Row[] | null;
  error: Failure | null;
}

/**
 * Every row of an ordered read, `read(first, last)` a page at a time: an answer never holds more than
 * MAX_ROWS_PER_REQUEST rows, and a read that stopped there would drop the rest without a word. One
 * request when the rows fit in a page; a full page asks for the next. Answers as supabase-js does:
 * every row, or the error of the page that failed (never part of the rows).
 */
export async function everyRow<Row, Failure extends { code?: string }>(
  read: (first: number, last: number) => PromiseLike<RowsPage<Row, Failure>>,
): Promise<{ data: Row[]; error: null } | { data: null; error: Failure }> {
  const rows: Row[] = [];
  for (;;) {
    const { data, error } = await read(rows.length, rows.length + MAX_ROWS_PER_REQUEST - 1);
    // A full page that was the last one: the next starts past the end.
    if (error?.code === RANGE_NOT_SATISFIABLE && rows.length > 0)
      return { data: rows, error: null };
    if (error) return { data: null, error };
    rows.push(...(data ?? []));
    if ((data ?? []).length < MAX_ROWS_PER_REQUEST) return { data: rows, error: null };
  }
}
