/**
 * Precompiles the locale catalogues (src/i18n, src/app/i18n, src/features/x/i18n/<locale>.json)
 * to ICU MessageFormat ASTs for the client build, which ships intl-messageformat without its
 * parser (about 7 KB gzip less on the first load; see `clientMessageFormatAlias`). A message with
 * no argument stays a plain string (an AST of one literal would only add bytes). A message that
 * does not parse fails the build, naming its file and id.
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Alias, Plugin } from 'vite';
import { isPlainText } from '../src/shared/i18n/format-message.ts';

export const CATALOGUE_FILE = /\/i18n\/[a-z]{2}_[A-Z]{2}\.json$/;

export type CompiledCatalogue = Record<string, string | MessageFormatElement[]>;

/** Options the runtime uses too (format-message.ts): tags are text, not rich-text elements. */
const PARSE_OPTIONS = { ignoreTag: true } as const;

export function compileCatalogue(source: Record<string, unknown>, file = 'catalogue'): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
    try {
      compiled[id] = isPlainText(message) ? message : parse(message, PARSE_OPTIONS);
    } catch (error) {
      throw new Error(`${file}: message "${id}" does not parse: ${String(error)}`, { cause: error });
    }
  }
  return compiled;
}

/** The vite plugin: turns each catalogue's JSON into the JSON of its compiled form. */
export function precompileMessages(): Plugin {
  return {
    name: 'vitryna:precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return null;
      const source = JSON.parse(code) as Record<string, unknown>;
      // Still JSON: vite's JSON plugin makes the module of it, as for any other JSON file.
      return { code: JSON.stringify(compileCatalogue(source, file)), map: null };
    },
  };
}

/** formatjs's documented way to drop the parser from a bundle whose messages are all compiled. */
export const clientMessageFormatAlias: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
