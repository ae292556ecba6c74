import { PageFrame } from '@bbt/shared/ui';

export function AccountSettingsPage() {
  return <PageFrame title="Account Settings" intro={<p>Your profile and password.</p>} />;
}
