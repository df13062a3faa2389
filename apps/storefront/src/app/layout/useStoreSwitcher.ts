/** Logic of StoreSwitcher: the current store, and a switch that reloads the page in the chosen one. */
import { useState } from 'react';
import { createRequest } from '@urql/core';
import { useClient } from 'urql';
import { createBrowserStorage } from '../../shared/storage/browser-storage.ts';
import { isStoreCode, storeSwitchUrl } from '../../shared/url/store-prefix.ts';
import { STORE_CODES, type StoreCode } from '../../shared/constants.ts';
import { RESOLVE_URL } from '../queries.ts';
import { useStoreView } from '../../shared/store-view/store-view.tsx';

export function useStoreSwitcher() {
  const { storeCode } = useStoreView();
  const client = useClient();
  const [switching, setSwitching] = useState<StoreCode | null>(null);

  async function switchTo(target: StoreCode) {
    if (target === storeCode || switching) return;
    setSwitching(target);
    // The endpoint the client is configured with ('/graphql' or a configured URL).
    const endpoint = client.createRequestOperation('query', createRequest(RESOLVE_URL, { url: '/' })).context
      .url;
    const current = { pathname: window.location.pathname, search: window.location.search };
    let address: string;
    try {
      // Loaded on use: switching store is rare and reloads the page anyway.
      const { prepareStoreSwitch } = await import('./store-switch.ts');
      address = await prepareStoreSwitch(
        { endpoint, fetch: (input, init) => window.fetch(input, init), storage: createBrowserStorage() },
        target,
        current,
      );
    } catch {
      // The code could not load (offline): the same path in the other store; the page saves the code.
      address = storeSwitchUrl(target, current);
    }
    window.location.assign(address + window.location.hash);
  }

  return {
    current: isStoreCode(storeCode) ? storeCode : null,
    stores: STORE_CODES,
    switching,
    switchTo: (target: StoreCode) => void switchTo(target),
  };
}
