// @vitest-environment jsdom
import { createRequest } from '@urql/core';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_GLOBAL } from '../../shared/boot-global.ts';
import { STORE_LOCATOR_POINTS } from './queries.ts';
import { noCachePolicy, resetNoCachePolicy } from './useNoCachePolicy.ts';

afterEach(() => {
  resetNoCachePolicy();
  delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL];
});

describe('no cache without breaking hydration', () => {
  it('is network-only when the server did not render the query', () => {
    expect(noCachePolicy(STORE_LOCATOR_POINTS, {})).toBe('network-only');
  });

  it('reads the server-rendered result once (the page being hydrated), then goes to the network', () => {
    const { key } = createRequest(STORE_LOCATOR_POINTS, {});
    (window as unknown as Record<string, unknown>)[BOOT_GLOBAL] = { urql: { [key]: { data: '{}' } } };
    expect(noCachePolicy(STORE_LOCATOR_POINTS, {})).toBe('cache-first');
    expect(noCachePolicy(STORE_LOCATOR_POINTS, {})).toBe('network-only');
  });
});
