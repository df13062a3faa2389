/**
 * The cart's documents are Magento's: each must validate against Magento 2.4.7's published schema, so the
 * storefront also runs against a real Magento store (and the commerce server, which mirrors it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getOperationName, stringifyDocument } from '@urql/core';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isPublicOperation } from '../graphql/public-operations.ts';
import { CART_DOCUMENTS } from './cart-documents.ts';

/** ../shared/reference beside the checkout (not in it), found walking up from here. */
function findMagentoSchema(): string | undefined {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'shared', 'reference', 'magento-2.4.7-schema.graphql');
    if (existsSync(file)) return file;
  }
  return undefined;
}
const schemaFile = findMagentoSchema();

describe.skipIf(!schemaFile)("the cart's documents against Magento 2.4.7's schema", () => {
  // Vitest runs a skipped suite's body to collect it: read the schema only where it was found.
  const schema = schemaFile ? buildSchema(readFileSync(schemaFile, 'utf8')) : null;

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
