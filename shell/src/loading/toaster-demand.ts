import { useSyncExternalStore } from 'react';

// Toasts answer something the visitor did, or something a remote says when it renders (a link
// from an e-mail, an expired session). So the toaster (sonner, about 9 KB brotli) is fetched at the
// first interaction or the first remote module request, never on a cold visit that does neither.
// sonner replays toasts raised before its Toaster subscribed, so a late mount loses none.
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** Tests only. */
export function resetToasterDemandForTests(): void {
  requested = false;
}
