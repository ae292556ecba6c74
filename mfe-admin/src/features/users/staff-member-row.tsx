import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@bbt/shared/domain';
import { Badge, Button, formatInstant } from '@bbt/shared/ui';

import type { StaffMember } from '../../data/staff-api';
import styles from './users.module.css';

export interface StaffMemberRowProps {
  member: StaffMember;
  isYou: boolean;
  /** Only a super_admin changes staff; everyone else sees the values. */
  canChange: boolean;
  busy: boolean;
  onRole: (role: StaffRole) => void;
  onActive: (active: boolean) => void;
}

const roleLabel = (role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role;

export function StaffMemberRow({
  member,
  isYou,
  canChange,
  busy,
  onRole,
  onActive,
}: StaffMemberRowProps) {
  return (
    <li
      className={`${styles.member} ${member.is_active ? '' : styles.inactive} ${busy ? styles.busy : ''}`}
      aria-busy={busy || undefined}
    >
      <div>
        <span className={styles.email}>
          {member.email}
          {isYou && ' (you)'}
        </span>
        <span className={styles.sub}>Added {formatInstant(member.created_at)}</span>
      </div>
      <div>
        {canChange ? (
          <select
            className={styles.roleSelect}
            aria-label={`Role of ${member.email}`}
            value={member.role}
            disabled={busy}
            onChange={(event) => {
              const role = STAFF_ROLES.find((value) => value === event.target.value);
              if (role && role !== member.role) onRole(role);
            }}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        ) : (
          <Badge tone={member.role === 'super_admin' ? 'info' : 'neutral'}>
            {roleLabel(member.role)}
          </Badge>
        )}
      </div>
      <div>
        {member.is_active ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <Badge tone="danger">Inactive</Badge>
        )}
      </div>
      {canChange && (
        <div className={styles.memberActions}>
          {member.is_active ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              aria-label={`Deactivate ${member.email}`}
              onClick={() => onActive(false)}
            >
              Deactivate
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={`Reactivate ${member.email}`}
              onClick={() => onActive(true)}
            >
              Reactivate
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
