import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loading-layer defence (the rendering layer is RemoteSlot's error boundary): report which remote
 * failed and in which lifecycle, then let the error reach the boundary, which shows the fallback.
 */
export default function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bbt-remote-errors',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`[shell] remote ${String(id)} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
