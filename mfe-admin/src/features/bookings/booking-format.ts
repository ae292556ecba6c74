// Words the admin pages add to the domain's labels: the party line and the audit events.
import { bookingStatusLabel, countLabel } from '@bbt/shared/domain';

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
  if (event.event_type === 'created') return `Created as ${bookingStatusLabel(event.new_status)}`;
  if (event.event_type === 'deleted')
    return `Deleted (was ${bookingStatusLabel(event.old_status)})`;
  return `${bookingStatusLabel(event.old_status)} → ${bookingStatusLabel(event.new_status)}`;
}
