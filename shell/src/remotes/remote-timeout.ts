import { DEFAULT_REMOTE_TIMEOUT_MS } from './load-remote-module';

declare global {
  interface Window {
    /** Lets a test or an operator shorten the wait for a hanging remote. */
    __BBT_REMOTE_TIMEOUT_MS__?: number;
  }
}

export function remoteTimeoutMs(): number {
  const override = typeof window === 'undefined' ? undefined : window.__BBT_REMOTE_TIMEOUT_MS__;
  return typeof override === 'number' && override > 0 ? override : DEFAULT_REMOTE_TIMEOUT_MS;
}
