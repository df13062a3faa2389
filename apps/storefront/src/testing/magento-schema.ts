/**
 * Magento 2.4.7's published schema (../shared/reference, beside the repository), built once per test
 * file; null in a checkout without it, where the suites that validate against it are skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

export function magentoSchema(): GraphQLSchema | null {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'shared', 'reference', 'magento-2.4.7-schema.graphql');
    if (existsSync(file)) return buildSchema(readFileSync(file, 'utf8'));
  }
  return null;
}
