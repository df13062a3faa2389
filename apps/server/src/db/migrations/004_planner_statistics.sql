-- The listing filters visible, is_active, in_stock and parent_id IS NULL together; the planner
-- multiplied their separate selectivities and guessed a quarter of the listable products, which
-- made it drive searches from product instead of from the search index (three times slower).
CREATE STATISTICS IF NOT EXISTS product_listing_flags (mcv)
  ON visible, is_active, in_stock, (parent_id IS NULL) FROM product;
-- Category membership is skewed (a section holds half the catalogue, a leaf a few hundred):
-- more most-common values give each category its own estimate.
ALTER TABLE product ALTER COLUMN category_ids SET STATISTICS 1000;
-- Statistics for a catalogue already loaded (the seed analyses new ones itself).
ANALYZE product;
