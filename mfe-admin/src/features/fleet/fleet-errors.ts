import { FLEET_MESSAGES } from '@bbt/shared/domain';

import { isPermissionError } from '../../data/supabase-errors';

/** Which field a refused save is about, and what to tell the admin. */
export interface FleetRefusal {
  field: 'plate' | 'email' | null;
  message: string;
}

const codeAndMessage = (error: unknown) => (error ?? {}) as { code?: string; message?: string };

/**
 * What to tell an admin whose fleet change failed: a plate another vehicle has, a vehicle or
 * driver still on a booking (delete refused: 23001 restrict, or 23503), the database's own wording
 * of a refused account link (P0001/P0002), a permission refusal, or a generic failure.
 */
export function fleetChangeMessage(error: unknown, what: 'vehicle' | 'driver'): FleetRefusal {
  const { code, message } = codeAndMessage(error);
  if (code === '23505' && what === 'vehicle') {
    return { field: 'plate', message: FLEET_MESSAGES.plateTaken };
  }
  if (code === '23001' || code === '23503') {
    return {
      field: null,
      message: what === 'vehicle' ? FLEET_MESSAGES.vehicleInUse : FLEET_MESSAGES.driverInUse,
    };
  }
  if ((code === 'P0001' || code === 'P0002') && message) return { field: 'email', message };
  if (code === '23514') {
    return {
      field: null,
      message: 'The database refused this value. Please check it and try again.',
    };
  }
  if (isPermissionError(error)) {
    return { field: null, message: 'Only an admin can change the fleet.' };
  }
  return { field: null, message: 'Could not save the change. Please try again.' };
}
