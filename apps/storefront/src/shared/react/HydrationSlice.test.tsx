// @vitest-environment happy-dom
/**
 * HydrationSlice on Preact (build/preact-renderer.ts): a slice hydrates in a task of its own, its
 * server markup adopted whole, several nodes or one, even where its parent rendered again first.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { VNode } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationSlice } from './HydrationSlice.tsx';
import { renderToStringAsync } from './react-dom-server-on-preact.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const tasks = (n: number) => new Promise((r) => setTimeout(r, n * 5));

function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {clicks}
    </button>
  );
}

/** Hydration work past a task's budget (hydration-tasks.ts): the slices after it wait for a task. */
function Slow() {
  keepBusy(12);
  return <span>slow</span>;
}

/** A part that takes a phone's main thread for a while. */
function keepBusy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

function Site({ children, bump }: { children?: ReactNode; bump?: boolean }) {
  const [n, setN] = useState(0);
  useEffect(() => {
    // A parent rendering again while its slices wait, as the shop's stores do after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (bump) setN(1);
  }, [bump]);
  return (
    <div className="site" data-n={n}>
      <a href="#main">skip</a>
      <Slow />
      <HydrationSlice>
        <header>
          <b>head</b>
        </header>
      </HydrationSlice>
      <main>
        <HydrationSlice>
          <h1>title</h1>
          <p>text</p>
          {children}
        </HydrationSlice>
      </main>
      <HydrationSlice>
        <nav>
          <i>bar</i>
          <Counter />
        </nav>
      </HydrationSlice>
    </div>
  );
}

async function hydrated(element: ReactNode, meanwhile?: (root: HTMLElement) => void) {
  const html = await renderToStringAsync(element as VNode);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const before = [...root.querySelectorAll('*')];
  hydrateRoot(root, element);
  meanwhile?.(root);
  await tasks(10);
  const after = [...root.querySelectorAll('*')];
  return { html, root, before, after };
}

describe('HydrationSlice', () => {
  it('hydrates a slice a task after the page around it', async () => {
    // Clicked right after hydrateRoot: still the server's button, with nothing listening to it.
    const { root } = await hydrated(<Site />, (early) => early.querySelector('button')!.click());
    expect(root.querySelector('button')!.textContent).toBe('0');
    root.querySelector('button')!.click();
    await tasks(2);
    expect(root.querySelector('button')!.textContent).toBe('1');
  });

  it('hydrates a slice at once while the task is within its budget', async () => {
    const html = await renderToStringAsync(
      (
        <HydrationSlice>
          <Counter />
        </HydrationSlice>
      ) as VNode,
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    hydrateRoot(
      root,
      <HydrationSlice>
        <Counter />
      </HydrationSlice>,
    );
    root.querySelector('button')!.click();
    await tasks(2);
    expect(root.querySelector('button')!.textContent).toBe('1');
  });

  it('adopts the server markup of every slice', async () => {
    const { before, after } = await hydrated(<Site />);
    expect(after.length).toBe(before.length);
    expect(after.every((el, i) => el === before[i])).toBe(true);
  });

  it('adopts it when the parent renders again while slices wait', async () => {
    const { root, before, after, html } = await hydrated(<Site bump />);
    expect(root.querySelector('.site')?.getAttribute('data-n')).toBe('1');
    // Preact drops the range markers of the parts it adopted (not always: a part resumed by its
    // parent's render keeps them).
    const unmarked = (text: string) => text.replaceAll(/<!--\/?\$s-->/g, '');
    expect(unmarked(root.innerHTML)).toBe(unmarked(html.replace('data-n="0"', 'data-n="1"')));
    expect(after.filter((el, i) => el !== before[i]).map((el) => el.tagName)).toEqual([]);
  });
});
