import { readFileSync } from 'node:fs';
import { stringifyDocument } from '@urql/core';
import { buildSchema, parse, validate } from 'graphql';
import { expect, it } from 'vitest';
import { PLACED_ORDER_NUMBER } from './src/features/checkout/checkout-operations.ts';
it('valid', () => {
  const schema = buildSchema(readFileSync('/work/shared/reference/magento-2.4.7-schema.graphql', 'utf8'));
  expect(validate(schema, parse(stringifyDocument(PLACED_ORDER_NUMBER))).map((e) => e.message)).toEqual([]);
});
