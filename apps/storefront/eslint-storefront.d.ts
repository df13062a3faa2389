import type { Linter } from 'eslint';

/** The storefront's lint rules for the src folder at `srcDir` (see eslint-storefront.js). */
export function storefrontLint(srcDir: string): Linter.Config[];
