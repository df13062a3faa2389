/**
 * The session's documents are Magento's: the plain ones (cart fields as shared/cart keeps them) are
 * validated here against Magento 2.4.7's published schema; the gql.tada ones are typed by the server's
 * schema and checked by the server's storefront-contract test. None is a public operation.
 */
import { getOperationName, stringifyDocument } from '@urql/core';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { magentoSchema } from '../../testing/magento-schema.ts';
import { isPublicOperation } from '../graphql/public-operations.ts';
import * as documents from './session-documents.ts';

const schema = magentoSchema();

const all = Object.entries(documents).filter(([name]) => name !== 'PLAIN_SESSION_DOCUMENTS');

describe.skipIf(!schema)("the session's documents against Magento 2.4.7's schema", () => {
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
