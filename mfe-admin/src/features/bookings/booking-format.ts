// Words for the values a booking stores (vehicle, payment, extras, audit events), for the table and
// the detail dialog.
import {
  countLabel,
  TRIP_TYPE_LABELS,
  type TripType,
  VEHICLES,
  type VehicleType,
} from '@bbt/shared/domain';

export function vehicleLabel(type: string): string {
  return VEHICLES[type as VehicleType]?.title ?? type;
}

export function tripTypeLabel(type: string): string {
  return TRIP_TYPE_LABELS[type as TripType] ?? type;
}

export function paymentLabel(method: string): string {
  if (method === 'cash') return 'Cash';
  if (method === 'credit') return 'Credit card';
  return method;
}

const EXTRA_LABELS: Record<string, string> = {
  car_seats: 'Child car seats',
  supermarket_stop: 'Supermarket stop (30 minutes)',
  fast_track_adults: 'Fast track, adults (11+)',
  fast_track_children: 'Fast track, children (6-10)',
};

export function extraLabel(serviceType: string): string {
  return EXTRA_LABELS[serviceType] ?? serviceType;
}

export function statusLabel(status: string | null): string {
  if (!status) return '—';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** '2 passengers, 3 suitcases'. */
export function partyLabel(passengers: number, suitcases: number): string {
  return `${countLabel(passengers, 'passenger', 'passengers')}, ${countLabel(suitcases, 'suitcase', 'suitcases')}`;
}

export interface AuditEventLike {
  event_type: string;
  old_status: string | null;
  new_status: string | null;
  actor_email: string | null;
  actor_role: string;
}

/** Who made an audit event: their e-mail, or what kind of caller it was. */
export function actorLabel(event: Pick<AuditEventLike, 'actor_email' | 'actor_role'>): string {
  if (event.actor_email) return event.actor_email;
  if (event.actor_role === 'anon') return 'Guest (not signed in)';
  return 'System';
}

/** 'Created as Pending', 'Pending → Confirmed', 'Deleted (was Confirmed)'. */
export function eventLabel(event: AuditEventLike): string {
  if (event.event_type === 'created') return `Created as ${statusLabel(event.new_status)}`;
  if (event.event_type === 'deleted') return `Deleted (was ${statusLabel(event.old_status)})`;
  return `${statusLabel(event.old_status)} → ${statusLabel(event.new_status)}`;
}
