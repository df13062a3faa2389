/**
 * The storefront's lint rules (eslint-storefront.js) fail on deliberate violations: ESLint's Node API
 * on the fixture tree lint-fixtures/src, a miniature storefront (app, features, shared, testing) that
 * the repository's own lint run skips.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { storefrontLint } from '../eslint-storefront.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = 'lint-fixtures/src';

async function findings(): Promise<Record<string, string[]>> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...storefrontLint(fixtures),
    ],
  });
  const results = await eslint.lintFiles([`${fixtures}/**/*.{ts,tsx}`]);
  const byFile: Record<string, string[]> = {};
  for (const result of results) {
    const rules = result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
    if (rules.length) byFile[path.relative(path.join(root, fixtures), result.filePath)] = rules.sort();
  }
  return byFile;
}

describe('storefront lint rules', () => {
  it('fail on each deliberate violation and only there', async () => {
    expect(await findings()).toEqual({
      'shared/uses-feature.ts': ['import-x/no-restricted-paths'],
      'shared/uses-app.ts': ['import-x/no-restricted-paths'],
      'features/cart/uses-app.ts': ['import-x/no-restricted-paths'],
      'features/cart/uses-wishlist.ts': ['import-x/no-restricted-paths'],
      'features/cart/uses-harness.ts': ['import-x/no-restricted-paths', 'no-restricted-imports'],
      'features/wishlist/cycle-a.ts': ['import-x/no-cycle'],
      'features/wishlist/cycle-b.ts': ['import-x/no-cycle'],
      'features/wishlist/Hooks.tsx': [
        'jsx-a11y/click-events-have-key-events',
        'jsx-a11y/no-static-element-interactions',
        'react-hooks/rules-of-hooks',
      ],
    });
  }, 30_000);
});
