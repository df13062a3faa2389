import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { routeState } from './ResolvedRoute.tsx';

const errorOf = (category: string) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('refused', { extensions: { category } })] });

describe('routeState', () => {
  it('reads an address the server refuses as input (too long, a NUL byte) as no page', () => {
    expect(routeState(false, errorOf('graphql-input'), undefined, '/a')).toEqual({ kind: 'not-found' });
  });

  it('keeps other failures errors', () => {
    expect(routeState(false, errorOf('internal'), undefined, '/a')).toEqual({ kind: 'error' });
    expect(
      routeState(false, new CombinedError({ networkError: new Error('offline') }), undefined, '/a'),
    ).toEqual({
      kind: 'error',
    });
  });
});
