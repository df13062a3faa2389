/**
 * ICU-lite message formatting: `{name}` placeholders, and ICU quoting so an apostrophe in
 * ordinary text stays an apostrophe ("doesn't"), `''` is one apostrophe and `'{...}'` is literal.
 * Plural/select arguments are not supported and count as a translation error.
 *
 * Spec section 8: a missing translation is ignored (the default message is used, silently);
 * any other translation error is thrown.
 */

export type Messages = Readonly<Record<string, string>>;

export interface MessageDescriptor {
  id: string;
  /** English original, used when the locale has no translation for `id`. */
  defaultMessage: string;
}

export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate = (descriptor: MessageDescriptor, values?: MessageValues) => string;

export class TranslationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationError';
  }
}

const ARGUMENT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

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

/** A translate function over one locale's messages. */
export function createTranslator(messages: Messages): Translate {
  return (descriptor, values) => {
    const translated = Object.hasOwn(messages, descriptor.id) ? messages[descriptor.id] : undefined;
    return interpolate(translated ?? descriptor.defaultMessage, values);
  };
}
