import { describe, expect, it } from 'vitest';
import { cacheExchange, Client, gql, makeResult, type Exchange } from '@urql/core';
import { filter, fromValue, mergeMap, pipe } from 'wonka';
import { localExchange } from './local-exchange.ts';

const CUSTOMER = gql`
  query GetCustomer {
    customer {
      firstname
    }
  }
`;
const EVICT = gql`
  mutation EvictCachedData {
    __typename
  }
`;

/** A network that counts what reaches it and answers the customer as `Olena <n>`. */
function network() {
  const reached: string[] = [];
  const exchange: Exchange = () => (ops$) =>
    pipe(
      ops$,
      filter((op) => op.kind !== 'teardown'),
      mergeMap((op) => {
        reached.push(op.kind);
        return fromValue(
          makeResult(op, {
            data: { customer: { __typename: 'Customer', firstname: `Olena ${reached.length}` } },
          }),
        );
      }),
    );
  return { reached, exchange };
}

describe('localExchange', () => {
  it('answers local-only mutations itself, so the document cache drops the answers of their types', async () => {
    const net = network();
    const client = new Client({ url: '/graphql', exchanges: [cacheExchange, localExchange, net.exchange] });
    const first = await client.query(CUSTOMER, {}).toPromise();
    expect(first.data.customer.firstname).toBe('Olena 1');
    expect((await client.query(CUSTOMER, {}).toPromise()).data.customer.firstname).toBe('Olena 1');
    const evicted = await client
      .mutation(EVICT, {}, { additionalTypenames: ['Customer'], localOnly: true })
      .toPromise();
    expect(evicted.data).toEqual({ __typename: 'Mutation' });
    // The mutation never reached the network, and the cached customer is gone.
    expect(net.reached).toEqual(['query']);
    expect((await client.query(CUSTOMER, {}).toPromise()).data.customer.firstname).toBe('Olena 2');
  });

  it('forwards everything else', async () => {
    const net = network();
    const client = new Client({ url: '/graphql', exchanges: [localExchange, net.exchange] });
    await client.mutation(EVICT, {}).toPromise();
    expect(net.reached).toEqual(['mutation']);
  });
});
