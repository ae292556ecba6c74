import { type RemoteModuleId, type RemoteModules, type RemoteName } from '@bbt/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  type ComponentProps,
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  use,
  useState,
} from 'react';

import { ErrorBoundary } from './error-boundary';
import { loadRemoteModule } from './load-remote-module';
import { reRegisterRemote } from './registry';
import { RemoteUnavailable } from './remote-unavailable';
import { remoteFilesWatcher, remoteTimeoutMs } from './remote-timeout';

type ComponentOf<Id extends RemoteModuleId> = RemoteModules[Id]['default'];
type AnyProps = Record<string, unknown>;
interface LoadedModule {
  default: ComponentType<AnyProps>;
}

/** One promise per module and attempt: revisiting a page reuses it and does not suspend again. */
const modulePromises = new Map<string, Promise<LoadedModule>>();

type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

function remoteModule(id: RemoteModuleId, attempt: number): Promise<LoadedModule> {
  const key = `${id}#${attempt}`;
  let promise = modulePromises.get(key);
  if (!promise) {
    // The props were type-checked against RemoteModules at the RemoteSlot call site.
    const loading = loadRemoteModule(id, {
      load: loadRemote,
      timeoutMs: remoteTimeoutMs(),
      watchProgress: remoteFilesWatcher(remoteOf(id)),
    }) as Promise<unknown> as TrackedPromise<LoadedModule>;
    // React's `use` reads a settled promise's status synchronously: a module loaded ahead of time
    // (preloadRemoteModule) renders at once, without a fallback and React's 300 ms reveal delay.
    loading.then(
      (module) => Object.assign(loading, { status: 'fulfilled', value: module }),
      () => undefined,
    );
    promise = loading;
    modulePromises.set(key, promise);
  }
  return promise;
}

/** Starts loading a module a slot is about to need (the dashboard while the login dialog is open). */
export function preloadRemoteModule(id: RemoteModuleId): void {
  remoteModule(id, 0).catch(() => undefined);
}

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

interface LoadedRemoteProps {
  id: RemoteModuleId;
  attempt: number;
  props: AnyProps;
}

function sameProps(a: AnyProps, b: AnyProps): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * A remote's tree re-renders only when its own props change (or its own state and stores do), not
 * whenever the layout around it does: the admin layout re-renders on every auth store update, each
 * one synchronous, and a whole admin page under it would go with it.
 */
const LoadedRemote = memo(
  function LoadedRemote({ id, attempt, props }: LoadedRemoteProps) {
    const { default: Remote } = use(remoteModule(id, attempt));
    return <Remote {...props} />;
  },
  (before, after) =>
    before.id === after.id &&
    before.attempt === after.attempt &&
    sameProps(before.props, after.props),
);

export type RemoteSlotProps<Id extends RemoteModuleId> = {
  id: Id;
  loading: ReactNode;
  /** Page-level slots move focus to the fallback when the area is down. */
  page?: boolean;
  /** Offered as Close on the fallback, for slots the visitor opened. */
  onDismiss?: () => void;
} & ([keyof ComponentProps<ComponentOf<Id>>] extends [never]
  ? { props?: undefined }
  : { props: ComponentProps<ComponentOf<Id>> });

/**
 * Renders one exposed module of a remote. A remote that is down, answers with an error, renders
 * with an error or hangs past the timeout shows RemoteUnavailable in this slot only.
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  id,
  loading,
  page = false,
  onDismiss,
  props,
}: RemoteSlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const remote = remoteOf(id);

  const retry = () => {
    reRegisterRemote(remote);
    setAttempt((value) => value + 1);
  };

  return (
    <ErrorBoundary
      key={`${id}#${attempt}`}
      fallback={
        <RemoteUnavailable
          remote={remote}
          onRetry={retry}
          focusOnMount={page}
          onDismiss={onDismiss}
        />
      }
    >
      <Suspense fallback={loading}>
        <LoadedRemote id={id} attempt={attempt} props={(props ?? {}) as AnyProps} />
      </Suspense>
    </ErrorBoundary>
  );
}
