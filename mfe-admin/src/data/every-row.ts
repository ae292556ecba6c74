import { everyRow as readEveryRow } from '@bbt/shared';

import { type ApiError, ApiCallError } from './supabase-errors';

export { MAX_ROWS_PER_REQUEST, RANGE_NOT_SATISFIABLE } from '@bbt/shared';

/** Every row of an ordered read, a page at a time (see the shared everyRow); throws its error. */
export async function everyRow<Row>(
  read: (
    first: number,
    last: number,
  ) => PromiseLike<{ data: readonly Row[] | null; error: ApiError | null }>,
): Promise<Row[]> {
  const { data, error } = await readEveryRow(read);
  if (error) throw new ApiCallError(error);
  return data;
}
