/**
 * The storefront is written against React's API (types from @types/react, imports from 'react')
 * and rendered by Preact through its compat layer, on the server, in the browser and in the tests
 * alike: react-dom's client alone was 58 KB of the 119 KB gzip every first load carried, and
 * Preact with compat is about 11 KB (issue 14: the product page's first load ≤ 110 KB).
 *
 * Every module that names React is resolved to Preact: ours by the aliases, and the libraries that
 * import React (listed in REACT_LIBRARIES) by bundling them on the server and inlining them in
 * the tests, where Node would otherwise load them with the real React from node_modules.
 */
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const own = (file: string) => fileURLToPath(new URL(`../src/shared/react/${file}`, import.meta.url));
const REACT_ON_PREACT = own('react-on-preact.ts');
const WOUTER_REACT = own('wouter-react.ts');

export const PREACT_ALIASES: Alias[] = [
  // Testing Library's ES build: its CommonJS one would require React past the aliases.
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
  // Hydration and server rendering that tell useSyncExternalStore which snapshot to read.
  { find: /^react-dom\/client$/, replacement: own('react-dom-client-on-preact.ts') },
  { find: /^react-dom\/server$/, replacement: own('react-dom-server-on-preact.ts') },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  // Preact's compat with React's useSyncExternalStore (its module tells why), also where a library
  // takes it from React's shim (wouter).
  // (wouter gets the part it uses: wouterReact below.)
  { find: /^react$/, replacement: REACT_ON_PREACT },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: REACT_ON_PREACT },
  // urql's ES build: its CommonJS main would require React past the aliases in the tests.
  { find: /^urql$/, replacement: 'urql/dist/urql.es.js' },
];

/**
 * wouter's 'react' is the part of it that wouter uses (wouter-react.ts tells why): resolved before
 * the aliases, which send every other 'react' to react-on-preact.ts.
 */
export function wouterReact(): Plugin {
  return {
    name: 'vitryna:wouter-react',
    enforce: 'pre',
    resolveId: (id, importer) =>
      id === 'react' && importer?.includes('/node_modules/wouter/') ? WOUTER_REACT : undefined,
  };
}

/** Libraries that import React: bundled into the server build and inlined by Vitest, so the aliases reach them. */
export const REACT_LIBRARIES = [
  'urql',
  'wouter',
  'zustand',
  'react-hook-form',
  '@hookform/resolvers',
  '@testing-library/react',
];
