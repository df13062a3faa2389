import { describe, expect, it } from 'vitest';
import type { Client } from 'urql';
import { catalogActions, childCategories } from '../../shared/state/catalog-state.ts';
import { catalogStoreFor } from './catalog-store.ts';

describe('catalog store', () => {
  it('is one store per GraphQL client (per request on the server, once in the browser)', () => {
    const a = {} as Client;
    const b = {} as Client;
    expect(catalogStoreFor(a)).toBe(catalogStoreFor(a));
    expect(catalogStoreFor(a)).not.toBe(catalogStoreFor(b));
  });

  it('sorts children by position then uid and takes them in only once per category', () => {
    const store = catalogStoreFor({} as Client);
    const parent = { uid: 'P', position: 1 };
    store.dispatch(
      catalogActions.receiveChildren(parent, [
        { uid: 'c', position: 2 },
        { uid: 'b', position: 1 },
        { uid: 'a', position: 2 },
      ]),
    );
    store.dispatch(catalogActions.receiveChildren(parent, [{ uid: 'z', position: 0 }]));
    expect(childCategories(store.getState(), 'P').map((c) => c.uid)).toEqual(['b', 'a', 'c']);
  });
});
