// The maps service's state for the whole page, so the calculator keeps it across re-renders and
// route changes: no-key (the embedded default), idle (not requested yet), loading, ready, error.
import { getRuntimeConfig } from '@bbt/shared';
import { MAPS_MESSAGES } from '@bbt/shared/domain';
import { useSyncExternalStore } from 'react';

import { loadMapsApi, type MapsApi, MapsUnavailableError } from './maps-loader';

export type MapsState =
  | { status: 'no-key' }
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; api: MapsApi }
  | { status: 'error'; message: string };

let state: MapsState | null = null;
const listeners = new Set<() => void>();

function initialState(): MapsState {
  return getRuntimeConfig().googleMapsApiKey ? { status: 'idle' } : { status: 'no-key' };
}

function getState(): MapsState {
  state ??= initialState();
  return state;
}

function setState(next: MapsState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

declare global {
  interface Window {
    gm_authFailure?: () => void;
  }
}

/** Starts loading the maps service (once); a no-op without a key or once started. */
export function requestMaps(): void {
  const key = getRuntimeConfig().googleMapsApiKey;
  if (!key || getState().status !== 'idle') return;
  setState({ status: 'loading' });
  // Google calls this global when the key is refused after the script has loaded.
  window.gm_authFailure = () => setState({ status: 'error', message: MAPS_MESSAGES.loadFailed });
  loadMapsApi(key).then(
    (api) => setState({ status: 'ready', api }),
    (error: unknown) =>
      setState({
        status: 'error',
        message:
          error instanceof MapsUnavailableError
            ? MAPS_MESSAGES.unavailable
            : MAPS_MESSAGES.loadFailed,
      }),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMapsState(): MapsState {
  return useSyncExternalStore(subscribe, getState, getState);
}

/** Tests only. */
export function resetMapsStateForTests(): void {
  state = null;
  listeners.clear();
}
