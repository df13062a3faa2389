-- Version of the search documents (product_text.search_doc), bumped by each reindex: the text
-- index in memory (modules/catalog/text-index.ts) is kept across catalogue versions, which stock
-- and prices change many times a minute, and rebuilt only when the documents change.
ALTER TABLE catalog_state ADD COLUMN search_version bigint NOT NULL DEFAULT 1;
