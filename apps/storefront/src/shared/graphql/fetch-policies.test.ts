import { describe, expect, it } from 'vitest';
import { FETCH_POLICIES, requestPolicyFor } from './fetch-policies.ts';

describe('fetch policies', () => {
  it('refreshes route and CMS blocks on first use, then reads the cache', () => {
    expect(requestPolicyFor('ResolveURL', false)).toBe('cache-and-network');
    expect(requestPolicyFor('ResolveURL', true)).toBe('cache-first');
    expect(requestPolicyFor('GetCmsBlocks', false)).toBe('cache-and-network');
    expect(requestPolicyFor('GetCmsBlocks', true)).toBe('cache-first');
  });

  it('always refreshes menu, product detail and suggestions', () => {
    for (const operation of ['getMainMenu', 'getProductDetail', 'GetAutocompleteSuggestions'] as const) {
      expect(requestPolicyFor(operation, false)).toBe('cache-and-network');
      expect(requestPolicyFor(operation, true)).toBe('cache-and-network');
    }
  });

  it('never answers the start-up queries from the cache', () => {
    for (const operation of ['getStoreLocatorPoints', 'getStoreConfigs', 'GetPriceAlertProducts'] as const) {
      expect(requestPolicyFor(operation, false)).toBe('network-only');
      expect(requestPolicyFor(operation, true)).toBe('network-only');
    }
  });

  it('covers exactly the operations of the spec', () => {
    expect(Object.keys(FETCH_POLICIES).sort()).toEqual(
      [
        'GetAutocompleteSuggestions',
        'GetCmsBlocks',
        'GetPriceAlertProducts',
        'ResolveURL',
        'getMainMenu',
        'getProductDetail',
        'getStoreConfigs',
        'getStoreLocatorPoints',
      ].sort(),
    );
  });
});
