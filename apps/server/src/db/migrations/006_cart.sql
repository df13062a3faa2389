-- Carts (Magento's quote): a guest holds a cart by its masked id (32 random characters); a
-- customer's cart carries customer_id and is reached only with that customer's token.
CREATE TABLE cart (
  id                   serial PRIMARY KEY,
  masked_id            text NOT NULL UNIQUE CHECK (length(masked_id) = 32),
  store_id             integer NOT NULL REFERENCES store(id),
  customer_id          integer,
  email                text,
  is_active            boolean NOT NULL DEFAULT true,
  coupon_code          text,
  shipping_carrier_code text,
  shipping_method_code text,
  payment_method_code  text,
  -- What the payment gateway was handed for this cart (a card nonce), kept until the order is placed.
  payment_nonce        text,
  -- The order placed from this cart (sales module), so a repeated placeOrder answers it again.
  order_id             integer,
  order_number         text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
-- One active cart per customer (customerCart answers it, or makes it).
CREATE UNIQUE INDEX cart_customer_active ON cart (customer_id) WHERE is_active AND customer_id IS NOT NULL;

-- A line per product bought: the simple product, or the chosen variant (size) of a configurable.
-- Unique per cart and product, so parallel adds of one size end as one line with the summed qty
-- (INSERT … ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = cart_item.qty + excluded.qty).
CREATE TABLE cart_item (
  id                serial PRIMARY KEY,
  cart_id           integer NOT NULL REFERENCES cart(id) ON DELETE CASCADE,
  product_id        integer NOT NULL,
  parent_product_id integer,
  qty               integer NOT NULL CHECK (qty > 0),
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, product_id)
);

-- The cart's shipping and billing address, with the spec's Ukrainian delivery fields.
CREATE TABLE cart_address (
  cart_id                   integer NOT NULL REFERENCES cart(id) ON DELETE CASCADE,
  address_type              text NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  firstname                 text NOT NULL,
  lastname                  text NOT NULL,
  company                   text,
  street                    text[] NOT NULL,
  city                      text NOT NULL,
  region                    text,
  region_code               text,
  region_id                 integer,
  postcode                  text,
  country_code              text NOT NULL,
  telephone                 text,
  customer_notes            text,
  nova_poshta_city_ref      text,
  nova_poshta_street_ref    text,
  -- The Nova Poshta branch or parcel locker delivered to.
  nova_poshta_warehouse_ref text,
  delivery_time_slots       text,
  -- Store pickup: the store locator point's id (Magento's pickup_location_code).
  pickup_location_code      text,
  same_as_shipping          boolean NOT NULL DEFAULT false,
  PRIMARY KEY (cart_id, address_type)
);

-- Cart price rules reached by a coupon code: a percent or a fixed amount off the subtotal, from a
-- minimum subtotal, within a date range (inclusive, in the shop's days).
CREATE TABLE cart_price_rule (
  id              serial PRIMARY KEY,
  code            text NOT NULL,
  label           text NOT NULL,
  discount_type   text NOT NULL CHECK (discount_type IN ('percent', 'fixed')),
  discount_amount numeric(12, 2) NOT NULL CHECK (discount_amount > 0),
  min_subtotal    numeric(12, 2) NOT NULL DEFAULT 0,
  from_date       date,
  to_date         date,
  is_active       boolean NOT NULL DEFAULT true
);
-- Codes are matched without regard to case, as Magento does.
CREATE UNIQUE INDEX cart_price_rule_code ON cart_price_rule (lower(code));

INSERT INTO cart_price_rule (code, label, discount_type, discount_amount, min_subtotal, from_date, to_date) VALUES
  ('VITRYNA10', 'Знижка 10%', 'percent', 10, 0, NULL, NULL),
  ('MINUS200', 'Знижка 200 грн', 'fixed', 200, 2000, NULL, NULL),
  ('SUMMER2020', 'Літо 2020', 'percent', 20, 0, '2020-06-01', '2020-08-31');

-- Delivery settings per store view: a price per method and free delivery from a subtotal (the
-- header banner's number). The seed writes them into new databases (seed/stores.ts).
UPDATE store SET config = config || jsonb_build_object('shipping', jsonb_build_object(
  'free_shipping_threshold', 1500,
  'rates', jsonb_build_object('novaposhta_warehouse', 80, 'novaposhta_postomat', 70,
                              'novaposhta_courier', 120, 'storepickup_pickup', 0)))
WHERE NOT config ? 'shipping';
