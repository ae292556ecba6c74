/**
 * A recovery link signs the visitor in; this remembers (for this tab) that the session came from
 * one, so /reset-password still offers the new-password form after a reload, and only then: an
 * ordinary signed-in visit changes its password in Account Settings, with the current one.
 */
const KEY = 'bbt-password-recovery';

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function markRecovery(userId: string): void {
  store()?.setItem(KEY, userId);
}

export function isRecovering(userId: string): boolean {
  return store()?.getItem(KEY) === userId;
}

export function clearRecovery(): void {
  store()?.removeItem(KEY);
}
