/**
 * The cart's documents are Magento's: each must validate against Magento 2.4.7's published schema, so the
 * storefront also runs against a real Magento store (and the commerce server, which mirrors it).
 */
import { readFileSync } from 'node:fs';
import { getOperationName, stringifyDocument } from '@urql/core';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { magentoSchema } from '../../testing/magento-schema.ts';
import { isPublicOperation } from '../graphql/public-operations.ts';
import { CART_DOCUMENTS } from './cart-documents.ts';

const schema = magentoSchema();

describe.skipIf(!schema)("the cart's documents against Magento 2.4.7's schema", () => {
  it.each(Object.entries(CART_DOCUMENTS))('%s is valid', (_name, document) => {
    const errors = validate(schema!, parse(stringifyDocument(document)));
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('catches a document Magento would refuse (the check can fail)', () => {
    const wrong = parse(
      'mutation { addProductsToCart(cartId: "x", cartItems: [{ sku: "a" }]) { cart { id } } }',
    );
    expect(validate(schema!, wrong).length).toBeGreaterThan(0);
  });
});

describe("the cart's documents are personal", () => {
  it.each(Object.entries(CART_DOCUMENTS))(
    '%s is never kept by a cache (not a public operation)',
    (_name, document) => {
      const name = getOperationName(document);
      expect(name).toBeTruthy();
      expect(isPublicOperation(name)).toBe(false);
    },
  );
});

/**
 * And against the commerce server's own schema (Magento's subset plus the Vitryna extensions, written to
 * apps/storefront/schema.graphql by `npm run codegen -w apps/storefront`), once it has the cart module.
 */
const serverSdl = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
const serverSchema = buildSchema(serverSdl);
const serverHasCarts = Boolean(serverSchema.getMutationType()?.getFields().addProductsToCart);

describe.skipIf(!serverHasCarts)("the cart's documents against the commerce server's schema", () => {
  it.each(Object.entries(CART_DOCUMENTS))('%s is valid', (_name, document) => {
    const errors = validate(serverSchema, parse(stringifyDocument(document)));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
