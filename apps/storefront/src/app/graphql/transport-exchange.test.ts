import { Client, gql, type RequestPolicy } from '@urql/core';
import { pipe, subscribe } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { GraphqlFetch, GraphqlOperation } from '../../shared/graphql/fetch-transport.ts';
import type { GraphqlResult } from '../../shared/graphql/graphql-result.ts';
import { transportExchange } from './transport-exchange.ts';

const MENU = gql`
  query getMainMenu {
    mainMenu {
      items {
        id
      }
    }
  }
`;

const MUTATION = gql`
  mutation subscribe($email: String!) {
    subscribe(email: $email)
  }
`;

/** A transport whose answers the test releases by hand. */
function manualTransport() {
  const sent: GraphqlOperation[] = [];
  const release: Array<() => void> = [];
  const send: GraphqlFetch = <TData>(operation: GraphqlOperation) => {
    sent.push(operation);
    const id = sent.length;
    return new Promise<GraphqlResult<TData>>((resolve) => {
      release.push(() => resolve({ data: { mainMenu: { items: [{ id }] } } as TData }));
    });
  };
  return { send, sent, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A client over a manual transport, and the ways the storefront reads and writes through it. */
function harness() {
  const transport = manualTransport();
  const client = new Client({ url: '/graphql', exchanges: [transportExchange(transport.send)] });
  const readMenu = (onData: (data: unknown) => void = () => undefined, requestPolicy?: RequestPolicy) =>
    pipe(
      client.query(MENU, {}, requestPolicy ? { requestPolicy } : undefined),
      subscribe((result) => onData(result.data)),
    );
  return {
    transport,
    readMenu,
    /** What useQuery does while rendering: a subscription dropped at once. */
    renderMenu: () => readMenu().unsubscribe(),
    mutate: () =>
      pipe(
        client.mutation(MUTATION, { email: 'a@b.c' }),
        subscribe(() => undefined),
      ),
  };
}

describe('transport exchange', () => {
  it('sends a query once while it is on its way, however often it is subscribed to', async () => {
    const { transport, readMenu, renderMenu } = harness();
    // What useQuery does: a subscription while rendering, dropped at once, then one on mount.
    renderMenu();
    const results: unknown[] = [];
    readMenu((data) => results.push(data));
    await settle();
    expect(transport.sent).toHaveLength(1);
    transport.release[0]!();
    await settle();
    expect(results).toEqual([{ mainMenu: { items: [{ id: 1 }] } }]);
  });

  it('keeps an answer that came after its subscriber left for the next subscriber', async () => {
    const { transport, readMenu, renderMenu } = harness();
    renderMenu();
    await settle();
    transport.release[0]!();
    await settle();
    const results: unknown[] = [];
    readMenu((data) => results.push(data));
    await settle();
    expect(transport.sent).toHaveLength(1);
    expect(results).toEqual([{ mainMenu: { items: [{ id: 1 }] } }]);
  });

  it('sends the query again once the first answer has come', async () => {
    const { transport, readMenu } = harness();
    const first = await new Promise((resolve) => {
      const sub = readMenu((data) => {
        resolve(data);
        queueMicrotask(() => sub.unsubscribe());
      }, 'network-only');
      void settle().then(() => transport.release[0]!());
    });
    expect(first).toEqual({ mainMenu: { items: [{ id: 1 }] } });
    readMenu(undefined, 'network-only');
    await settle();
    expect(transport.sent).toHaveLength(2);
  });

  it('never shares mutations', async () => {
    const { transport, mutate } = harness();
    mutate();
    mutate();
    await settle();
    expect(transport.sent.map((op) => op.kind)).toEqual(['mutation', 'mutation']);
  });

  it('shares nothing from before a mutation', async () => {
    const { transport, readMenu, renderMenu, mutate } = harness();
    renderMenu();
    mutate();
    readMenu();
    await settle();
    expect(transport.sent.map((op) => op.kind)).toEqual(['query', 'mutation', 'query']);
  });
});
