// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_HANDOFF, BOOT_PRELOAD_ATTRIBUTE, bootLoaderScript } from './boot-loader.ts';
import { BOOT_ELEMENT_ID } from './render-context.ts';

const ENTRY = '/assets/entry-client-abc.js';
const PRELOADS = ['/assets/react-dom-1.js', '/assets/urql-2.js'];

/** The browser's paint timing reports, delivered by hand. */
class FakePerformanceObserver {
  static supportedEntryTypes: string[] = ['paint', 'largest-contentful-paint'];
  static observers: FakePerformanceObserver[] = [];
  type = '';
  constructor(private readonly callback: (list: { getEntries(): object[] }) => void) {
    FakePerformanceObserver.observers.push(this);
  }
  observe({ type }: { type: string }) {
    this.type = type;
  }
  static report(type: string, entry: object) {
    for (const observer of this.observers.filter((o) => o.type === type)) {
      observer.callback({ getEntries: () => [entry] });
    }
  }
}
const firstContentfulPaint = () =>
  FakePerformanceObserver.report('paint', { name: 'first-contentful-paint' });
const largestPaint = (element: Element) =>
  FakePerformanceObserver.report('largest-contentful-paint', { element });

/** Runs the loader as the page would, once its HTML (with `images`) has been parsed. */
function runLoader(images: Array<{ complete: boolean; priority?: string }>) {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  const elements = images.map(({ complete, priority = 'high' }) => {
    const img = document.createElement('img');
    img.setAttribute('fetchpriority', priority);
    Object.defineProperty(img, 'complete', { value: complete });
    document.body.appendChild(img);
    return img;
  });
  new Function(bootLoaderScript(ENTRY, PRELOADS, { fallbackMs: 3000, settleMs: 300 }))();
  return elements;
}

const entryScripts = () =>
  [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const modulePreloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  FakePerformanceObserver.observers = [];
  FakePerformanceObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  // happy-dom reports that it does not fetch the module the loader adds.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the boot loader', () => {
  it('asks for the scripts once the first paint and the largest image are on screen', async () => {
    const [hero, photo] = runLoader([{ complete: false }, { complete: false }, { complete: true }]);
    await wait(50);
    firstContentfulPaint();
    hero!.dispatchEvent(new Event('load'));
    await wait(50);
    expect(entryScripts()).toEqual([]);
    photo!.dispatchEvent(new Event('error'));
    await wait(50);
    expect(entryScripts()).toEqual([]);
    largestPaint(hero!);
    await wait(0);
    expect(entryScripts()).toEqual([ENTRY]);
    // The module preloads follow, one per task.
    expect(modulePreloads()).toEqual(PRELOADS.slice(0, 1));
    await wait(10);
    expect(modulePreloads()).toEqual(PRELOADS);
  });

  it('does not ask before the first paint, even with every image loaded', async () => {
    const [hero] = runLoader([{ complete: true }]);
    largestPaint(hero!);
    await wait(1000);
    expect(entryScripts()).toEqual([]);
    firstContentfulPaint();
    await wait(0);
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('waits a moment only when something else is the largest paint, and loads the scripts once', async () => {
    const [hero] = runLoader([{ complete: false }]);
    firstContentfulPaint();
    hero!.dispatchEvent(new Event('load'));
    largestPaint(document.createElement('h1'));
    await wait(299);
    expect(entryScripts()).toEqual([]);
    await wait(1);
    expect(entryScripts()).toEqual([ENTRY]);
    await wait(5000);
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('goes by the first paint alone on a page without high-priority images', async () => {
    runLoader([{ complete: false, priority: 'low' }]);
    await wait(100);
    expect(entryScripts()).toEqual([]);
    firstContentfulPaint();
    await wait(0);
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('waits two animation frames after the images where the browser reports no paint timings', async () => {
    FakePerformanceObserver.supportedEntryTypes = [];
    const [hero] = runLoader([{ complete: false }]);
    await wait(100);
    expect(entryScripts()).toEqual([]);
    hero!.dispatchEvent(new Event('load'));
    await wait(20);
    expect(entryScripts()).toEqual([]);
    await wait(30);
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('does not wait for an image that never arrives', async () => {
    runLoader([{ complete: false }]);
    firstContentfulPaint();
    await wait(2900);
    expect(entryScripts()).toEqual([]);
    await wait(100);
    expect(entryScripts()).toEqual([ENTRY]);
  });

  describe('the boot data handoff', () => {
    /** Runs the loader as the script element after `before` (what document.currentScript gives). */
    function runAfter(before: string) {
      document.head.innerHTML = '';
      document.body.innerHTML = `<div id="root"><div id="${BOOT_ELEMENT_ID}">{"endpoint":"https://evil.example/graphql"}</div></div>${before}<script id="loader"></script>`;
      const loader = document.getElementById('loader');
      vi.spyOn(document, 'currentScript', 'get').mockReturnValue(loader as HTMLScriptElement);
      new Function(bootLoaderScript(ENTRY, PRELOADS))();
      return (window as unknown as Record<string, unknown>)[BOOT_HANDOFF];
    }
    afterEach(() => delete (window as unknown as Record<string, unknown>)[BOOT_HANDOFF]);

    it('hands over the block right before the loader, not the first element with its id', () => {
      const handed = runAfter(
        `<script type="application/json" id="${BOOT_ELEMENT_ID}">{"endpoint":"/graphql"}</script>`,
      );
      expect(handed).toBeInstanceOf(HTMLScriptElement);
      expect(JSON.parse((handed as HTMLScriptElement).textContent!)).toEqual({ endpoint: '/graphql' });
    });

    it('hands over nothing when the element before it is not a JSON block with the id', () => {
      expect(runAfter(`<div id="${BOOT_ELEMENT_ID}">{}</div>`)).toBeUndefined();
      expect(runAfter(`<script type="text/plain" id="${BOOT_ELEMENT_ID}">{}</script>`)).toBeUndefined();
    });

    it("preloads the page's own chunks the block names, after the entry's, one per task", async () => {
      runAfter(
        `<script type="application/json" id="${BOOT_ELEMENT_ID}" ${BOOT_PRELOAD_ATTRIBUTE}="/assets/Page-1.js /assets/card-2.js">{}</script>`,
      );
      await wait(3000);
      expect(entryScripts()).toEqual([ENTRY]);
      await wait(50);
      expect(modulePreloads()).toEqual([...PRELOADS, '/assets/Page-1.js', '/assets/card-2.js']);
    });

    it('takes no chunks from an element that is not the boot block', async () => {
      runAfter(`<div id="${BOOT_ELEMENT_ID}" ${BOOT_PRELOAD_ATTRIBUTE}="/assets/evil.js">{}</div>`);
      await wait(3000);
      await wait(50);
      expect(modulePreloads()).toEqual(PRELOADS);
    });
  });
});
