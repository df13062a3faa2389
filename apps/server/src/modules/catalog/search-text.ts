// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the storefront type-checks this file too and must see the module typing
/// <reference path="./snowball-stemmers.d.ts" />
/**
 * Normalisation and stemming of product search text. PostgreSQL has no Ukrainian text-search
 * configuration, so words are normalised and stemmed here, stored pre-stemmed in a tsvector
 * (see search-index.ts) and matched with the 'simple' configuration, which leaves them as is.
 * Documents and queries go through the same functions, so both sides always agree.
 */
import { newStemmer } from 'snowball-stemmers';

export type Lang = 'uk' | 'ru';
export type Weight = 'A' | 'B' | 'C';

/** A store view's language from its locale (store.locale); any other uses the shop's main language. */
export function langOfLocale(locale: string): Lang {
  return /^ru(_|-|$)/i.test(locale) ? 'ru' : 'uk';
}

// Letters kept after folding: Latin (with Latin-1 and Extended-A/B) and Cyrillic. Explicit
// ranges rather than \p{Script=...}: they are several times faster over long descriptions.
const LETTERS = 'a-z\\u00df-\\u00f6\\u00f8-\\u024f\\u0400-\\u0481\\u048a-\\u04ff';
const WORD_CHAR = new RegExp(`[0-9${LETTERS}]`);
const NON_WORD = new RegExp(`[^0-9${LETTERS}]+`, 'g');
const APOSTROPHE = /['’ʼ‘`]/g;
// NFKD splits accented Latin and Cyrillic letters into a base letter and these marks.
const COMBINING_MARK = /[\u0300-\u036f]/g;
// Longer "words" are codes or garbage; tsvector also rejects lexemes over 2 kB.
const MAX_WORD_LENGTH = 40;

/**
 * Lowercases, folds accents (ё→е, ї→і, é→e) and ґ→г, drops apostrophes inside words (typed in
 * several shapes: в'єтнамки, в’єтнамки) and turns everything but Latin and Cyrillic letters
 * and digits into single spaces. Й is kept: it is a letter of its own, not an accented и, and
 * the stemmers' endings (-ий, -ой, -ый) rely on it.
 */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(APOSTROPHE, (mark, i: number, s: string) =>
      WORD_CHAR.test(s.charAt(i - 1)) && WORD_CHAR.test(s.charAt(i + 1)) ? '' : mark,
    )
    .normalize('NFKD')
    .replace(/и\u0306/g, 'й')
    .replace(COMBINING_MARK, '')
    .replace(/ґ/g, 'г')
    .replace(NON_WORD, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  return normalize(text)
    .split(' ')
    .filter((word) => word.length > 0 && word.length <= MAX_WORD_LENGTH);
}

const russian = newStemmer('russian');
const CYRILLIC = /[\u0400-\u04ff]/;
const MIN_STEM_LENGTH = 3;

/**
 * Ukrainian noun and adjective endings, longest first. There is no maintained Ukrainian stemmer
 * on npm, so this is a deliberately light suffix stripper: it merges the inflected forms shoppers
 * type (кросівки/кросівками, сукня/сукні/сукню, чорний/чорна/чорного) and nothing more. The
 * dative -ові/-еві is left out as it would cut adjectives (зимові → зим instead of зимов).
 */
const UK_ENDINGS = [
  'ього',
  'ьому',
  'ого',
  'ому',
  'ими',
  'іми',
  'ами',
  'ями',
  'ий',
  'ій',
  'ої',
  'ою',
  'ею',
  'єю',
  'ую',
  'юю',
  'их',
  'іх',
  'им',
  'ім',
  'ам',
  'ям',
  'ах',
  'ях',
  'ів',
  'їв',
  'ей',
  'ом',
  'ем',
  'єм',
  'а',
  'я',
  'и',
  'і',
  'ї',
  'у',
  'ю',
  'о',
  'е',
  'є',
  'ь',
  'й',
]
  .map(normalize) // written as spelt, matched against normalised words (ї → і)
  .filter((ending, i, all) => all.indexOf(ending) === i)
  .sort((a, b) => b.length - a.length);

/**
 * Stems one normalised word. Cyrillic words use the store language's stemmer, Latin words
 * (brands, 'jeans') only lose a plural -s, digits stay as they are.
 */
export function stem(word: string, lang: Lang): string {
  if (!CYRILLIC.test(word)) return stemLatin(word);
  return collapseFleetingVowel(lang === 'ru' ? russian.stem(word) : stemUkrainian(word));
}

function stemUkrainian(word: string): string {
  const ending = UK_ENDINGS.find((e) => word.endsWith(e) && word.length - e.length >= MIN_STEM_LENGTH);
  const base = ending ? word.slice(0, -ending.length) : word;
  // синього → син, but a partly typed синьо → синь must meet it too.
  return base.length > MIN_STEM_LENGTH && base.endsWith('ь') ? base.slice(0, -1) : base;
}

/**
 * The genitive plural inserts a vowel before the final к in both languages (кросівка → кросівок,
 * сумка → сумок, кроссовка → кроссовок): drop it so all forms share one stem.
 */
function collapseFleetingVowel(base: string): string {
  return base.length > MIN_STEM_LENGTH ? base.replace(/(?<=[^аеєиіоуюяыэ])[ое]к$/, 'к') : base;
}

function stemLatin(word: string): string {
  return word.length > 3 && /[^aiousy]s$/.test(word) ? word.slice(0, -1) : word;
}

export interface SearchFields {
  name: string;
  brand?: string | null;
  shortDescription?: string | null;
  description?: string | null;
}

/** Words of one field, or of fields sharing a weight, in document order. */
export interface WeightedWords {
  weight: Weight;
  words: string[];
}

/**
 * The normalised words of a product in document order, by weight: name A, brand B,
 * descriptions C. Grouped rather than one object per word: descriptions are long.
 */
export function documentWords(fields: SearchFields): WeightedWords[] {
  return [
    { weight: 'A', words: tokenize(fields.name) },
    { weight: 'B', words: tokenize(fields.brand ?? '') },
    {
      weight: 'C',
      words: tokenize(`${stripHtml(fields.shortDescription)} ${stripHtml(fields.description)}`),
    },
  ];
}

// Descriptions are HTML: tag names and entities must not become searchable words.
function stripHtml(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]*>|&#?\w+;/g, ' ');
}
