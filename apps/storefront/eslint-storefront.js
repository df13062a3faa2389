/**
 * The storefront's lint rules (used by the repository's eslint.config.js, and by src/eslint-storefront.test.ts
 * on the deliberate violations in lint-fixtures/): React hooks (the React Compiler-era recommended set),
 * accessibility of JSX, and the import direction:
 *
 *   app → features → shared        and src/testing (the component-test harness) may import all three.
 *
 * - shared/ imports no feature, the app shell or the harness;
 * - a feature imports shared/ and itself, never another feature, the app shell or the harness
 *   (its tests reach the app only through src/testing);
 * - nothing outside the tests imports src/testing;
 * - no import cycles anywhere in src.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** Every folder under `<srcDir>/features`, read when the config loads, so a new room is covered at once. */
function featureNames(srcDir) {
  try {
    return readdirSync(path.join(srcDir, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** @param {string} srcDir the storefront's src folder, relative to where ESLint runs (or absolute). */
export function storefrontLint(srcDir) {
  const src = srcDir.replace(/\/$/, '');
  const features = featureNames(src);
  /** Tests may also import the harness (which brings the app's providers); other code may not. */
  const zones = (harnessAllowed) => [
    {
      target: `${src}/shared`,
      from: [`${src}/features`, `${src}/app`, ...(harnessAllowed ? [] : [`${src}/testing`])],
      message: 'shared/ is the bottom layer: it imports no feature, app shell or test harness.',
    },
    {
      target: `${src}/features`,
      from: [`${src}/app`, ...(harnessAllowed ? [] : [`${src}/testing`])],
      message: 'Features import shared/ only (their tests reach the app through src/testing).',
    },
    ...features.map((name) => ({
      target: `${src}/features/${name}`,
      from: `${src}/features`,
      except: [`./${name}`],
      message: `features/${name} imports no other feature: move what both need to shared/.`,
    })),
  ];
  const tests = [`${src}/**/*.test.{ts,tsx}`, `${src}/testing/**`, `${src}/test-setup.ts`];
  return [
    {
      files: [`${src}/**/*.{ts,tsx}`],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
        // no-cycle reads the imported modules itself: with TypeScript's parser, and .ts/.tsx counted as modules.
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/extensions': ['.ts', '.tsx', '.js'],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { zones: zones(false) }],
        'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      },
    },
    {
      files: tests,
      rules: { 'import-x/no-restricted-paths': ['error', { zones: zones(true) }] },
    },
    {
      // Only tests import the harness.
      files: [`${src}/**/*.{ts,tsx}`],
      ignores: tests,
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: ['**/testing/*'], message: 'src/testing is for tests only.' }] },
        ],
      },
    },
    { files: [`${src}/**/*.{ts,tsx}`], ...reactHooks.configs.flat['recommended-latest'] },
    {
      files: [`${src}/**/*.tsx`],
      ...jsxA11y.flatConfigs.recommended,
      rules: {
        ...jsxA11y.flatConfigs.recommended.rules,
        // CMS videos come without caption files (Page Builder's video has no field for them), and
        // background videos are muted; a made-up <track> would announce captions that do not exist.
        'jsx-a11y/media-has-caption': 'off',
      },
    },
  ];
}
