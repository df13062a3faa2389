/**
 * Builds product_text.search_doc, a tsvector of pre-stemmed words weighted by field (name A,
 * brand B, descriptions C), and the search_term vocabulary that typo correction draws on.
 * Products are processed in batches, so memory is bounded by the batch and the vocabulary.
 */
import type { Queryable } from '../../db/connection.ts';
import { documentWords, langOfLocale, stem, type Lang } from './search-text.ts';

const PRODUCT_BATCH = 1000;
const TERM_BATCH = 5000;

interface TextRow {
  product_id: number;
  store_id: number;
  /** The store view's locale: its language for stemming. */
  locale: string;
  name: string;
  brand: string | null;
  short_description: string | null;
  description: string | null;
}

interface SearchDoc {
  product_id: number;
  store_id: number;
  /** tsvector literal */
  doc: string;
}

interface Term {
  stem: string;
  /** Number of products of the store whose text contains the word. */
  count: number;
}

/** Per store: normalised word → its stem and frequency. Doubles as the stem cache. */
type Vocabulary = Map<number, Map<string, Term>>;

/**
 * Reindexes the visible products (all, or the given ids): their search_doc in every store,
 * and the vocabulary. A full run replaces the vocabulary; a partial run only adds new words, so
 * frequencies stay those of the last full run (they only order typo-correction candidates).
 */
export async function reindexSearch(db: Queryable, productIds?: number[]): Promise<void> {
  const vocabulary: Vocabulary = new Map();
  let docs: SearchDoc[] = [];
  for await (const ids of productBatches(db, productIds)) {
    // The previous batch is written while this one is read and indexed.
    [, docs] = await Promise.all([writeDocs(db, docs), indexBatch(db, ids, vocabulary)]);
  }
  await writeDocs(db, docs);
  await db.query(CLEAR_HIDDEN, [productIds ?? null]);
  await saveVocabulary(db, vocabulary, productIds === undefined);
  // Text indexes in memory (text-index.ts) rebuild from the new documents.
  await db.query('UPDATE catalog_state SET search_version = search_version + 1');
}

async function indexBatch(db: Queryable, ids: number[], vocabulary: Vocabulary): Promise<SearchDoc[]> {
  const rows = await db.query<TextRow>(LOAD_TEXTS, [ids]);
  return rows.map((row) => ({
    product_id: row.product_id,
    store_id: row.store_id,
    doc: indexText(row, storeVocabulary(vocabulary, row.store_id)),
  }));
}

async function writeDocs(db: Queryable, docs: SearchDoc[]): Promise<void> {
  if (docs.length > 0) await db.query(UPDATE_DOCS, [JSON.stringify(docs)]);
}

async function* productBatches(db: Queryable, productIds?: number[]): AsyncGenerator<number[]> {
  if (productIds) {
    const ids = [...new Set(productIds)];
    for (let i = 0; i < ids.length; i += PRODUCT_BATCH) yield ids.slice(i, i + PRODUCT_BATCH);
    return;
  }
  // Keyset pagination keeps every batch query cheap however far into the catalogue it is.
  let after = -1;
  for (;;) {
    const rows = await db.query<{ id: number }>(
      'SELECT id FROM product WHERE visible AND id > $1 ORDER BY id LIMIT $2',
      [after, PRODUCT_BATCH],
    );
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map((r) => r.id);
    after = last.id;
  }
}

// p.id = ANY(...) repeats the filter so the planner also reads product by index, not whole.
const LOAD_TEXTS = `
  SELECT t.product_id, t.store_id, s.locale, t.name, t.short_description, t.description,
         o.labels ->> s.code AS brand
  FROM product_text t
  JOIN product p ON p.id = t.product_id
  JOIN store s ON s.id = t.store_id
  LEFT JOIN attribute_option o ON o.id = p.brand_id
  WHERE t.product_id = ANY($1::int[]) AND p.id = ANY($1::int[]) AND p.visible`;

// Each literal is parsed once (MATERIALIZED: inlined, the cast would run in the filter and
// again in SET), and rows whose document did not change are not rewritten.
const UPDATE_DOCS = `
  WITH x AS MATERIALIZED (
    SELECT product_id, store_id, doc::tsvector AS doc
    FROM json_to_recordset($1::json) AS j(product_id int, store_id int, doc text)
  )
  UPDATE product_text t SET search_doc = x.doc
  FROM x
  WHERE t.product_id = x.product_id AND t.store_id = x.store_id
    AND t.search_doc IS DISTINCT FROM x.doc`;

// Hidden products must not be found even by a query that forgets to filter on visibility.
const CLEAR_HIDDEN = `
  UPDATE product_text t SET search_doc = NULL
  FROM product p
  WHERE p.id = t.product_id AND NOT p.visible AND t.search_doc IS NOT NULL
    AND ($1::int[] IS NULL OR p.id = ANY($1::int[]))`;

function storeVocabulary(vocabulary: Vocabulary, storeId: number): Map<string, Term> {
  let terms = vocabulary.get(storeId);
  if (!terms) vocabulary.set(storeId, (terms = new Map()));
  return terms;
}

/**
 * Returns the tsvector literal of one product text, 'stem':1A,4C ..., with positions in
 * document order so ranking sees word proximity, and counts its words in the vocabulary.
 * Stems hold only letters and digits, so quoting needs no escapes; PostgreSQL itself caps
 * positions at 16383 and 256 per lexeme.
 */
function indexText(row: TextRow, terms: Map<string, Term>): string {
  const lang = langOfLocale(row.locale);
  const fields = documentWords({
    name: row.name,
    brand: row.brand,
    shortDescription: row.short_description,
    description: row.description,
  });
  // Keyed by word: several words of one stem (кросівки, кросівок) give duplicate lexemes,
  // which PostgreSQL merges; the first sighting of a word counts it for this product.
  const positions = new Map<Term, string>();
  let position = 0;
  for (const { weight, words } of fields) {
    for (const word of words) {
      const term = termOf(terms, word, lang);
      const entry = `${++position}${weight}`;
      const previous = positions.get(term);
      if (previous === undefined) term.count++;
      positions.set(term, previous === undefined ? entry : `${previous},${entry}`);
    }
  }
  let literal = '';
  for (const [term, list] of positions) literal += `'${term.stem}':${list} `;
  return literal;
}

function termOf(terms: Map<string, Term>, word: string, lang: Lang): Term {
  let term = terms.get(word);
  if (!term) terms.set(word, (term = { stem: stem(word, lang), count: 0 }));
  return term;
}

async function saveVocabulary(db: Queryable, vocabulary: Vocabulary, replace: boolean): Promise<void> {
  if (replace) await db.query('DELETE FROM search_term');
  let batch: { store_id: number; term: string; stem: string; weight: number }[] = [];
  const flush = async () => {
    if (batch.length > 0) await db.query(INSERT_TERMS, [JSON.stringify(batch)]);
    batch = [];
  };
  for (const [storeId, terms] of vocabulary) {
    for (const [term, { stem: s, count }] of terms) {
      batch.push({ store_id: storeId, term, stem: s, weight: count });
      if (batch.length >= TERM_BATCH) await flush();
    }
  }
  await flush();
  // Fresh statistics let the planner read the vocabulary by index (PGlite has no autovacuum).
  if (replace) await db.query('ANALYZE search_term');
}

const INSERT_TERMS = `
  INSERT INTO search_term (store_id, term, stem, weight)
  SELECT store_id, term, stem, weight
  FROM json_to_recordset($1::json) AS x(store_id int, term text, stem text, weight int)
  ON CONFLICT (store_id, term) DO NOTHING`;
