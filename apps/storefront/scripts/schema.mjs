// Writes the commerce server's GraphQL schema (Magento subset + Vitryna extensions) as one SDL
// file, from which gql.tada types the storefront's operations. The server keeps its SDL per
// module (apps/server/src/schema.ts lists them): the shared root first, then every module's.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildSchema, printSchema } from 'graphql';

const src = new URL('../../server/src/', import.meta.url);
const modules = readdirSync(new URL('modules/', src))
  .map((m) => new URL(`modules/${m}/schema.graphql`, src))
  .filter((f) => existsSync(f));
const sdl = [new URL('shared/schema.graphql', src), ...modules]
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
writeFileSync(new URL('../schema.graphql', import.meta.url), printSchema(buildSchema(sdl)) + '\n');
