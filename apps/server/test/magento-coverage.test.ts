/**
 * Magento 2.4.7 schema coverage: every declaration of the Magento modules we answer for
 * (test/fixtures/magento-2.4.7-modules.json, written by test/magento-coverage/build-fixture.ts) is in
 * the schema our introspection describes, with the same signature. Prints the coverage per module.
 */
import { readFileSync } from 'node:fs';
import { buildClientSchema, buildSchema, introspectionFromSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../src/schema.ts';
import { declares, findMagentoReference } from './magento-coverage/signatures.ts';

interface ModuleFixture {
  source: string;
  entries: string[];
}
const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/magento-2.4.7-modules.json', import.meta.url), 'utf8'),
) as {
  modules: Record<string, ModuleFixture>;
};

/** Modules that must be covered in full (every module of the fixture). */
const REQUIRED = [
  'StoreGraphQl',
  'CatalogGraphQl',
  'CatalogInventoryGraphQl',
  'ConfigurableProductGraphQl',
  'SwatchesGraphQl',
  'CmsGraphQl',
  'UrlRewriteGraphQl',
  'CatalogUrlRewriteGraphQl',
  'CmsUrlRewriteGraphQl',
  'CatalogCmsGraphQl',
  'ReviewGraphQl',
  'GraphQlCache',
  'DirectoryGraphQl',
];

// What a client's introspection query sees: the served SDL, through introspection and back.
const ours = buildClientSchema(introspectionFromSchema(buildSchema(schemaSdl)));
const reference = findMagentoReference();

describe('Magento 2.4.7 schema coverage', () => {
  it('lists the modules it requires', () => {
    for (const name of REQUIRED) expect(fixture.modules[name], name).toBeDefined();
    expect(Object.keys(fixture.modules).filter((m) => !REQUIRED.includes(m))).toEqual([]);
  });

  it.skipIf(!reference)("agrees with Magento 2.4.7's published schema", () => {
    const magento = buildSchema(readFileSync(reference!, 'utf8'));
    const disagreeing = Object.values(fixture.modules).flatMap((m) =>
      m.entries.filter((e) => !declares(magento, e)),
    );
    expect(disagreeing).toEqual([]);
  });

  it('is complete for the modules we serve', () => {
    const missing: Record<string, string[]> = {};
    const lines: string[] = [];
    for (const [name, module] of Object.entries(fixture.modules)) {
      const absent = module.entries.filter((entry) => !declares(ours, entry));
      const covered = module.entries.length - absent.length;
      const percent = module.entries.length ? ((100 * covered) / module.entries.length).toFixed(1) : '100.0';
      lines.push(
        `${name.padEnd(28)} ${String(covered).padStart(4)}/${String(module.entries.length).padEnd(4)} ${percent.padStart(5)} %${REQUIRED.includes(name) ? '' : '  (not required yet)'}`,
      );
      if (REQUIRED.includes(name) && absent.length) missing[name] = absent;
    }
    console.log(`Magento 2.4.7 schema coverage per module:\n${lines.join('\n')}`);
    expect(missing).toEqual({});
  });
});
