import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded component that can be fetched ahead of time. Once its chunk is here it renders
 * directly: a Suspense fallback would otherwise stay on screen for React's 300 ms reveal throttle.
 */
export function preloadable<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { preload, Component: Preloadable };
}
