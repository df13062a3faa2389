// Writes the commerce server's GraphQL schema (Magento subset + Vitryna extensions) as one SDL
// file, from which gql.tada types the storefront's operations.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildSchema, printSchema } from 'graphql';

const dir = new URL('../../server/src/schema/', import.meta.url);
const sdl = ['magento.graphql', 'vitryna-extensions.graphql']
  .map((f) => readFileSync(new URL(f, dir), 'utf8'))
  .join('\n');
writeFileSync(new URL('../schema.graphql', import.meta.url), printSchema(buildSchema(sdl)) + '\n');
