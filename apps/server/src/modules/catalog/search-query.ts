/**
 * Turns what a shopper typed into a tsquery over product_text.search_doc: the words are
 * normalised and stemmed like the documents (search-text.ts), all must match, the last one as a
 * prefix (search-as-you-type), and words missing from the store's vocabulary are replaced by the
 * most similar known word (pg_trgm over search_term).
 */
import type { Queryable } from '../../db/connection.ts';
import { storeLanguage } from './store-language.ts';
import { stem, tokenize, type Lang } from './search-text.ts';
import type { SearchItem } from './text-index.ts';

export interface PreparedSearch {
  /** For to_tsquery('simple', $n): quoted stems joined by &, the last one (3+ letters) with :*. */
  tsquery: string;
  /** The normalised query with misspelt words corrected; null when nothing was corrected. */
  corrected: string | null;
  /** The normalised words searched for, after correction (e.g. for highlighting). */
  terms: string[];
  /** The tsquery's operands, for text-index.ts (which matches and ranks them in memory). */
  items: SearchItem[];
}

// Beyond this, extra words only make the query slower, never better.
const MAX_WORDS = 8;
// A shorter prefix matches a large part of the catalogue, all of which must then be ranked.
const MIN_PREFIX_LENGTH = 3;
// Shorter words have too few trigrams to be corrected reliably; words with digits are sizes or codes.
const MIN_CORRECTABLE_LENGTH = 3;
// Same as pg_trgm.similarity_threshold's default, which the indexable % operator applies.
const MIN_SIMILARITY = 0.3;

interface QueryWord {
  text: string;
  stem: string;
  prefix: boolean;
  known: boolean;
}

export async function prepareSearch(
  db: Queryable,
  storeId: number,
  text: string,
): Promise<PreparedSearch | null> {
  const typed = tokenize(text).slice(0, MAX_WORDS);
  if (typed.length === 0) return null;
  const looked = await lookUp(db, storeId, typed, await storeLanguage(db, storeId));
  const words = await correct(db, storeId, looked);
  const terms = words.map((w) => w.text);
  return {
    tsquery: words.map((w) => quote(w.stem) + (w.prefix ? ':*' : '')).join(' & '),
    corrected: terms.some((t, i) => t !== typed[i]) ? terms.join(' ') : null,
    terms,
    items: words.map((w) => ({ stem: w.stem, prefix: w.prefix })),
  };
}

/** Relevance for ORDER BY; weights are {D, C, B, A}: descriptions count little next to the name. */
export function rankExpression(column: string, queryParam: string): string {
  return `ts_rank('{0.05, 0.1, 0.4, 1.0}', ${column}, to_tsquery('simple', ${queryParam}))`;
}

/**
 * Stems each word and checks it against the vocabulary. The last word may be cut mid-ending
 * (чорног for чорного), so when it ends in no known ending, shorter cuts of it are tried too
 * and the first known stem wins.
 */
async function lookUp(db: Queryable, storeId: number, words: string[], lang: Lang): Promise<QueryWord[]> {
  const candidates = words.map((text, n) => {
    const prefix = n === words.length - 1 && text.length >= MIN_PREFIX_LENGTH;
    return { text, prefix, stems: stemCandidates(text, lang, prefix) };
  });
  const checks = candidates.flatMap(({ prefix, stems }, n) => stems.map((s) => ({ n, stem: s, prefix })));
  const known = await knownChecks(db, storeId, checks);
  return candidates.map(({ text, prefix, stems }, n) => {
    const hit = checks.find((c, i) => c.n === n && known[i]);
    return { text, prefix, stem: hit?.stem ?? stems[0], known: hit !== undefined };
  });
}

function stemCandidates(word: string, lang: Lang, prefix: boolean): [string, ...string[]] {
  const own = stem(word, lang);
  // A word that ends in a full ending is complete or misspelt, not cut mid-ending.
  if (!prefix || own !== word) return [own];
  // Cuts shorter than four letters would match far more than what was typed.
  const cuts = [word.slice(0, -1), word.slice(0, -2)].filter((w) => w.length >= 4).map((w) => stem(w, lang));
  return [own, ...new Set(cuts.filter((s) => s !== own))];
}

/**
 * Whether the vocabulary has a word with this stem (or, as a prefix, a stem starting with it),
 * for each check in one statement with one EXISTS each. Values are separate parameters rather
 * than rows of a JSON set so that the planner sees each LIKE pattern and reads search_term by
 * index; an opaque pattern can make it scan the whole vocabulary.
 */
async function knownChecks(
  db: Queryable,
  storeId: number,
  checks: { stem: string; prefix: boolean }[],
): Promise<boolean[]> {
  const params: unknown[] = [storeId];
  const columns = checks.map(({ stem: s, prefix }, i) => {
    params.push(termPattern(s), prefix ? `${s}%` : s);
    const stemMatch = prefix ? `stem LIKE $${params.length}` : `stem = $${params.length}`;
    return `EXISTS (SELECT 1 FROM search_term
      WHERE store_id = $1 AND term LIKE $${params.length - 1} AND ${stemMatch}) AS "${i}"`;
  });
  const [row] = await db.query<Record<string, boolean>>(`SELECT ${columns.join(', ')}`, params);
  return checks.map((_, i) => row?.[i] === true);
}

/**
 * LIKE pattern on search_term.term that every word with this stem matches. Stems are prefixes
 * of their words except where a fleeting vowel was dropped (кросівок → кросівк), hence one
 * letter less. Stems hold only letters and digits: nothing to escape.
 */
function termPattern(s: string): string {
  return (s.length >= 3 ? s.slice(0, -1) : s) + '%';
}

/** Replaces unknown words by the most similar vocabulary word, if any is similar enough. */
async function correct(db: Queryable, storeId: number, words: QueryWord[]): Promise<QueryWord[]> {
  return Promise.all(
    words.map(async (w) => {
      if (w.known || !isCorrectable(w.text)) return w;
      const firstLetter = `${w.text.charAt(0)}%`;
      const [hit] = await db.query<{ term: string; stem: string }>(CLOSEST_TERM, [
        storeId,
        w.text,
        MIN_SIMILARITY,
        firstLetter,
      ]);
      return hit ? { ...w, text: hit.term, stem: hit.stem, known: true } : w;
    }),
  );
}

function isCorrectable(word: string): boolean {
  return word.length >= MIN_CORRECTABLE_LENGTH && !/[0-9]/.test(word);
}

/**
 * The most similar word of the store's vocabulary. `%` lets the trigram index find candidates
 * (pg_trgm.similarity_threshold, never SET here as connections are pooled, defaults to our
 * threshold; the explicit bound holds whatever a session says). Candidates must share the first
 * letter, where typos are rare: the planner prices similarity() far below its cost and, on a
 * small vocabulary, would rather compare every word (tens of ms on PGlite) than use the index.
 */
const CLOSEST_TERM = `
  SELECT term, stem FROM search_term
  WHERE store_id = $1 AND term LIKE $4 AND term % $2 AND similarity(term, $2) > $3
  ORDER BY similarity(term, $2) DESC, weight DESC, term
  LIMIT 1`;

/** Quotes a lexeme for to_tsquery; escaping ' and \\ makes any input inert tsquery text. */
function quote(lexeme: string): string {
  return `'${lexeme.replace(/['\\]/g, '\\$&')}'`;
}
