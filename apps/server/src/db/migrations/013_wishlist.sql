-- Wish lists (Magento's wishlist and wishlist_item; Open Source: one list per customer, made on first
-- use). An item keeps the product shown (a configurable's parent) and, when the shopper chose one,
-- the size (variant_id). The same product and size are one item however often or however
-- concurrently they are added: the unique index below is what the add's upsert relies on.
CREATE TABLE wishlist (
  id            serial PRIMARY KEY,
  customer_id   integer NOT NULL UNIQUE REFERENCES customer(id) ON DELETE CASCADE,
  -- Magento's sharing_code: 32 random characters (shared lists are not served yet).
  sharing_code  text NOT NULL UNIQUE,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wishlist_item (
  id            serial PRIMARY KEY,
  wishlist_id   integer NOT NULL REFERENCES wishlist(id) ON DELETE CASCADE,
  product_id    integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  variant_id    integer REFERENCES product(id) ON DELETE CASCADE,
  qty           numeric(12,4) NOT NULL DEFAULT 1 CHECK (qty > 0),
  description   text,
  added_at      timestamptz NOT NULL DEFAULT now()
);
-- One item per product and size (no size is its own value).
CREATE UNIQUE INDEX wishlist_item_product ON wishlist_item (wishlist_id, product_id, coalesce(variant_id, 0));
-- The list's order: newest first.
CREATE INDEX wishlist_item_added ON wishlist_item (wishlist_id, added_at DESC, id DESC);
