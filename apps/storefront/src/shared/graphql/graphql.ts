/**
 * Typed GraphQL documents: gql.tada infers each operation's result and variables from the
 * commerce server's schema (schema.graphql, written by `npm run codegen -w apps/storefront`),
 * so no operation type is written by hand.
 */
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../../graphql-env.d.ts';

export const graphql = initGraphQLTada<{ introspection: introspection }>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
