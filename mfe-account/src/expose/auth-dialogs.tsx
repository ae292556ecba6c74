import type { AuthDialogsProps } from '@bbt/shared';

import { AuthDialogs } from '../features/auth-dialogs/auth-dialogs';

/** The pages a sign-in opens next; loaded early so the dashboard follows the dialog at once. */
const preloadPages = () => import('../routes');

export default function ExposedAuthDialogs(props: AuthDialogsProps) {
  return <AuthDialogs {...props} preloadPages={preloadPages} />;
}
