// Every call of the manage page and of My Bookings' Change action: the manage-link RPCs (token)
// and the signed-in ones (booking id). See supabase/migrations/20261126002200_create_booking_changes.sql.
import { getSupabase } from '@bbt/shared';
import type { BookingChange, DriverDetails } from '@bbt/shared/domain';

/** Whose booking a change goes to: a manage link's, or the signed-in customer's own. */
export type ChangeTarget = { kind: 'link'; token: string } | { kind: 'own'; bookingId: string };

/** What supabase-js hands back for a refused call. */
export interface RpcFailure {
  status?: number;
  code?: string | null;
  message?: string | null;
  details?: string | null;
  hint?: string | null;
}

export type RpcResult<T> = { ok: true; data: T } | { ok: false; error: RpcFailure };

export interface ManagedExtra {
  service_type: string;
  quantity: number;
  price: number;
}

/** The booking of a manage link, as manage_booking returns it. */
export interface ManagedBooking {
  id: string;
  reference_number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  pickup_location: string;
  dropoff_location: string;
  pickup_date: string;
  pickup_time: string;
  is_round_trip: boolean | null;
  return_date: string | null;
  return_time: string | null;
  passengers: number;
  suitcases: number;
  vehicle_type: string;
  payment_method: string;
  total_price: number;
  status: string;
  created_at: string;
  trip_type: string;
  flight_details: string | null;
  calendar_sequence: number;
  extras: ManagedExtra[];
}

export interface ManageView {
  booking: ManagedBooking;
  driver: DriverDetails | null;
  /** ISO instant: the last moment for an online change. */
  changeDeadline: string | null;
  canChange: boolean;
  canCancel: boolean;
}

export interface ChangeQuote {
  oldTotal: number;
  newTotal: number;
  difference: number;
}

export interface CancelOutcome {
  view: ManageView;
  refundAmount: number;
  refundSummary: string;
}

interface ViewJson {
  booking: Omit<ManagedBooking, 'extras'>;
  additional_services?: ManagedExtra[] | null;
  driver?: { first_name: string; phone: string; vehicle: string; plate: string } | null;
  change_deadline?: string | null;
  can_change?: boolean;
  can_cancel?: boolean;
  refund?: { refund_amount: number | string; summary: string } | null;
}

/** manage_booking's (and change_booking's) answer as the page uses it. */
export function manageViewOf(json: unknown): ManageView {
  const view = json as ViewJson;
  const driver = view.driver ?? null;
  return {
    booking: {
      ...view.booking,
      total_price: Number(view.booking.total_price),
      extras: (view.additional_services ?? []).map((extra) => ({
        ...extra,
        price: Number(extra.price),
      })),
    },
    driver: driver
      ? {
          firstName: driver.first_name,
          phone: driver.phone,
          vehicleType: driver.vehicle,
          plate: driver.plate,
        }
      : null,
    changeDeadline: view.change_deadline ?? null,
    canChange: view.can_change === true,
    canCancel: view.can_cancel === true,
  };
}

async function call<T>(
  fn: string,
  args: Record<string, unknown>,
  read: (data: unknown) => T,
): Promise<RpcResult<T>> {
  try {
    const client = await getSupabase();
    // The manage RPCs are typed in database.types.ts; the name is chosen at run time here.
    const { data, error, status } = (await client.rpc(fn as 'manage_booking', args as never)) as {
      data: unknown;
      error: RpcFailure | null;
      status?: number;
    };
    if (error) return { ok: false, error: { ...error, status } };
    return { ok: true, data: read(data) };
  } catch (error) {
    return { ok: false, error: { status: 0, message: String(error) } };
  }
}

export function loadManagedBooking(token: string): Promise<RpcResult<ManageView>> {
  return call('manage_booking', { p_token: token }, manageViewOf);
}

const quoteOf = (json: unknown): ChangeQuote => {
  const quote = json as { old_total: number; new_total: number; difference: number };
  return {
    oldTotal: Number(quote.old_total),
    newTotal: Number(quote.new_total),
    difference: Number(quote.difference),
  };
};

/** The price of a change, nothing written. */
export function quoteBookingChange(
  target: ChangeTarget,
  change: BookingChange,
): Promise<RpcResult<ChangeQuote>> {
  return target.kind === 'link'
    ? call('quote_booking_change', { p_token: target.token, p_change: change }, quoteOf)
    : call(
        'quote_my_booking_change',
        { p_booking_id: target.bookingId, p_change: change },
        quoteOf,
      );
}

/** Writes a change; answers the booking as it is now. */
export function applyBookingChange(
  target: ChangeTarget,
  change: BookingChange,
): Promise<RpcResult<ManageView>> {
  return target.kind === 'link'
    ? call('change_booking', { p_token: target.token, p_change: change }, manageViewOf)
    : call('change_my_booking', { p_booking_id: target.bookingId, p_change: change }, manageViewOf);
}

/** Cancels a manage link's booking; answers it cancelled with the refund the policy gives. */
export function cancelManagedBooking(token: string): Promise<RpcResult<CancelOutcome>> {
  return call('cancel_managed_booking', { p_token: token }, (json) => {
    const refund = (json as ViewJson).refund;
    return {
      view: manageViewOf(json),
      refundAmount: Number(refund?.refund_amount ?? 0),
      refundSummary: refund?.summary ?? '',
    };
  });
}
