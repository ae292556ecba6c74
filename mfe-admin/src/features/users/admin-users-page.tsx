import { PageFrame } from '@bbt/shared/ui';

export function AdminUsersPage() {
  return (
    <PageFrame
      title="Admin Users"
      intro={<p>Who can use the admin panel, and with which role.</p>}
    />
  );
}
