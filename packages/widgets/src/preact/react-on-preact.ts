/**
 * The React API of the widgets, on plain Preact: what the script-tag bundles (rollup.config.ts)
 * get for `react`, `react-dom` and `react-dom/client` instead of `preact/compat`.
 *
 * Why not `preact/compat` itself: it is one module whose evaluation installs, as global side
 * effects that no bundler can drop, Suspense, SuspenseList, PureComponent, memo, forwardRef,
 * Children, the legacy `UNSAFE_*` lifecycles, React's event pooling methods and the
 * `__SECRET_INTERNALS` dispatcher: ~1.5 kB gzip per bundle (bell.js 25.7 → 24.2 kB, measured
 * 2026-11-24), none of it used by the widgets. This module re-exports exactly what the widgets
 * and @nanostores/react import, and keeps the part of compat's DOM normalisation their JSX relies
 * on (see `normalize`).
 *
 * STYLE.md §6 still holds: components use only React API that preact/compat supports, and the
 * npm build runs on real React. A name missing here fails the script-tag build ("… is not
 * exported by …"), never the page: add it here, from `preact` / `preact/hooks`, or alias that
 * bundle back to `preact/compat`. src/preact/react-on-preact.test.ts checks the behaviour below.
 */
import { options, render, type ComponentChildren, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export { createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** SVG presentation attributes written in camelCase in React (`strokeWidth` → `stroke-width`); compat's own list. */
const CAMEL_PROPS =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;

/**
 * React's names for DOM props, as compat maps them: `onChange` of text fields fires on every
 * keystroke (the `input` event), `onFocus` / `onBlur` bubble (`focusin` / `focusout`),
 * `onDoubleClick` is `dblclick`, and SVG attributes are hyphenated.
 */
function normalize(type: string, props: Record<string, unknown>): Record<string, unknown> {
  const next: Record<string, unknown> = {};
  for (const key in props) {
    let name = key;
    if (name === 'onChange' && (type === 'input' || type === 'textarea') && !/fil|che|rad/.test(String(props.type))) name = 'onInput';
    else if (name === 'onFocus') name = 'onfocusin';
    else if (name === 'onBlur') name = 'onfocusout';
    else if (name === 'onDoubleClick') name = 'ondblclick';
    else if (!type.includes('-') && CAMEL_PROPS.test(name)) name = name.replace(/[A-Z0-9]/g, '-$&').toLowerCase();
    next[name] = props[key];
  }
  return next;
}

const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string') vnode.props = normalize(vnode.type, vnode.props as Record<string, unknown>) as typeof vnode.props;
  previousVnode?.(vnode);
};

// React events expose the browser event as `nativeEvent` (e.g. `event.nativeEvent.isComposing`).
const previousEvent = options.event;
options.event = (event: Event) => {
  const next = (previousEvent ? previousEvent(event) : event) as Event & { nativeEvent?: Event };
  next.nativeEvent = next;
  return next;
};

interface ExternalStore<T> {
  value: T;
  getSnapshot: () => T;
}

function snapshotChanged<T>(store: ExternalStore<T>): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

/**
 * React 18's `useSyncExternalStore` (used by @nanostores/react), as preact/compat implements it:
 * render with the current snapshot, re-render whenever a notification changes it.
 */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ store }, forceUpdate] = useState({ store: { value, getSnapshot } as ExternalStore<T> });
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (snapshotChanged(store)) forceUpdate({ store });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    if (snapshotChanged(store)) forceUpdate({ store });
    return subscribe(() => {
      if (snapshotChanged(store)) forceUpdate({ store });
    });
  }, [subscribe]);
  return value;
}

/** A root of `react-dom/client`: renders into (and unmounts from) one container element. */
export interface Root {
  render(children: ComponentChildren): void;
  unmount(): void;
}

/**
 * `react-dom/client`'s `createRoot`. The widgets create their container themselves (empty), so
 * compat's clearing of foreign children on the first render is not needed.
 */
export function createRoot(container: Element | DocumentFragment): Root {
  return {
    render: (children) => render(children, container),
    unmount: () => render(null, container),
  };
}
