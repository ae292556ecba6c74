import { useSyncExternalStore } from 'react';

// The page's toaster (sonner and its styles) is fetched when the first toast is raised, never on a
// visit that shows none. `notify` raises the demand and the shell mounts the toaster; sonner replays
// the toasts raised before its Toaster subscribed, so a late mount loses none. It lives in the
// singleton entry so that every remote's `notify` reaches the shell's one toaster.
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
