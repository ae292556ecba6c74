import { PageFrame } from '@bbt/shared/ui';

export function ResetPasswordPage() {
  return (
    <PageFrame title="Reset Your Password" intro={<p>Choose a new password for your account.</p>} />
  );
}
