import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Node loads graphql's CommonJS build for mercurius; make our imports use the same copy
  // (vite would pick the .mjs build and graphql would see two "realms").
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One process, one shared seeded server: test files run one after another and reuse it.
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
