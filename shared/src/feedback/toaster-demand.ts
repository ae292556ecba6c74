import { useSyncExternalStore } from 'react';

// The page's toaster (sonner and its styles) is fetched at the visitor's first interaction (the
// shell asks then) or with the first toast, whichever is first; a visit that does neither never
// loads it. sonner replays the toasts raised before its Toaster subscribed, so a late mount loses
// none. Each request is counted, so a toaster that failed to load is tried again at the next one.
// It lives in the singleton entry so that every remote's `notify` reaches the shell's one toaster.
let requests = 0;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  requests += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times the toaster was asked for (0: not yet). */
export function useToasterRequests(): number {
  return useSyncExternalStore(
    subscribe,
    () => requests,
    () => 0,
  );
}

/** Tests only. */
export function resetToasterDemandForTests(): void {
  requests = 0;
}
