import { authStore } from '@bbt/shared';

/**
 * Resolves once the shell's auth store shows the signed-in user (it learns of a sign-in from
 * supabase-js's auth event a moment after the call returns), so a private page opened next never
 * sees the old signed-out state and sends the visitor away. Gives up after `timeoutMs`.
 */
export function whenSignedIn(userId: string, timeoutMs = 5000): Promise<boolean> {
  const isIn = () => {
    const state = authStore.getState();
    return state.status === 'signed-in' && state.user?.id === userId;
  };
  if (isIn()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, timeoutMs);
    const unsubscribe = authStore.subscribe(() => {
      if (!isIn()) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
  });
}
