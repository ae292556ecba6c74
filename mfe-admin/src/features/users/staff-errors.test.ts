import { ApiCallError } from '../../data/supabase-errors';
import { staffChangeMessage } from './staff-errors';

describe('staff change messages', () => {
  it('shows the database’s own message for the last super_admin', () => {
    const error = new ApiCallError({
      code: 'P0001',
      message: 'At least one active super_admin must remain',
    });
    expect(staffChangeMessage(error)).toBe('At least one active super_admin must remain');
  });

  it.each([
    [{ code: '23505', message: 'duplicate key' }, 'An admin user with this e-mail already exists.'],
    [
      { code: '23514', message: 'check' },
      'The database refused this value. Please check it and try again.',
    ],
    [
      { code: '42501', message: 'new row violates row-level security policy' },
      'Only a super admin can change admin users.',
    ],
    [{ code: 'XX000', message: 'boom' }, 'Could not save the change. Please try again.'],
    [{ code: 'P0001', message: '' }, 'Could not save the change. Please try again.'],
  ])('%p → %p', (error, expected) => {
    expect(staffChangeMessage(new ApiCallError(error))).toBe(expected);
  });

  it('copes with something that is not an error at all', () => {
    expect(staffChangeMessage(undefined)).toBe('Could not save the change. Please try again.');
  });
});
