import type { RemoteName } from '@bbt/shared';

import { DEFAULT_REMOTE_TIMEOUT_MS, type ProgressWatcher } from './load-remote-module';
import { remoteOrigin } from './registry';

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

/**
 * Progress of a remote, as the browser's resource timing reports it: every file from the remote's
 * origin that finishes arriving (its entry, chunks, style sheets) is one step.
 */
export function remoteFilesWatcher(
  remote: RemoteName,
  origin: string | undefined = remoteOrigin(remote),
): ProgressWatcher {
  return (onProgress) => {
    if (!origin || typeof PerformanceObserver === 'undefined') return () => undefined;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name.startsWith(`${origin}/`))) onProgress();
    });
    try {
      observer.observe({ type: 'resource' });
    } catch {
      return () => undefined;
    }
    return () => observer.disconnect();
  };
}
