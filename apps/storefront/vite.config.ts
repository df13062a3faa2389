import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { firstLoadChunk } from './build/first-load-chunk.ts';

// Client bundle: entry-client plus a chunk per root page type. Server bundle: entry-server
// (built with `vite build --ssr`). One stylesheet for the whole shop keeps server-rendered
// pages styled without tracking which lazy chunk brought which CSS.
const dist = process.env.STOREFRONT_DIST ?? 'dist';
const firstLoad = firstLoadChunk();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [firstLoad.plugin])],
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
            // One chunk per locale instead of one per feature file: the shop loads them together.
            codeSplitting: {
              groups: [
                firstLoad.group,
                {
                  name: (id: string) => `locale-${/([a-z]{2}_[A-Z]{2})\.json$/.exec(id)![1]}`,
                  test: /\/i18n\/[a-z]{2}_[A-Z]{2}\.json$/,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: ['wouter'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
}));
