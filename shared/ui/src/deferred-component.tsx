import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Loading } from './loading.tsx';

/** A module fetched once, by whoever asks first: a preload ahead of the render, or the render itself. */
export interface ModuleLoader<M> {
  (): Promise<M>;
  /** The module once it has arrived, else undefined. */
  loaded(): M | undefined;
}

/** Wraps a dynamic import so that every caller shares one fetch and can read the module once it is in. */
export function moduleLoader<M>(load: () => Promise<M>): ModuleLoader<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  const loader = () => {
    pending ??= load().then(
      (arrived) => {
        module = arrived;
        return arrived;
      },
      (error: unknown) => {
        // A failed fetch (a network blip, a redeploy) is tried again by the next caller.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(loader, { loaded: () => module });
}

export interface LoadedModule<M> {
  /** The module once it has arrived. */
  module?: M;
  /** Why it could not be loaded. */
  error?: unknown;
  /** Asks for it again after a failure. */
  retry: () => void;
}

/** The module of `loader`: at once when it has arrived, else once it has, with an ordinary update. */
export function useLoadedModule<M>(loader: ModuleLoader<M>): LoadedModule<M> {
  const [state, setState] = useState<{ module?: M; error?: unknown }>(() => ({ module: loader.loaded() }));
  useEffect(() => {
    if (state.module !== undefined || state.error !== undefined) return;
    let current = true;
    loader().then(
      (module) => current && setState({ module }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [loader, state]);
  const retry = useCallback(() => setState({}), []);
  return { ...state, retry };
}

/**
 * A component whose code is loaded when first rendered (or preloaded through `loader`), shown with
 * `fallback` until it has arrived. Unlike React.lazy it never suspends. React holds back what a suspended
 * boundary reveals for up to 300 ms after any fallback was shown. A cold open of a signed-in page
 * chains several such loads (the guard, the layout, the area, the charts), and that hold cost the dashboard
 * about 300 ms. React.lazy also suspends on its first render even when the code is already in. Here the
 * content shows as soon as its code is in: at once when preloaded, with an ordinary update otherwise.
 */
export function deferredComponent<M, P extends object>(
  loader: ModuleLoader<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode = <Loading />,
): ComponentType<P> {
  function Deferred(props: P) {
    const { module, error } = useLoadedModule(loader);
    // To the nearest error boundary, as a failed React.lazy would.
    if (error !== undefined) throw error;
    if (module === undefined) return fallback;
    const Component = pick(module);
    return <Component {...props} />;
  }
  return Deferred;
}
