import { PageFrame } from '@bbt/shared/ui';

export function AdminSettingsPage() {
  return <PageFrame title="Settings" intro={<p>Business settings for the site.</p>} />;
}
