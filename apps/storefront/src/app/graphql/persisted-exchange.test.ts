import { createRequest, gql, type RequestPolicy } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { pipe, subscribe } from 'wonka';
import { FIRST_VIEW_CUT } from '../../shared/graphql/first-view-cut.ts';
import { PersistedCache } from '../../shared/graphql/persisted-cache.ts';
import {
  createBrowserStorage,
  createMemoryStorage,
  type StorageLike,
} from '../../shared/storage/browser-storage.ts';
import { createStorefrontClient } from './client.ts';

const STORE_CONFIG = gql`
  query getStoreConfigs {
    storeConfig {
      store_code
      store_name
    }
  }
`;
const MENU = gql`
  query getMainMenu {
    mainMenu {
      items {
        id
        name
      }
    }
  }
`;

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A fetch answering every query from `answers` by operation name, counting what it was asked. */
function answeringFetch(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const query = new URL(String(input), 'http://shop.test').searchParams.get('query') ?? '';
    const name = /query (\w+)/.exec(query)?.[1] ?? '';
    asked.push(name);
    return new Response(JSON.stringify({ data: answers[name] }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

function browserClient(
  backing: StorageLike,
  opts: { ready: Promise<void>; fetch: typeof fetch; ssr?: object },
) {
  const storage = createBrowserStorage({ storage: backing });
  const persisted = new PersistedCache({ storage, storeCode: 'ua', ready: opts.ready, flushDelayMs: 10 });
  const { client } = createStorefrontClient({
    endpoint: 'http://shop.test/graphql',
    storage,
    isServer: false,
    fetch: opts.fetch,
    initialState: opts.ssr as never,
    persisted,
  });
  return { client, persisted };
}

type Client = ReturnType<typeof browserClient>['client'];

/** Every result a query yields within a moment: its data and whether it was stale. */
async function results(client: Client, query: typeof MENU, requestPolicy: RequestPolicy) {
  const seen: Array<{ data: unknown; stale: boolean }> = [];
  const sub = pipe(
    client.query(query, {}, { requestPolicy }),
    subscribe((result) => seen.push({ data: result.data, stale: Boolean(result.stale) })),
  );
  // Until a fresh answer (a client's first request also loads the transport's module, which on a
  // busy machine took longer than the moment), then a moment for any that follows it.
  for (const until = Date.now() + 5_000; !seen.some((r) => !r.stale) && Date.now() < until;) await settle(5);
  await settle(20);
  sub.unsubscribe();
  return seen;
}

const menuAnswer = (name: string) => ({
  mainMenu: { __typename: 'MainMenu', items: [{ __typename: 'MenuItem', id: '1', name }] },
});

describe('the persisted exchange', () => {
  it("keeps a visit's catalogue answers and shows them on the next visit while it asks again", async () => {
    const backing = createMemoryStorage();
    const first = answeringFetch({
      getMainMenu: menuAnswer('Жінки'),
      getStoreConfigs: { storeConfig: null },
    });
    const visit = browserClient(backing, { ready: Promise.resolve(), fetch: first.fetch });
    await settle();
    await results(visit.client, MENU, 'cache-and-network');
    await results(visit.client, STORE_CONFIG, 'cache-first');
    await settle(30);
    expect(backing.getItem('graphql_cache__ua')).toContain('Жінки');
    expect(backing.getItem('graphql_cache__ua')).not.toContain('storeConfig');

    // Next visit, the menu renamed meanwhile: the kept menu first (stale), then the new one.
    const second = answeringFetch({ getMainMenu: menuAnswer('Для неї') });
    const next = browserClient(backing, { ready: Promise.resolve(), fetch: second.fetch });
    await settle();
    const seen = await results(next.client, MENU, 'cache-and-network');
    expect(seen[0]).toEqual({ data: menuAnswer('Жінки'), stale: true });
    expect(seen.at(-1)).toEqual({ data: menuAnswer('Для неї'), stale: false });
    expect(second.asked).toEqual(['getMainMenu']);

    // cache-first: the kept answer alone.
    const offline = answeringFetch({});
    const third = browserClient(backing, { ready: Promise.resolve(), fetch: offline.fetch });
    await settle();
    expect(await results(third.client, MENU, 'cache-first')).toEqual([
      { data: menuAnswer('Для неї'), stale: false },
    ]);
    expect(offline.asked).toEqual([]);
  });

  it("shows the server's answers while the page hydrates, never an older kept one", async () => {
    const backing = createMemoryStorage();
    const earlier = browserClient(backing, {
      ready: Promise.resolve(),
      fetch: answeringFetch({ getMainMenu: menuAnswer('Стара назва') }).fetch,
    });
    await settle();
    await results(earlier.client, MENU, 'cache-first');
    await settle(30);

    // The server rendered this page with the new name; its answer comes with the page.
    const server = createStorefrontClient({
      endpoint: 'http://shop.test/graphql',
      storage: createBrowserStorage({ storage: null }),
      isServer: true,
      fetch: answeringFetch({ getMainMenu: menuAnswer('Нова назва') }).fetch,
    });
    await new Promise((resolve) => pipe(server.client.query(MENU, {}), subscribe(resolve)));
    const firstView = deferred();
    const network = answeringFetch({});
    const page = browserClient(backing, {
      ready: firstView.promise,
      fetch: network.fetch,
      ssr: server.ssr.extractData(),
    });
    await settle();
    expect(await results(page.client, MENU, 'cache-first')).toEqual([
      { data: menuAnswer('Нова назва'), stale: false },
    ]);
    firstView.resolve();
    await settle(30);
    expect(backing.getItem('graphql_cache__ua')).toContain('Нова назва');
    expect(network.asked).toEqual([]);
  });

  it('never keeps an answer the server cut to the first view', async () => {
    const backing = createMemoryStorage();
    const firstView = deferred();
    const key = createRequest(MENU, {}).key;
    const page = browserClient(backing, {
      ready: firstView.promise,
      fetch: answeringFetch({}).fetch,
      ssr: {
        [key]: {
          data: JSON.stringify(menuAnswer('Контур')),
          extensions: JSON.stringify({ [FIRST_VIEW_CUT]: true }),
        },
      },
    });
    await settle();
    expect(await results(page.client, MENU, 'cache-first')).toEqual([
      { data: menuAnswer('Контур'), stale: false },
    ]);
    firstView.resolve();
    await settle(30);
    expect(backing.getItem('graphql_cache__ua') ?? '').not.toContain('Контур');
  });
});
