// @vitest-environment happy-dom
/**
 * React's API on Preact (build/preact-renderer.ts): the tests, like the shop, import 'react' and get
 * Preact; useSyncExternalStore reads the server's snapshot on the server and while hydrating (the
 * lazy parts of the page included), then the browser's, and follows its store.
 */
import * as React from 'react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPhase } from './react-on-preact.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A store whose value the test sets, telling its subscribers. */
function makeStore(value: string) {
  const listeners = new Set<() => void>();
  return {
    value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: string) {
      this.value = next;
      for (const listener of listeners) listener();
    },
  };
}

type Store = ReturnType<typeof makeStore>;

function Shown({ store, renders }: { store: Store; renders: string[] }) {
  const value = useSyncExternalStore(
    store.subscribe,
    () => store.value,
    () => 'server',
  );
  renders.push(value);
  return <b>{value}</b>;
}

/** Hydrates `html` in a new container; the container and its elements as the server made them. */
function hydrateHtml(html: string, tree: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const before = container.firstElementChild;
  hydrateRoot(container, tree);
  return { container, before };
}

describe('React on Preact', () => {
  it("is Preact's compat layer wherever 'react' is imported", () => {
    // Preact's compat names a React version of its own and has no React internals.
    expect('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE' in React).toBe(false);
    expect(typeof React.createElement).toBe('function');
    expect(React.default.useSyncExternalStore).toBe(useSyncExternalStore);
  });

  it("reads the server's snapshot when rendering on the server, even with a document", () => {
    const store = makeStore('browser');
    expect(renderToString(<Shown store={store} renders={[]} />)).toBe('<b>server</b>');
    expect(renderPhase()).not.toBe('server');
  });

  it("hydrates the server's markup with the server's value, then renders the browser's once", async () => {
    const store = makeStore('browser');
    const renders: string[] = [];
    let hydrated!: ReturnType<typeof hydrateHtml>;
    await act(async () => {
      hydrated = hydrateHtml('<b>server</b>', <Shown store={store} renders={renders} />);
      // The hydrating render kept the server's element and text.
      expect(hydrated.container.firstElementChild).toBe(hydrated.before);
      expect(hydrated.container.textContent).toBe('server');
    });
    expect(renders).toEqual(['server', 'browser']);
    expect(hydrated.container.textContent).toBe('browser');
  });

  it('renders a hydrated component only once where the two values agree', async () => {
    const store = makeStore('server');
    const renders: string[] = [];
    await act(async () => {
      hydrateHtml('<b>server</b>', <Shown store={store} renders={renders} />);
    });
    expect(renders).toEqual(['server']);
  });

  it("reads the browser's value at once when mounted after hydration, and follows the store", async () => {
    const store = makeStore('browser');
    const renders: string[] = [];
    const { container } = render(<Shown store={store} renders={renders} />);
    expect(container.textContent).toBe('browser');
    await act(async () => store.set('changed'));
    expect(container.textContent).toBe('changed');
    expect(renders).toEqual(['browser', 'changed']);
  });

  it("hydrates a lazy part with the server's value once its module has loaded, then shows the browser's", async () => {
    const store = makeStore('browser');
    const renders: string[] = [];
    let loaded!: (module: { default: () => React.ReactNode }) => void;
    const Part = lazy(() => new Promise<{ default: () => React.ReactNode }>((resolve) => (loaded = resolve)));
    const tree = (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
    const server = renderToString(
      <Suspense fallback={null}>
        <Shown store={store} renders={[]} />
      </Suspense>,
    );
    let hydrated!: ReturnType<typeof hydrateHtml>;
    await act(async () => {
      hydrated = hydrateHtml(server, tree);
    });
    // The part waits with the server's markup; the rest of the page is the browser's.
    expect(renderPhase()).not.toBe('server');
    expect(hydrated.container.textContent).toBe('server');
    // As in the browser, outside act(): Preact renders the resumed part in a microtask, as it does there.
    loaded({ default: () => <Shown store={store} renders={renders} /> });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await act(async () => undefined);
    // The part hydrated with the server's value, then showed the browser's.
    expect(renders).toEqual(['server', 'browser']);
    expect(hydrated.container.textContent).toBe('browser');
    expect(hydrated.container.querySelector('b')).toBe(hydrated.before);
    expect(renderPhase()).not.toBe('server');
  });
});
