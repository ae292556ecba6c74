import { useAuth, ROUTES } from '@bbt/shared';
import { hasStaffLevel, STAFF_ROLE_LABELS, type StaffRole } from '@bbt/shared/domain';
import { Alert, ConfirmDialog, notify, PageFrame, Skeleton } from '@bbt/shared/ui';
import { useState } from 'react';

import { NO_URL_QUERY, useListPage } from '../../lib/use-list-page';
import { fetchStaff, type StaffMember, updateStaffMember } from '../../data/staff-api';
import { AddStaffForm } from './add-staff-form';
import { staffChangeMessage } from './staff-errors';
import { StaffMemberRow } from './staff-member-row';
import { STAFF_ROLE_HINT } from './staff-roles';
import styles from './users.module.css';
import { useStaffRole } from '../../lib/require-role';

const ROLE_ORDER: Record<string, number> = { super_admin: 0, admin: 1, moderator: 2 };

function byRoleThenEmail(a: StaffMember, b: StaffMember): number {
  if (a.is_active !== b.is_active) return a.is_active ? -1 : 1;
  return (ROLE_ORDER[a.role] ?? 9) - (ROLE_ORDER[b.role] ?? 9) || a.email.localeCompare(b.email);
}

/** Admin users: admins and above see the staff list; only a super_admin changes it. */
export function AdminUsersPage() {
  const role = useStaffRole();
  const myEmail = useAuth((state) => state.user?.email?.toLowerCase());
  const canChange = hasStaffLevel(role, 'super_admin');
  const {
    list: staff,
    total,
    busyIds,
    whileBusy,
  } = useListPage({
    urlQuery: NO_URL_QUERY,
    load: fetchStaff,
    failureMessage: 'Could not load the admin users. Please try again.',
    countOf: (rows) => rows.length,
  });
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);

  const change = (
    member: StaffMember,
    update: { role: StaffRole } | { is_active: boolean },
    done: (saved: StaffMember) => string,
  ) =>
    whileBusy(member.id, async () => {
      try {
        const saved = await updateStaffMember(member.id, update);
        staff.setData((rows) => rows?.map((row) => (row.id === saved.id ? saved : row)) ?? rows);
        notify.success(done(saved));
      } catch (error) {
        console.error('[mfe-admin] staff change failed', error);
        notify.error(staffChangeMessage(error));
      }
    });

  const rows = staff.data ? [...staff.data].sort(byRoleThenEmail) : null;

  return (
    <PageFrame head={ROUTES.adminUsers.head}>
      {canChange ? (
        <AddStaffForm
          onAdded={(member) => {
            // A list still loading was read before this member existed: read it again.
            if (staff.loading) staff.reload();
            else staff.setData((current) => (current ? [...current, member] : current));
          }}
        />
      ) : (
        <div className={styles.notice}>
          <Alert tone="info" title="Only a super admin can add admin users or change their roles.">
            <p>{STAFF_ROLE_HINT}</p>
          </Alert>
        </div>
      )}

      <h2 className={styles.listTitle} id="staff-list-title">
        Staff{rows ? ` (${total})` : ''}
      </h2>
      {!rows ? (
        <Skeleton lines={4} />
      ) : (
        <ul className={styles.list} aria-labelledby="staff-list-title">
          {rows.map((member) => (
            <StaffMemberRow
              key={member.id}
              member={member}
              isYou={member.email === myEmail}
              canChange={canChange}
              busy={busyIds.has(member.id)}
              onRole={(next) =>
                void change(
                  member,
                  { role: next },
                  (saved) => `${saved.email} is now ${STAFF_ROLE_LABELS[next]}.`,
                )
              }
              onActive={(active) =>
                active
                  ? void change(
                      member,
                      { is_active: true },
                      (saved) => `${saved.email} can use the admin panel again.`,
                    )
                  : setDeactivating(member)
              }
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        title={deactivating ? `Deactivate ${deactivating.email}?` : 'Deactivate?'}
        description={
          deactivating?.email === myEmail
            ? 'You will lose access to the admin panel at once.'
            : 'They lose access to the admin panel at once. You can reactivate them later.'
        }
        confirmLabel="Deactivate"
        onConfirm={() => {
          const member = deactivating;
          setDeactivating(null);
          if (member) {
            void change(
              member,
              { is_active: false },
              (saved) => `${saved.email} can no longer use the admin panel.`,
            );
          }
        }}
      />
    </PageFrame>
  );
}
