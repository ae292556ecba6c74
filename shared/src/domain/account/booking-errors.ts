// Customer cancellation failures. Customers cancel rather than delete
// (the business keeps the record), but these messages still speak of deleting.

export interface DatabaseErrorLike {
  code?: string | null;
  message?: string | null;
}

export interface SupportContact {
  phone: string;
  email: string;
}

const PERMISSION_CODES = new Set(['42501', 'PGRST301']);
const PERMISSION_WORDS = /permission denied|row-level security|\bRLS\b|policy/i;

/** The database (RLS, the status guard) refused the change: code 42501 / PGRST301 or its wording. */
export function isPermissionDenied(error: DatabaseErrorLike): boolean {
  return PERMISSION_CODES.has(error.code ?? '') || PERMISSION_WORDS.test(error.message ?? '');
}

export function cancelFailureMessage(
  reference: string,
  error: DatabaseErrorLike,
  support: SupportContact,
): string {
  if (isPermissionDenied(error)) {
    return (
      `You don't have permission to delete booking ${reference}. This booking can only be ` +
      `cancelled by contacting our support team directly. Please call ${support.phone} or email ` +
      `${support.email} for assistance.`
    );
  }
  return `Failed to delete booking ${reference}. Please try again or contact support.`;
}

export function clearAllFailureMessage(error: DatabaseErrorLike, support: SupportContact): string {
  if (isPermissionDenied(error)) {
    return (
      "You don't have permission to delete bookings. Bookings can only be cancelled by " +
      `contacting our support team directly. Please call ${support.phone} or email ` +
      `${support.email} for assistance.`
    );
  }
  return 'Failed to clear all bookings. Please try again or contact support.';
}

export const LOAD_BOOKINGS_FAILED = 'Failed to load bookings';

/** My Bookings listed the bookings but could not read their extras or drivers. */
export const BOOKING_DETAILS_MISSING = {
  title: 'Some booking details could not be loaded',
  body: 'Extras and driver details may be missing from the cards below.',
} as const;
