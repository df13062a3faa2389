/**
 * The session's documents are Magento's: the plain ones (cart fields as shared/cart keeps them) are
 * validated here against Magento 2.4.7's published schema; the gql.tada ones are typed by the server's
 * schema and checked by the server's storefront-contract test. None is a public operation.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getOperationName, stringifyDocument } from '@urql/core';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isPublicOperation } from '../graphql/public-operations.ts';
import * as documents from './session-documents.ts';

function findMagentoSchema(): string | undefined {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'shared', 'reference', 'magento-2.4.7-schema.graphql');
    if (existsSync(file)) return file;
  }
  return undefined;
}
const schemaFile = findMagentoSchema();

const all = Object.entries(documents).filter(([name]) => name !== 'PLAIN_SESSION_DOCUMENTS');

describe.skipIf(!schemaFile)("the session's documents against Magento 2.4.7's schema", () => {
  // Vitest runs a skipped suite's body to collect it: read the schema only where it was found.
  const schema = schemaFile ? buildSchema(readFileSync(schemaFile, 'utf8')) : null;
  it.each(all)('%s is valid', (_name, document) => {
    const errors = validate(schema!, parse(stringifyDocument(document as never)));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

describe("the session's documents are personal", () => {
  it.each(all)('%s is never kept by a cache', (_name, document) => {
    const name = getOperationName(document as never);
    expect(name).toBeTruthy();
    expect(isPublicOperation(name)).toBe(false);
  });
});
