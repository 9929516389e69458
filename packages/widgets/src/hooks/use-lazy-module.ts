import { useEffect, useReducer, useState } from 'react';

/**
 * Code a widget loads with `import()` the first time it is needed (an opened dropdown, the chat
 * windows), so that the page downloads only what the first paint shows. In the CDN build each
 * imported module is a chunk of its own; in the npm build it is the consumer's bundler's split.
 */
export interface LazyModule<T> {
  /** The module once loaded: from then on it renders at once, like code imported statically. */
  readonly loaded: T | undefined;
  /** Starts loading (again, after a failure) and resolves with the module; one request at a time. */
  load(): Promise<T>;
  /** Starts loading and ignores a failure: for the trigger's hover, focus or touch, before the click. */
  prefetch(): void;
}

/**
 * A {@link LazyModule} for `importer`, which runs only when the module is first wanted.
 *
 * @example
 * const list = lazyModule(() => import('./notification-list'));
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | null = null;
  const lazy: LazyModule<T> & { loaded: T | undefined } = {
    loaded: undefined,
    load() {
      pending ??= importer().then(
        (module) => {
          lazy.loaded = module;
          return module;
        },
        (error: unknown) => {
          // Forget the failure: the next attempt (retry, reopening) asks the network again.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    prefetch() {
      lazy.load().catch(() => undefined);
    },
  };
  return lazy;
}

/** Where a {@link LazyModule} is for a widget: loading, failed (with a retry), or ready. */
export type LazyModuleState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; retry(): void }
  | { readonly status: 'ready'; readonly module: T };

/**
 * Loads `lazy` once `wanted` is truthy (e.g. the dropdown's `open`) and re-renders when it is
 * there; after a failure, a new truthy `wanted` (a reopening, another chat window) tries again, as
 * does the state's `retry`. A module loaded before (by a prefetch, another widget, an earlier
 * opening) is ready at the first render, so opening then behaves as if the code had been there
 * all along.
 *
 * @example
 * const list = useLazyModule(notificationList, dropdown.open);
 * list.status === 'ready' ? <list.module.NotificationList … /> : <LazyDropdownNotice state={list} texts={t} />
 */
export function useLazyModule<T>(lazy: LazyModule<T>, wanted: unknown): LazyModuleState<T> {
  const [failed, setFailed] = useState(false);
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!wanted || lazy.loaded) return;
    let current = true;
    setFailed(false);
    lazy.load().then(
      () => {
        if (current) loaded();
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [lazy, wanted, attempt]);
  if (lazy.loaded) return { status: 'ready', module: lazy.loaded };
  return failed ? { status: 'error', retry } : { status: 'loading' };
}
