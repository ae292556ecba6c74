import { paths } from '@bbt/shared';
import { notify } from '@bbt/shared/ui';
import { useNavigate } from '@bbt/shared/router';

import { whenSignedIn } from './wait-for-sign-in';
import { hasTypedFormInput } from './unsaved-input';

/**
 * After a sign-in: wait until the whole page knows (the shell's auth store), close the dialog, and
 * open the dashboard, unless the page behind holds a form the visitor has typed into; then they stay
 * with it and the toast offers the dashboard instead.
 */
export function useAfterSignIn(
  close: () => void,
): (userId: string, greeting: string) => Promise<void> {
  const navigate = useNavigate();
  return async (userId, greeting) => {
    await whenSignedIn(userId);
    const stay = hasTypedFormInput();
    close();
    if (stay) {
      notify.success(greeting, {
        action: { label: 'Go to Dashboard', onClick: () => navigate(paths.dashboard) },
      });
      return;
    }
    notify.success(greeting);
    navigate(paths.dashboard);
  };
}
