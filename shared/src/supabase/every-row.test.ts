import { everyRow, MAX_ROWS_PER_REQUEST, RANGE_NOT_SATISFIABLE } from './every-row';

/** A read over `total` numbered rows; past the end it answers as PostgREST does (416). */
function readOf(total: number) {
  const asked: [number, number][] = [];
  const read = async (first: number, last: number) => {
    asked.push([first, last]);
    if (first > 0 && first >= total) {
      return {
        data: null,
        error: { code: RANGE_NOT_SATISFIABLE, message: 'Requested range not satisfiable' },
      };
    }
    const rows = Array.from(
      { length: Math.max(0, Math.min(total, last + 1) - first) },
      (_, i) => first + i,
    );
    return { data: rows, error: null };
  };
  return { read, asked };
}

describe('everyRow', () => {
  it('asks once when the rows fit in one answer', async () => {
    const { read, asked } = readOf(12);
    const { data } = await everyRow(read);
    expect(data).toHaveLength(12);
    expect(asked).toEqual([[0, MAX_ROWS_PER_REQUEST - 1]]);
  });

  it('reads page after page, and ends at an exact multiple when the next page is past the end', async () => {
    const { read, asked } = readOf(2 * MAX_ROWS_PER_REQUEST);
    const { data } = await everyRow(read);
    expect(data).toHaveLength(2000);
    expect(data?.[1999]).toBe(1999);
    expect(asked.map(([first]) => first)).toEqual([0, 1000, 2000]);
  });

  it('answers with the API’s error, a refused first page included', async () => {
    const refusal = { code: '42501', message: 'permission denied' };
    await expect(everyRow(async () => ({ data: null, error: refusal }))).resolves.toEqual({
      data: null,
      error: refusal,
    });
    const past = { code: RANGE_NOT_SATISFIABLE, message: 'range' };
    await expect(everyRow(async () => ({ data: null, error: past }))).resolves.toEqual({
      data: null,
      error: past,
    });
  });
});
