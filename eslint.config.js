import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { storefrontLint } from './apps/storefront/eslint-storefront.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'var/**',
      '**/generated/**',
      '**/graphql-env.d.ts',
      // Deliberate violations, linted only by their own test (apps/storefront/src/eslint-storefront.test.ts).
      'apps/storefront/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/storefront/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['apps/storefront/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The server's modules and what they build on sit below the HTTP layer (README, "Design notes").
    files: [
      'apps/server/src/modules/**/*.ts',
      'apps/server/src/shared/**/*.ts',
      'apps/server/src/graphql-context.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/http/*'], message: 'Modules must not import the HTTP layer (src/http).' }],
        },
      ],
    },
  },
  ...storefrontLint('apps/storefront/src'),
);
