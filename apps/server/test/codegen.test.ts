/** The committed generated types are what `npm run codegen` makes from today's schema and migrations. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';
import { DB_TYPES, GRAPHQL_TYPES, dbTypes, graphqlTypes } from '../codegen.ts';

const stale = 'stale: run `npm run codegen -w apps/server` and commit src/generated';

describe('generated types', () => {
  it('src/generated/graphql.ts matches the schema.graphql files', async () => {
    expect(await graphqlTypes(), stale).toBe(readFileSync(GRAPHQL_TYPES, 'utf8'));
  });

  it('src/generated/db.ts matches the migrations', async () => {
    const { db } = await testServer();
    expect(await dbTypes(db), stale).toBe(readFileSync(DB_TYPES, 'utf8'));
  });
});
