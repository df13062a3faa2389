import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { firstLoadChunk } from './build/first-load-chunk.ts';
import { stampServiceWorker } from './build/stamp-service-worker.ts';
import { clientMessageFormatAlias, precompileMessages } from './build/precompile-messages.ts';
import { lazyAreaOf } from './src/shared/i18n/lazy-areas.ts';
import { PREACT_ALIASES, REACT_LIBRARIES, wouterReact } from './build/preact-renderer.ts';

// Client bundle: entry-client plus a chunk per root page type. Server bundle: entry-server
// (built with `vite build --ssr`). One stylesheet for the whole shop keeps server-rendered
// pages styled without tracking which lazy chunk brought which CSS.
const dist = process.env.STOREFRONT_DIST ?? 'dist';
const firstLoad = firstLoadChunk();
// Code-splitting groups for modules rolldown would otherwise split into a dozen chunks of 0.1-3 KB
// (one per set of pages sharing them): fewer requests on a phone's connection, compressed together.
// Prices and image URLs are the cart's and the checkout's too, so they are a group of their own, taken
// before the cards' (a group also takes what its modules import).
const PRICE_IMAGE_MODULES = /\/src\/shared\/(?:catalog\/price|media\/images)\.ts$/;
/** What a product card needs: the product page's rows and every listing. */
const PRODUCT_CARD_MODULES =
  /\/src\/shared\/(?:product-card\/|catalog\/(?:sizes|natural-compare)\.ts|state\/wishlist-(?:toggle|pending)\.ts|page\/RouteError\.tsx|gestures\/swipe\.ts|url\/safe-decode\.ts)/;
/** The listing's own modules: filters, sorting, pagination, its URL grammar. */
const LISTING_MODULES =
  /\/src\/(?:shared\/listing\/|shared\/url\/listing-url\.ts|features\/catalog\/listing-head\.ts)/;

// The client build gets its messages precompiled and intl-messageformat without the parser; the
// server and the tests read the catalogues' ICU text as written (so tests compare it as such).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    wouterReact(),
    react(),
    ...(isSsrBuild ? [] : [firstLoad.plugin, stampServiceWorker()]),
    ...(command === 'build' && !isSsrBuild ? [precompileMessages()] : []),
  ],
  resolve: {
    alias: [...PREACT_ALIASES, ...(command === 'build' && !isSsrBuild ? [clientMessageFormatAlias] : [])],
  },
  publicDir: 'public',
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: isSsrBuild
    ? { outDir: `${dist}/server`, emptyOutDir: true, target: 'node20' }
    : {
        outDir: `${dist}/client`,
        manifest: true,
        cssCodeSplit: false,
        emptyOutDir: true,
        target: 'es2022',
        rollupOptions: {
          input: 'src/entry-client.tsx',
          output: {
            // One chunk per locale (its module in shared/i18n/catalogues and the feature files it
            // merges) instead of one per feature file: the shop loads them together; the lazy
            // areas' texts (account, sign-in) get a chunk per area and locale.
            codeSplitting: {
              groups: [
                firstLoad.group,
                { name: 'price-images', test: PRICE_IMAGE_MODULES },
                { name: 'product-card', test: PRODUCT_CARD_MODULES },
                { name: 'listing', test: LISTING_MODULES },
                {
                  name: (id: string) =>
                    ['locale', lazyAreaOf(id), /([a-z]{2}_[A-Z]{2})\.(?:json|ts)$/.exec(id)![1]]
                      .filter(Boolean)
                      .join('-'),
                  test: /\/i18n\/(?:[a-z]{2}_[A-Z]{2}\.json|catalogues\/[a-z]{2}_[A-Z]{2}\.ts)$/,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: REACT_LIBRARIES },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // `npm test` runs these beside the server's tests on a 2-core machine: a test's first render
    // (jsdom, the sanitiser) can take seconds there, which is no finding.
    testTimeout: 30_000,
    pool: 'threads',
    server: { deps: { inline: REACT_LIBRARIES } },
  },
}));
