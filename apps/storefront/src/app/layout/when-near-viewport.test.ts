// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNearViewport } from './deferred-panels.tsx';

/** An IntersectionObserver the test drives: `intersect()` reports the observed element as visible. */
class FakeObserver {
  static last: FakeObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  intersect() {
    this.callback([{ isIntersecting: true }]);
  }
}

const state = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  document.body.innerHTML = '<footer id="site-footer"></footer>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenNearViewport', () => {
  it('waits until the element comes near the viewport', async () => {
    const near = whenNearViewport('site-footer');
    expect(await state(near)).toBe(false);
    FakeObserver.last!.intersect();
    expect(await state(near)).toBe(true);
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('gives up waiting once the element has left the page', async () => {
    const near = whenNearViewport('site-footer');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await state(near)).toBe(false);
    document.getElementById('site-footer')!.remove();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await state(near)).toBe(true);
  });

  it('resolves at once without the element', async () => {
    expect(await state(whenNearViewport('missing'))).toBe(true);
  });
});
