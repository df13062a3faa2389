/**
 * Message formatting (spec section 8): the locale catalogues are ICU MessageFormat, formatted by
 * `intl-messageformat` with the locale's plural rules (`{count, plural, one {…} few {…} many {…}
 * other {…}}`). The client build receives them precompiled to their ICU AST
 * (`build/precompile-messages.ts`) and ships intl-messageformat without its parser; messages
 * with no argument stay plain strings.
 *
 * The code's `defaultMessage` fallbacks are English originals with `{name}` placeholders only,
 * read by the small interpolator below (no parser on the client). A missing translation is
 * ignored (the default is used, silently); any other translation error is thrown.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messageFormatters, resolveShopLocale } from './message-formatters.ts';

// Every message compiled resolves its locale; intl-messageformat's own way loads number data.
IntlMessageFormat.resolveLocale = resolveShopLocale;

/** A catalogue message: ICU source text, or its precompiled AST. */
export type CatalogueMessage = string | MessageFormatElement[];

/** Where loadLocale records the BCP 47 locale of a catalogue (its plural rules). */
export const MESSAGES_LOCALE: unique symbol = Symbol('messages locale');

export type Messages = Readonly<Record<string, CatalogueMessage>> & {
  readonly [MESSAGES_LOCALE]?: string;
};

export interface MessageDescriptor {
  id: string;
  /** English original, used when the locale has no translation for `id`. */
  defaultMessage: string;
}

export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate = (descriptor: MessageDescriptor, values?: MessageValues) => string;

export class TranslationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslationError';
  }
}

/** Locale of catalogues that do not say theirs (tests' inline messages): the shop's default. */
const FALLBACK_LOCALE = 'uk-UA';

/**
 * Text that reads the same as ICU and as plain text: no argument and no quoting apostrophe
 * (an apostrophe quotes only before `'`, `{`, `}`, `<` or `>`, so "Зв'язатися" stays plain).
 */
export function isPlainText(message: string): boolean {
  return !/[{}]|'['{}<>]/.test(message);
}

const ARGUMENT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The `{name}` interpolator for default messages (ICU quoting included, no plural or select). */
export function interpolate(message: string, values: MessageValues = {}): string {
  let output = '';
  let index = 0;
  while (index < message.length) {
    const char = message[index] as string;
    const next = message[index + 1];
    if (char === "'" && next === "'") {
      output += "'";
      index += 2;
    } else if (char === "'" && (next === '{' || next === '}')) {
      const close = message.indexOf("'", index + 1);
      const end = close === -1 ? message.length : close;
      output += message.slice(index + 1, end);
      index = end + 1;
    } else if (char === '{') {
      const close = message.indexOf('}', index);
      if (close === -1) throw new TranslationError(`Unclosed argument in message: ${message}`);
      const name = message.slice(index + 1, close).trim();
      if (!ARGUMENT_NAME.test(name))
        throw new TranslationError(`Unsupported argument "{${name}}" in message: ${message}`);
      const value = values[name];
      if (value === undefined)
        throw new TranslationError(`Missing value for "{${name}}" in message: ${message}`);
      output += String(value);
      index = close + 1;
    } else if (char === '}') {
      throw new TranslationError(`Unmatched "}" in message: ${message}`);
    } else {
      output += char;
      index += 1;
    }
  }
  return output;
}

/**
 * Compiled messages, shared by every translator: the server makes a translator per request, and
 * parsing the same catalogue text on each would be wasted work. Keyed by locale and source text,
 * or by the precompiled AST itself (the catalogue module's, alive as long as the module).
 */
const compiledText = new Map<string, IntlMessageFormat>();
const compiledAst = new WeakMap<MessageFormatElement[], Map<string, IntlMessageFormat>>();

function cacheOf(ast: MessageFormatElement[]): Map<string, IntlMessageFormat> {
  let cache = compiledAst.get(ast);
  if (!cache) {
    cache = new Map();
    compiledAst.set(ast, cache);
  }
  return cache;
}

function compiled(id: string, message: CatalogueMessage, locale: string): IntlMessageFormat {
  const [cache, key] =
    typeof message === 'string' ? [compiledText, `${locale}\u0000${message}`] : [cacheOf(message), locale];
  const known = cache.get(key);
  if (known) return known;
  let format: IntlMessageFormat;
  try {
    // A string reaches here only on the server and in tests; the client gets ASTs.
    format = new IntlMessageFormat(message, locale, undefined, {
      ignoreTag: true,
      formatters: messageFormatters,
    });
  } catch (error) {
    throw new TranslationError(`Message "${id}" does not parse: ${String(error)}`, { cause: error });
  }
  cache.set(key, format);
  return format;
}

/**
 * A translate function over one locale's catalogue; each message is compiled once, on first use.
 * `locale` (BCP 47) picks the plural rules and number format, by default the catalogue's own.
 */
export function createTranslator(messages: Messages, locale?: string): Translate {
  const lang = locale ?? messages[MESSAGES_LOCALE] ?? FALLBACK_LOCALE;
  return (descriptor, values) => {
    const { id } = descriptor;
    if (!Object.hasOwn(messages, id)) return interpolate(descriptor.defaultMessage, values);
    const message = messages[id] as CatalogueMessage;
    if (typeof message === 'string' && isPlainText(message)) return message;
    const format = compiled(id, message, lang);
    try {
      return String(format.format<string>(values));
    } catch (error) {
      throw new TranslationError(`Message "${id}" does not format: ${String(error)}`, { cause: error });
    }
  };
}
