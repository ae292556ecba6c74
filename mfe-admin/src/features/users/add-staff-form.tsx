import { MESSAGES, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMemberForm } from '@bbt/shared/domain';
import { Button, Card, Form, notify, SelectField, TextField, useZodForm } from '@bbt/shared/ui';
import { useState } from 'react';

import { addStaffMember, type StaffMember } from '../../data/staff-api';
import { STAFF_ROLE_HINT } from './staff-roles';
import { staffChangeMessage } from './staff-errors';
import styles from './users.module.css';

// zod loads after the form has rendered (see useZodForm), not before it.
const loadStaffMemberSchema = () =>
  import('@bbt/shared/domain').then(({ staffMemberSchema }) => staffMemberSchema);

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** Adds a staff member by e-mail with a role (super_admin only; the database enforces it). */
export function AddStaffForm({ onAdded }: { onAdded: (member: StaffMember) => void }) {
  const form = useZodForm(loadStaffMemberSchema, {
    defaultValues: { email: '', role: 'moderator' } as StaffMemberForm,
  });
  const [busy, setBusy] = useState(false);

  const add = async (values: StaffMemberForm) => {
    setBusy(true);
    try {
      const member = await addStaffMember(values.email, values.role);
      notify.success(`${member.email} was added as ${STAFF_ROLE_LABELS[values.role]}.`);
      form.reset({ email: '', role: values.role });
      onAdded(member);
    } catch (error) {
      console.error('[mfe-admin] add staff failed', error);
      notify.error(staffChangeMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" className={styles.addCard} aria-labelledby="add-staff-title">
      <h2 id="add-staff-title">Add an admin user</h2>
      <Form form={form} onValid={add} refusedMessage={MESSAGES.correctErrors}>
        <div className={styles.addRow}>
          <TextField name="email" type="email" label="E-mail" autoComplete="off" />
          <SelectField name="role" label="Role" options={ROLE_OPTIONS} />
          <Button type="submit" busy={busy} busyLabel="Adding…" className={styles.addButton}>
            Add user
          </Button>
        </div>
        <p className={styles.addNote}>
          They sign in with this address; the account may be created later. {STAFF_ROLE_HINT}
        </p>
      </Form>
    </Card>
  );
}
