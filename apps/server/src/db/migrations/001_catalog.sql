-- Catalogue, content and store views. Store-scoped texts live in *_text tables keyed by
-- store_id, or as jsonb keyed by store code for short labels. Stock is kept per sellable
-- (simple) product, so variants of a configurable product each have their own stock.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE store (
  id            integer PRIMARY KEY,
  code          text NOT NULL UNIQUE,
  name          text NOT NULL,
  locale        text NOT NULL,
  group_code    text NOT NULL DEFAULT 'main_website_store',
  group_name    text NOT NULL DEFAULT 'Main Website Store',
  website_code  text NOT NULL DEFAULT 'base',
  sort_order    integer NOT NULL DEFAULT 0,
  is_default    boolean NOT NULL DEFAULT false,
  root_category_id integer NOT NULL DEFAULT 2,
  -- storeConfig values that are plain settings (social links, phone, flags, social login).
  config        jsonb NOT NULL DEFAULT '{}'
);

-- Customer groups feed X-Magento-Cache-Id; customers arrive in a later migration.
CREATE TABLE customer_group (
  id           integer PRIMARY KEY,
  code         text NOT NULL,
  tax_class_id integer NOT NULL DEFAULT 3
);

-- EAV-lite: attributes whose options are filterable, sortable or shown (gender, sizes, season...).
CREATE TABLE attribute (
  code           text PRIMARY KEY,
  id             integer NOT NULL UNIQUE,
  frontend_input text NOT NULL,            -- select | multiselect | price | boolean | text
  is_filterable  boolean NOT NULL DEFAULT false,
  is_configurable boolean NOT NULL DEFAULT false,
  position       integer NOT NULL DEFAULT 0,
  labels         jsonb NOT NULL            -- {"ua": "...", "ru": "..."}
);

CREATE TABLE attribute_option (
  id             integer PRIMARY KEY,      -- the value used in filters (as a string) and value_index
  attribute_code text NOT NULL REFERENCES attribute(code),
  sort_order     integer NOT NULL DEFAULT 0,
  labels         jsonb NOT NULL,           -- {"ua": "...", "ru": "..."}
  swatch         text
);
CREATE INDEX attribute_option_attr ON attribute_option (attribute_code, sort_order);

-- A brand is also the option of the `brand` attribute (brand.id = attribute_option.id).
CREATE TABLE brand (
  id           integer PRIMARY KEY REFERENCES attribute_option(id),
  url_key      text NOT NULL UNIQUE,
  is_exclusive boolean NOT NULL DEFAULT false,
  genders      integer[] NOT NULL DEFAULT '{}',
  logo         text
);

CREATE TABLE category (
  id              integer PRIMARY KEY,
  parent_id       integer REFERENCES category(id),
  path            text NOT NULL,           -- '1/2/36/120'
  level           integer NOT NULL,
  position        integer NOT NULL DEFAULT 0,
  is_active       boolean NOT NULL DEFAULT true,
  is_anchor       boolean NOT NULL DEFAULT true,
  include_in_menu boolean NOT NULL DEFAULT true,
  gender          integer,                 -- gender section option id (36, 10, 7, 8) or null
  image           text,
  default_sort_by text NOT NULL DEFAULT 'position'
);
CREATE INDEX category_parent ON category (parent_id, position);

CREATE TABLE category_text (
  category_id      integer NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  store_id         integer NOT NULL REFERENCES store(id),
  name             text NOT NULL,
  url_key          text NOT NULL,
  url_path         text NOT NULL,
  description      text,
  meta_title       text,
  meta_description text,
  meta_keywords    text,
  PRIMARY KEY (category_id, store_id),
  UNIQUE (store_id, url_path)
);

CREATE TABLE product (
  id               integer PRIMARY KEY,
  sku              text NOT NULL UNIQUE,
  type_id          text NOT NULL CHECK (type_id IN ('simple', 'configurable', 'virtual')),
  parent_id        integer REFERENCES product(id) ON DELETE CASCADE,  -- variant of a configurable
  visible          boolean NOT NULL DEFAULT true,                     -- shown in catalogue and search
  is_active        boolean NOT NULL DEFAULT true,
  base_product_type text,                  -- e.g. 'clothing', 'footwear' (attribute option code)
  price            numeric(12,2) NOT NULL,
  special_price    numeric(12,2),
  brand_id         integer REFERENCES brand(id),
  genders          integer[] NOT NULL DEFAULT '{}',
  season_id        integer REFERENCES attribute_option(id),
  style_id         integer REFERENCES attribute_option(id),
  marker_id        integer REFERENCES attribute_option(id),
  product_type_id  integer REFERENCES attribute_option(id),
  size_attribute   text REFERENCES attribute(code),                  -- configurable: its size attribute
  size_option_id   integer REFERENCES attribute_option(id),          -- variant: its size
  switch_photo     boolean NOT NULL DEFAULT false,
  only_offline     boolean NOT NULL DEFAULT false,
  loyalty_bonus    numeric(12,2) NOT NULL DEFAULT 0,
  weight           numeric(8,3),
  position         integer NOT NULL DEFAULT 0,   -- merchandising order ("position" sort)
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- Listing index, kept by refresh_product_listing(): derived, never edited by hand.
  final_price      numeric(12,2),
  in_stock         boolean NOT NULL DEFAULT false,
  category_ids     integer[] NOT NULL DEFAULT '{}',  -- assigned categories and their anchor ancestors
  size_option_ids  integer[] NOT NULL DEFAULT '{}'   -- sizes in stock (own or variants')
);
CREATE INDEX product_parent ON product (parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX product_listing_categories ON product USING gin (category_ids) WHERE visible;
CREATE INDEX product_listing_sizes ON product USING gin (size_option_ids) WHERE visible;
CREATE INDEX product_brand ON product (brand_id) WHERE visible;
CREATE INDEX product_position ON product (position, id) WHERE visible;
CREATE INDEX product_final_price ON product (final_price, id) WHERE visible;

CREATE TABLE product_text (
  product_id        integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  store_id          integer NOT NULL REFERENCES store(id),
  name              text NOT NULL,
  url_key           text NOT NULL,
  short_description text,
  description       text,
  meta_title        text,
  meta_description  text,
  meta_keyword      text,
  meta_robots       text,
  image_label       text,                  -- the "image attribute" used in alt texts
  -- Full-text document over pre-normalised, stemmed words (see modules/catalog/search-text.ts).
  search_doc        tsvector,
  PRIMARY KEY (product_id, store_id)
);
CREATE UNIQUE INDEX product_text_url_key ON product_text (store_id, url_key);
CREATE INDEX product_text_search ON product_text USING gin (search_doc);
CREATE INDEX product_text_name ON product_text (store_id, name, product_id);

-- Vocabulary of normalised words per store for typo correction (pg_trgm).
CREATE TABLE search_term (
  store_id integer NOT NULL REFERENCES store(id),
  term     text NOT NULL,
  stem     text NOT NULL,
  weight   integer NOT NULL DEFAULT 1,
  PRIMARY KEY (store_id, term)
);
CREATE INDEX search_term_trgm ON search_term USING gin (term gin_trgm_ops);

CREATE TABLE product_category (
  product_id  integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  position    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_category_category ON product_category (category_id);

-- Images are drawn by the demo generator on first request from `spec`, then cached on disk.
CREATE TABLE product_image (
  product_id integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  position   integer NOT NULL,
  file       text NOT NULL,                -- path under /media/catalog/product, e.g. /a/b/sku_1.png
  disabled   boolean NOT NULL DEFAULT false,
  spec       jsonb,                        -- how the generator draws it
  PRIMARY KEY (product_id, position)
);
CREATE UNIQUE INDEX product_image_file ON product_image (file);

CREATE TABLE inventory (
  product_id integer PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  qty        integer NOT NULL DEFAULT 0 CHECK (qty >= 0),
  is_in_stock boolean NOT NULL DEFAULT true,
  -- Warehouse availability shown on the product page (per warehouse quantity).
  warehouses jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE product_link (
  product_id        integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  linked_product_id integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  link_type         text NOT NULL DEFAULT 'related',
  position          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, linked_product_id, link_type)
);

CREATE TABLE url_rewrite (
  id            serial PRIMARY KEY,
  store_id      integer NOT NULL REFERENCES store(id),
  request_path  text NOT NULL,
  target_path   text NOT NULL,
  redirect_type integer NOT NULL DEFAULT 0 CHECK (redirect_type IN (0, 301, 302)),
  entity_type   text NOT NULL CHECK (entity_type IN ('product', 'category', 'cms-page', 'custom')),
  entity_id     integer,
  UNIQUE (store_id, request_path)
);
CREATE INDEX url_rewrite_entity ON url_rewrite (entity_type, entity_id, store_id);

CREATE TABLE cms_page (
  id               serial PRIMARY KEY,
  identifier       text NOT NULL,
  store_id         integer NOT NULL REFERENCES store(id),
  title            text NOT NULL,
  content_heading  text,
  content          text NOT NULL DEFAULT '',
  page_layout      text NOT NULL DEFAULT '1column',
  meta_title       text,
  meta_description text,
  meta_keywords    text,
  is_active        boolean NOT NULL DEFAULT true,
  UNIQUE (identifier, store_id)
);

CREATE TABLE cms_block (
  id         serial PRIMARY KEY,
  identifier text NOT NULL,
  store_id   integer NOT NULL REFERENCES store(id),
  title      text NOT NULL,
  content    text NOT NULL DEFAULT '',
  is_active  boolean NOT NULL DEFAULT true,
  UNIQUE (identifier, store_id)
);

CREATE TABLE menu_item (
  id          integer NOT NULL,
  store_id    integer NOT NULL REFERENCES store(id),
  parent_id   integer,
  position    integer NOT NULL DEFAULT 0,
  label       text NOT NULL,
  url         text NOT NULL DEFAULT '',
  url_params  text,
  is_red      boolean NOT NULL DEFAULT false,
  menu_image  text,
  left_block  text,
  right_block text,
  PRIMARY KEY (store_id, id)
);
CREATE INDEX menu_item_parent ON menu_item (store_id, parent_id, position);

CREATE TABLE store_locator (
  id                  integer NOT NULL,
  store_id            integer NOT NULL REFERENCES store(id),
  position            integer NOT NULL DEFAULT 0,
  name                text NOT NULL,
  country             text NOT NULL,
  city                text NOT NULL,
  address             text NOT NULL,
  lat                 double precision NOT NULL,
  lng                 double precision NOT NULL,
  phone               text,
  working_time        text,
  photo               text,
  url_key             text NOT NULL,
  description         text,
  short_description   text,
  warehouse_option_id integer,
  for_men             jsonb,                -- {button_title, image, url_params}
  for_women           jsonb,
  PRIMARY KEY (store_id, id)
);

-- Catalogue version: bumped by anything that changes what catalogue queries answer, so that
-- caches keyed by it never serve stale listings.
CREATE TABLE catalog_state (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 1,
  seeded_at timestamptz
);
INSERT INTO catalog_state DEFAULT VALUES;

-- Recomputes the derived listing columns of the given visible products (all when ids is null).
CREATE OR REPLACE FUNCTION refresh_product_listing(ids integer[]) RETURNS void AS $$
  WITH target AS (
    SELECT p.id FROM product p WHERE p.parent_id IS NULL AND (ids IS NULL OR p.id = ANY(ids))
  ),
  cats AS (
    SELECT pc.product_id, array_agg(DISTINCT a.id ORDER BY a.id) AS ids
    FROM product_category pc
    JOIN target t ON t.id = pc.product_id
    JOIN category c ON c.id = pc.category_id
    JOIN category a ON a.id::text = ANY(string_to_array(c.path, '/')) AND a.level >= 2
         AND (a.id = c.id OR a.is_anchor)
    GROUP BY pc.product_id
  ),
  sizes AS (
    SELECT v.parent_id AS product_id, array_agg(DISTINCT v.size_option_id ORDER BY v.size_option_id) AS ids,
           bool_or(true) AS any_in_stock
    FROM product v
    JOIN target t ON t.id = v.parent_id
    JOIN inventory i ON i.product_id = v.id AND i.is_in_stock AND i.qty > 0
    WHERE v.is_active AND v.size_option_id IS NOT NULL
    GROUP BY v.parent_id
  )
  UPDATE product p SET
    final_price = CASE WHEN p.special_price IS NOT NULL AND p.special_price < p.price
                       THEN p.special_price ELSE p.price END,
    category_ids = COALESCE(cats.ids, '{}'),
    size_option_ids = CASE WHEN p.type_id = 'configurable' THEN COALESCE(sizes.ids, '{}')
                           WHEN p.size_option_id IS NOT NULL THEN ARRAY[p.size_option_id] ELSE '{}' END,
    in_stock = CASE WHEN p.type_id = 'configurable' THEN COALESCE(sizes.any_in_stock, false)
                    ELSE EXISTS (SELECT 1 FROM inventory i WHERE i.product_id = p.id AND i.is_in_stock AND i.qty > 0) END
  FROM target t
  LEFT JOIN cats ON cats.product_id = t.id
  LEFT JOIN sizes ON sizes.product_id = t.id
  WHERE p.id = t.id;
$$ LANGUAGE sql;
