/** The modules' schema.graphql files add up to the schema the server has always served, in Magento's names. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../src/schema.ts';

/** Magento's full schema lives beside the checkout (../shared/reference), not in it. */
function findMagentoReference(): string | undefined {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'shared', 'reference', 'magento-2.4.7-schema.graphql');
    if (existsSync(file)) return file;
  }
  return undefined;
}
const magentoReference = findMagentoReference();

const printSorted = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));
const merged = buildSchema(schemaSdl);

describe('the merged schema', () => {
  it('is the schema served before it was split into modules', () => {
    const before = readFileSync(new URL('./fixtures/schema-before-modules.graphql', import.meta.url), 'utf8');
    expect(printSorted(merged)).toBe(printSorted(buildSchema(before)));
  });

  it.skipIf(!magentoReference)("declares Magento's fields with Magento 2.4.7's types and arguments", () => {
    const magento = buildSchema(readFileSync(magentoReference!, 'utf8'));
    const mismatches: string[] = [];
    for (const type of Object.values(merged.getTypeMap())) {
      const theirs = magento.getType(type.name);
      const hasFields = (t: unknown) => isObjectType(t) || isInterfaceType(t) || isInputObjectType(t);
      if (!hasFields(type) || !hasFields(theirs)) continue;
      const ourFields = (
        type as { getFields(): Record<string, { type: unknown; args?: { name: string; type: unknown }[] }> }
      ).getFields();
      const theirFields = (theirs as typeof type as { getFields(): typeof ourFields }).getFields();
      for (const [name, field] of Object.entries(ourFields)) {
        const their = theirFields[name];
        if (!their) continue; // a Vitryna extension
        if (String(field.type) !== String(their.type))
          mismatches.push(`${type.name}.${name}: ${field.type} ≠ ${their.type}`);
        for (const arg of field.args ?? []) {
          const theirArg = their.args?.find((a) => a.name === arg.name);
          if (theirArg && String(arg.type) !== String(theirArg.type))
            mismatches.push(`${type.name}.${name}(${arg.name}): ${arg.type} ≠ ${theirArg.type}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
