import { type RemoteModuleId, type RemoteModules, type RemoteName } from '@bbt/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

import { loadRemoteModule } from './load-remote-module';
import { reRegisterRemote } from './registry';
import { RemoteUnavailable } from './remote-unavailable';
import { remoteTimeoutMs } from './remote-timeout';

type ComponentOf<Id extends RemoteModuleId> = RemoteModules[Id]['default'];
type AnyProps = Record<string, unknown>;

/** One lazy component per module and attempt, so revisiting a page does not suspend again. */
const lazyComponents = new Map<string, ComponentType<AnyProps>>();

function lazyRemote(id: RemoteModuleId, attempt: number): ComponentType<AnyProps> {
  const key = `${id}#${attempt}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemoteModule(id, { load: loadRemote, timeoutMs: remoteTimeoutMs() });
      // The props were type-checked against RemoteModules at the RemoteSlot call site.
      return { default: module.default as unknown as ComponentType<AnyProps> };
    });
    lazyComponents.set(key, component);
  }
  return component;
}

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

export type RemoteSlotProps<Id extends RemoteModuleId> = {
  id: Id;
  loading: ReactNode;
  /** Page-level slots move focus to the fallback when the area is down. */
  page?: boolean;
} & ([keyof ComponentProps<ComponentOf<Id>>] extends [never]
  ? { props?: undefined }
  : { props: ComponentProps<ComponentOf<Id>> });

/**
 * Renders one exposed module of a remote. A remote that is down, answers with an error, renders
 * with an error or hangs past the timeout shows RemoteUnavailable in this slot only.
 */
export function RemoteSlot<Id extends RemoteModuleId>({ id, loading, page = false, props }: RemoteSlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(id, attempt);
  const remote = remoteOf(id);

  const retry = () => {
    reRegisterRemote(remote);
    setAttempt((value) => value + 1);
  };

  return (
    <ErrorBoundary
      resetKeys={[id, attempt]}
      fallbackRender={() => <RemoteUnavailable remote={remote} onRetry={retry} focusOnMount={page} />}
    >
      <Suspense fallback={loading}>
        <Remote {...(props ?? {})} />
      </Suspense>
    </ErrorBoundary>
  );
}
