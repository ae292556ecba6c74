import { everyRow } from './every-row';
import { ApiCallError } from './supabase-errors';

describe('everyRow (the admin area’s)', () => {
  it('returns every row of a read longer than one answer', async () => {
    const read = async (first: number, last: number) => ({
      data: Array.from({ length: Math.max(0, Math.min(1500, last + 1) - first) }, (_, i) => i),
      error: null,
    });
    await expect(everyRow(read)).resolves.toHaveLength(1500);
  });

  it('throws the API’s error as an ApiCallError', async () => {
    const refused = async () => ({
      data: null,
      error: { code: '42501', message: 'permission denied' },
    });
    await expect(everyRow(refused)).rejects.toEqual(
      new ApiCallError({ message: 'permission denied' }),
    );
    await expect(everyRow(refused)).rejects.toMatchObject({ code: '42501' });
  });
});
