import { describe, expect, it, vi } from 'vitest';
import { createBrowserStorage, createMemoryStorage } from '../../shared/storage/browser-storage.ts';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys.ts';
import { lookupPathInStore, prepareStoreSwitch } from './store-switch.ts';
import { syncStoreCode } from './StoreCodeSync.tsx';

function graphqlFetch(answer: (operation: string, variables: Record<string, unknown>) => unknown) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'https://shop.test');
    const query = url.searchParams.get('query') ?? '';
    const operation = /query\s+(\w+)/.exec(query)?.[1] ?? '';
    const variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>;
    const data = answer(operation, variables);
    if (data instanceof Error) throw data;
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
}

const storage = () => createBrowserStorage({ storage: createMemoryStorage() });

describe('store switching', () => {
  it('looks the path up with the target store header and reloads at the translated path, keeping the query', async () => {
    const fetch = graphqlFetch((operation, variables) =>
      operation === 'ResolveURL'
        ? {
            route: {
              __typename: 'CategoryTree',
              relative_url: `${String(variables.url).slice(1)}-ru`,
              redirect_code: 0,
              type: 'CATEGORY',
              uid: 'x',
            },
          }
        : {
            storeConfig: {
              store_code: 'ru',
              default_display_currency_code: 'UAH',
              secure_base_media_url: 'https://shop.test/media/',
            },
          },
    );
    const store = storage();
    const url = await prepareStoreSwitch({ endpoint: '/graphql', fetch, storage: store }, 'ru', {
      pathname: '/ua/women/dresses',
      search: '?sort=price:ASC',
    });
    expect(url).toBe('/ru/women/dresses-ru?sort=price:ASC');
    const lookup = fetch.mock.calls.find(([input]) => String(input).includes('ResolveURL'));
    expect(lookup).toBeDefined();
    const [input, init] = lookup!;
    expect(new URL(String(input), 'https://shop.test').pathname).toBe('/graphql');
    expect(JSON.parse(new URL(String(input), 'https://shop.test').searchParams.get('variables')!)).toEqual({
      url: '/women/dresses',
    });
    expect((init?.headers as Record<string, string>).store).toBe('ru');
    expect(init?.method).toBe('GET');
    // The target store's preferences are saved before the reload.
    expect(store.getItem(STORAGE_KEYS.storeViewCode)).toBe('ru');
    expect(store.getItem(STORAGE_KEYS.storeViewCurrency)).toBe('UAH');
    expect(store.getItem(STORAGE_KEYS.storeViewSecureBaseMediaUrl)).toBe('https://shop.test/media/');
  });

  it('keeps the current path when the lookup fails or finds nothing', async () => {
    const failing = graphqlFetch(() => new Error('offline'));
    expect(
      await prepareStoreSwitch({ endpoint: '/graphql', fetch: failing, storage: storage() }, 'ru', {
        pathname: '/ua/brands/nike',
        search: '',
      }),
    ).toBe('/ru/brands/nike');
    const nothing = graphqlFetch((operation) =>
      operation === 'ResolveURL' ? { route: null } : { storeConfig: null },
    );
    expect(
      await prepareStoreSwitch({ endpoint: '/graphql', fetch: nothing, storage: storage() }, 'ua', {
        pathname: '/ru/stores',
        search: 'x=1',
      }),
    ).toBe('/ua/stores?x=1');
  });

  it('does not look up the home page', async () => {
    const fetch = graphqlFetch(() => ({ route: null }));
    expect(
      await lookupPathInStore({ endpoint: '/graphql', fetch, storage: storage() }, 'ru', '/'),
    ).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('syncStoreCode', () => {
  it('saves the address’s store and reloads when it differs from the stored one', () => {
    const store = storage();
    store.setItem(STORAGE_KEYS.storeViewCode, 'ua');
    const reload = vi.fn();
    expect(syncStoreCode({ storage: store, pathname: '/ru/women', reload }, { currency: 'UAH' })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.getItem(STORAGE_KEYS.storeViewCode)).toBe('ru');
    expect(store.getItem(STORAGE_KEYS.storeViewCurrency)).toBe('UAH');
  });

  it('does nothing when the stores agree (ua is the default when none is stored)', () => {
    const reload = vi.fn();
    expect(syncStoreCode({ storage: storage(), pathname: '/ua/women', reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the storage refuses the write (no reload loop)', () => {
    const reload = vi.fn();
    const refusing = createBrowserStorage({ storage: null });
    expect(syncStoreCode({ storage: refusing, pathname: '/ru/', reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
