import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  CATALOGUE_FILE,
  clientMessageFormatAlias,
  compileCatalogue,
  precompileMessages,
} from './precompile-messages.ts';
import { createTranslator, MESSAGES_LOCALE } from '../src/shared/i18n/format-message.ts';

const root = new URL('..', import.meta.url).pathname;
const catalogueFiles = readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file}`)
  .filter((file) => CATALOGUE_FILE.test(`/${file}`));
const read = (file: string) => JSON.parse(readFileSync(`${root}${file}`, 'utf8')) as Record<string, string>;

/** Values for every argument a message could name (counts as numbers, for plurals). */
const VALUES = new Proxy({} as Record<string, number>, { get: () => 21 });
function sampleValues(message: string): Record<string, number> {
  return Object.fromEntries([...message.matchAll(/\{\s*(\w+)/g)].map((m) => [m[1], VALUES[m[1]!]]));
}

const parser = IntlMessageFormat.__parse;
afterEach(() => {
  IntlMessageFormat.__parse = parser;
});

describe('precompiled messages', () => {
  it('finds every catalogue: src/i18n, src/app/i18n and each feature, in three locales', () => {
    expect(catalogueFiles.length).toBeGreaterThanOrEqual(30);
    expect(catalogueFiles.length % 3).toBe(0);
  });

  it('compile every message of every catalogue, and format as the source does without a parser', () => {
    for (const file of catalogueFiles) {
      const source = read(file);
      const compiled = compileCatalogue(source, file);
      const locale = /([a-z]{2})_([A-Z]{2})\.json$/.exec(file)!.slice(1).join('-');
      const fromSource = createTranslator({ ...source, [MESSAGES_LOCALE]: locale });
      const expected = Object.keys(source).map((id) =>
        fromSource({ id, defaultMessage: '' }, sampleValues(source[id]!)),
      );
      // The client's build: no parser at all.
      IntlMessageFormat.__parse = undefined;
      const fromCompiled = createTranslator({ ...compiled, [MESSAGES_LOCALE]: locale });
      const actual = Object.keys(source).map((id) =>
        fromCompiled({ id, defaultMessage: '' }, sampleValues(source[id]!)),
      );
      IntlMessageFormat.__parse = parser;
      expect(actual, file).toEqual(expected);
    }
  });

  it('keep plain text as strings and turn messages with arguments into ASTs', () => {
    const compiled = compileCatalogue({ plain: "Зв'язатися", count: 'Знайдено: {count, plural, other {#}}' });
    expect(compiled.plain).toBe("Зв'язатися");
    expect(Array.isArray(compiled.count)).toBe(true);
  });

  it('fail with the file and id of a message that does not parse', () => {
    expect(() => compileCatalogue({ 'a.b': 'Hello {name' }, 'src/i18n/uk_UA.json')).toThrow(
      /src\/i18n\/uk_UA\.json: message "a\.b" does not parse/,
    );
    expect(() => compileCatalogue({ 'a.c': '{n, plural, one {x}}' }, 'f.json')).toThrow(/"a\.c"/);
  });

  it('transform catalogue files only, into JSON', () => {
    const plugin = precompileMessages();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const out = transform('{"x": "{count, plural, other {# x}}"}', '/app/src/features/cart/i18n/uk_UA.json');
    expect(JSON.parse(out!.code).x[0].type).toBe(6); // plural
    expect(transform('{"x": "{y"}', '/app/src/data/uk_UA.json')).toBeNull();
    expect(transform('{"x": "{y"}', '/app/src/i18n/uk.json')).toBeNull();
  });

  it("alias the client's parser to formatjs's no-parser entry, which cannot parse", async () => {
    const find = clientMessageFormatAlias.find as RegExp;
    expect(find.test('@formatjs/icu-messageformat-parser')).toBe(true);
    expect(find.test('@formatjs/icu-messageformat-parser/printer.js')).toBe(false);
    const noParser = (await import(clientMessageFormatAlias.replacement)) as { parse: () => unknown };
    expect(() => noParser.parse()).toThrow();
  });
});
