/**
 * Writes `../fixtures/magento-2.4.7-modules.json`: every declaration of the modules in `modules.ts`
 * with its Magento 2.4.7 signature (from ../shared/reference/magento-2.4.7-schema.graphql).
 * A name the module file declares but 2.4.7 does not have (the file read may be newer or older than
 * 2.4.7) is listed under `notIn247`, not required. Run: `npx tsx test/magento-coverage/build-fixture.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { MODULES } from './modules.ts';
import { findMagentoReference, memberSignature, typeHeader } from './signatures.ts';

const reference = findMagentoReference();
if (!reference) throw new Error('magento-2.4.7-schema.graphql not found');
const magento = buildSchema(readFileSync(reference, 'utf8'));

const out: Record<string, unknown> = {};
for (const [name, module] of Object.entries(MODULES)) {
  const entries: string[] = [];
  const notIn247: string[] = [];
  for (const declared of module.types) {
    const [typeName, interfaces] = declared.split(':').map((s) => s.trim());
    const type = magento.getType(typeName!);
    if (!type) {
      notIn247.push(typeName!);
      continue;
    }
    const wanted = interfaces ? interfaces.split(',').map((s) => s.trim()) : [];
    const has = isObjectType(type) || isInterfaceType(type) ? type.getInterfaces().map((i) => i.name) : [];
    const missing = wanted.filter((i) => !has.includes(i));
    if (missing.length) throw new Error(`${typeName} does not implement ${missing.join(', ')} at 2.4.7`);
    entries.push(typeHeader(type, wanted));
  }
  for (const line of module.members) {
    const [typeName, names] = line.split(':').map((s) => s.trim());
    const type = magento.getType(typeName!);
    for (const member of names!.split(/\s+/)) {
      const signature = type ? memberSignature(type, member) : undefined;
      if (signature) entries.push(signature);
      else notIn247.push(`${typeName}.${member}`);
    }
    if (type && !(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) || isEnumType(type)))
      throw new Error(`${typeName} has no members`);
  }
  out[name] = {
    source: module.commit
      ? `magento/magento2@${module.commit}:app/code/Magento/${name}/etc/schema.graphqls`
      : 'no schema.graphqls',
    entries,
    ...(notIn247.length ? { notIn247 } : {}),
    ...(module.outOfArea ? { outOfArea: module.outOfArea } : {}),
    ...(module.note ? { note: module.note } : {}),
  };
}

const target = new URL('../fixtures/magento-2.4.7-modules.json', import.meta.url);
writeFileSync(
  target,
  JSON.stringify(
    {
      about:
        "Every declaration (type, field with arguments, input field, enum value) of Magento Open Source 2.4.7's GraphQL modules this server answers for, with Magento 2.4.7's signature. Names from each module's schema.graphqls at `source`; signatures from ../shared/reference/magento-2.4.7-schema.graphql. Written by test/magento-coverage/build-fixture.ts.",
      modules: out,
    },
    null,
    2,
  ) + '\n',
);
console.log(`wrote ${target.pathname}`);
