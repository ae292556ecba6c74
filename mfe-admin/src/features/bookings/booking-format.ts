// Words the admin pages add to the domain's labels: the audit events.
import {
  bookingChangeLabel,
  bookingStatusLabel,
  isTripStep,
  TRIP_STEP_LABELS,
} from '@bbt/shared/domain';

export interface AuditEventLike {
  event_type: string;
  old_status: string | null;
  new_status: string | null;
  actor_email: string | null;
  actor_role: string;
  /** Dispatch events: the assignment before/after, or the trip step before/after. */
  details?: unknown;
}

type Details = Record<string, unknown>;
const asObject = (value: unknown): Details | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Names of the fleet for the history: driver id → full name, vehicle id → plate. */
export interface FleetNames {
  drivers: ReadonlyMap<string, string>;
  vehicles: ReadonlyMap<string, string>;
}

/** 'Dwayne, H 1201' from an assignment's ids (the driver's first name and the plate). */
function assignmentWords(side: Details | null, names: FleetNames | undefined): string | null {
  if (!side) return null;
  const driverId = text(side.driver_id);
  const vehicleId = text(side.vehicle_id);
  const name = driverId ? names?.drivers.get(driverId) : undefined;
  const plate = vehicleId ? names?.vehicles.get(vehicleId) : undefined;
  const words = [name?.split(/\s+/)[0], plate].filter(
    (word): word is string => typeof word === 'string' && word !== '',
  );
  return words.length > 0 ? words.join(', ') : null;
}

function dispatchLabel(event: AuditEventLike, names: FleetNames | undefined): string | null {
  const details = asObject(event.details);
  if (event.event_type === 'assigned') {
    const to = assignmentWords(asObject(details?.to), names);
    return to ? `Assigned to ${to}` : 'Assigned a driver and vehicle';
  }
  if (event.event_type === 'unassigned') {
    const from = assignmentWords(asObject(details?.from), names);
    // Released by the database when a changed trip no longer fitted or clashed.
    const after = details?.reason ? ' after the trip changed' : '';
    return from ? `Unassigned${after} (was ${from})` : `Unassigned${after}`;
  }
  if (event.event_type === 'changed') return bookingChangeLabel(event.details);
  if (event.event_type === 'progress') {
    const step = text(details?.to);
    return step && isTripStep(step) && step !== 'assigned'
      ? TRIP_STEP_LABELS[step]
      : 'Trip progress';
  }
  return null;
}

/** Who made an audit event: their e-mail, or what kind of caller it was. */
export function actorLabel(event: Pick<AuditEventLike, 'actor_email' | 'actor_role'>): string {
  if (event.actor_email) return event.actor_email;
  if (event.actor_role === 'anon') return 'Guest (not signed in)';
  return 'System';
}

/**
 * 'Created as Pending', 'Pending → Confirmed', 'Deleted (was Confirmed)', 'Assigned to Dwayne, H 1201',
 * 'Unassigned (was Dwayne, H 1201)', 'On my way'.
 */
export function eventLabel(event: AuditEventLike, names?: FleetNames): string {
  const dispatch = dispatchLabel(event, names);
  if (dispatch) return dispatch;
  if (event.event_type === 'created') return `Created as ${bookingStatusLabel(event.new_status)}`;
  if (event.event_type === 'deleted')
    return `Deleted (was ${bookingStatusLabel(event.old_status)})`;
  return `${bookingStatusLabel(event.old_status)} → ${bookingStatusLabel(event.new_status)}`;
}
