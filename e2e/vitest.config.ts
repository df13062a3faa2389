/**
 * End-to-end journeys: a real Chromium against the real shop (storefront + commerce server on one
 * port). global-setup.ts builds the storefront, starts the shop on a fresh database and provides
 * its address; the journeys run one file at a time in a single worker, since they share that shop.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    // Pages render on a shared 2-core machine: generous, but a hung journey still ends.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
    // A journey that fails is a finding; a retry would hide a flaky app.
    retry: 0,
  },
});
