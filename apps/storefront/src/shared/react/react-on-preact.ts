/**
 * What `import … from 'react'` gives the storefront (build/preact-renderer.ts): Preact's compat
 * layer, with React's useSyncExternalStore, which Preact's lacks in one respect the shop relies on.
 * React reads `getServerSnapshot` while rendering on the server and while hydrating, then renders a
 * hydrated component again only where its value differs (useAfterHydration, zustand's store and
 * wouter's location build on it); Preact's reads `getSnapshot` everywhere, so on the server it reads
 * `location` and in the browser hydration would meet values the server never rendered.
 *
 * On the server every render is the server's; in the browser, a component first rendered while it
 * adopts the server's markup (the first hydration, or a part that waited for its module or its
 * task, whose markup Preact kept meanwhile) reads the server's snapshot once, then its own.
 */
/* eslint-disable react-hooks/immutability --
   React's own primitive, below the rules of hooks it serves: it keeps its state in refs read while rendering, as React's does. */
import { options } from 'preact';
import { nextTask } from './hydration-tasks.ts';
import {
  createContext,
  createElement,
  Fragment,
  lazy as compatLazy,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/compat';

// Everything else compat exports, by name (its typings are an `export =`, which `export *` cannot take).
export {
  Children,
  Component,
  Fragment,
  PureComponent,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  createElement,
  createFactory,
  createPortal,
  createRef,
  findDOMNode,
  flushSync,
  forwardRef,
  hydrate,
  isFragment,
  isMemo,
  isValidElement,
  memo,
  render,
  startTransition,
  unmountComponentAtNode,
  unstable_batchedUpdates,
  use,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useTransition,
  version,
} from 'preact/compat';

export type RenderPhase = 'server' | 'hydrating' | 'client';

/** Rendering to a string (a document may exist, as in the component tests): set by react-dom-server-on-preact.ts. */
let serverRenders = typeof document === 'undefined' ? 1 : 0;

export function setServerRendering(on: boolean): void {
  serverRenders += on ? 1 : -1;
}

/**
 * Whether the component rendering now adopts the server's markup. Preact marks the vnode where
 * hydration starts (MODE_HYDRATE, 1 << 5, in its `_flags`: `__u` in the published build): the root
 * given to hydrate, and a part that waited (a lazy module, a HydrationSlice) when it resumes; its
 * descendants are diffed within that vnode's diff, between `options._diff` (`__b`) and
 * `options.diffed` for it. preact is pinned to the exact version whose internals these are
 * (package.json; react-on-preact.test.tsx and HydrationSlice.test.tsx fail if they change).
 */
const MODE_HYDRATE = 1 << 5;
interface InternalVNode {
  __u?: number;
}
type VNodeHook = (vnode: InternalVNode, ...rest: unknown[]) => void;
const internalOptions = options as unknown as { __b?: VNodeHook; diffed?: VNodeHook; __c?: VNodeHook };
let hydrationRoot: InternalVNode | null = null;
const beforeDiff = internalOptions.__b;
internalOptions.__b = (vnode, ...rest) => {
  if (!hydrationRoot && ((vnode.__u ?? 0) & MODE_HYDRATE) !== 0) hydrationRoot = vnode;
  beforeDiff?.(vnode, ...rest);
};
const afterDiff = internalOptions.diffed;
internalOptions.diffed = (vnode, ...rest) => {
  if (vnode === hydrationRoot) hydrationRoot = null;
  afterDiff?.(vnode, ...rest);
};
const beforeCommit = internalOptions.__c;
internalOptions.__c = (vnode, ...rest) => {
  // A hydration root that suspended again is never `diffed`: its diff is over at the commit.
  hydrationRoot = null;
  beforeCommit?.(vnode, ...rest);
};

/** While a component renders: on the server, adopting the server's markup, or plain client rendering. */
export function renderPhase(): RenderPhase {
  if (serverRenders > 0) return 'server';
  return hydrationRoot ? 'hydrating' : 'client';
}

/**
 * A lazy part always suspends once when rendered on the server, its module loaded or not:
 * preact-render-to-string writes the markup of a component that suspended between `<!--$s-->` and
 * `<!--/$s-->`, and Preact adopts all of it when the part resumes in the browser (without the
 * comments, only the part's first node: HydrationSlice.tsx).
 */
export const lazy: typeof compatLazy = (load) => {
  // Called when the part first renders: while hydrating, it hydrates a task after its module has
  // loaded, not in the task of the part that rendered it (the module may be loaded already).
  const Part = compatLazy(() =>
    renderPhase() === 'hydrating' ? load().then((module) => nextTask(module)) : load(),
  );
  const Marked = (props: object) => {
    suspendOnceOnServer(props);
    return createElement(Part as never, props);
  };
  return Marked as never;
};

let asyncServerRenders = 0;
const marked = new WeakSet<object>();

/** Runs an asynchronous server render in which parts suspend once to be marked. */
export async function markingParts<T>(render: () => Promise<T>): Promise<T> {
  asyncServerRenders++;
  try {
    return await render();
  } finally {
    asyncServerRenders--;
  }
}

/**
 * Suspends a component's first render on the server (a microtask) in an asynchronous render, so its
 * markup is marked as a part. The renderer renders it again with the same props object.
 */
export function suspendOnceOnServer(props: object): void {
  if (asyncServerRenders === 0 || renderPhase() !== 'server' || marked.has(props)) return;
  marked.add(props);
  throw Promise.resolve();
}

const bump = (n: number) => n + 1;

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  // Decided at the first render: a component mounted while hydrating shows what the server showed.
  const fromServer = useRef<boolean | null>(null);
  const phase = renderPhase();
  if (fromServer.current === null) fromServer.current = getServerSnapshot !== undefined && phase !== 'client';
  const value =
    fromServer.current || phase === 'server' ? (getServerSnapshot ?? getSnapshot)() : getSnapshot();
  const [, bumpRenders] = useReducer(bump, 0);
  // One render again for the hydration check and the subscription's first check together.
  const renderAsked = useRef(false);
  renderAsked.current = false;
  const rerender = () => {
    if (renderAsked.current) return;
    renderAsked.current = true;
    bumpRenders(undefined);
  };
  const latest = useRef({ getSnapshot, value });

  useLayoutEffect(() => {
    latest.current = { getSnapshot, value };
    if (fromServer.current) fromServer.current = false;
    // After hydration, or a change between render and commit: render again where the value differs.
    if (!Object.is(getSnapshot(), value)) rerender();
  });

  useEffect(() => {
    const check = () => {
      const { getSnapshot: read, value: shown } = latest.current;
      if (!Object.is(read(), shown)) rerender();
    };
    check();
    return subscribe(check);
  }, [subscribe]);

  return value;
}

/**
 * For the libraries that import React's default export (react-hook-form): what they read from it.
 * Not all of compat: the object would keep every export of compat in the first load, used or not.
 * A library that reads a member missing here gets undefined (its tests fail on it).
 */
export default {
  Fragment,
  createContext,
  createElement,
  lazy,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
};
