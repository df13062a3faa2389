/**
 * The one GraphQL schema the server answers: the shared root types and each module's
 * schema.graphql (Magento 2.4's types for that module, then its Vitryna extensions), merged.
 * Codegen (codegen.ts) reads the same files, so the generated types follow this list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

/** Shared root first: modules extend its `type Query`. */
export const SCHEMA_FILES = [
  'shared/schema.graphql',
  'modules/store/schema.graphql',
  'modules/routing/schema.graphql',
  'modules/catalog/schema.graphql',
  'modules/cms/schema.graphql',
  'modules/menu/schema.graphql',
  'modules/locator/schema.graphql',
  'modules/directory/schema.graphql',
  'modules/nova-poshta/schema.graphql',
  'modules/sales/schema.graphql',
  'modules/cart/schema.graphql',
  'modules/customer/schema.graphql',
  'modules/loyalty/schema.graphql',
  'modules/contact/schema.graphql',
  'modules/social-login/schema.graphql',
  'modules/wishlist/schema.graphql',
  'modules/price-alert/schema.graphql',
].map((f) => path.join(srcDir, f));

export const schemaSdl = SCHEMA_FILES.map((f) => readFileSync(f, 'utf8')).join('\n');
