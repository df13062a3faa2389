-- Orders (Magento's sales_order, sales_order_item, sales_order_address). An order is written
-- whole in one transaction with its stock decrement and its confirmation mail job, or not at all.
-- Amounts are numeric(12,2) гривні; code sums them as integer kopiykas.

-- Increment ids are global (one sequence for both store views): an order number names one order
-- whatever the store view, which is what the shop's staff and Nova Poshta labels need.
CREATE SEQUENCE sales_order_increment START 1;

CREATE TABLE sales_order (
  id                     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- "000000001": Magento's nine digits, from the sequence.
  increment_id           text NOT NULL UNIQUE,
  -- One order per key (a cart, or a one-click client key): a retry answers the same order.
  idempotency_key        text NOT NULL UNIQUE,
  kind                   text NOT NULL CHECK (kind IN ('checkout', 'one_click')),
  -- pending_payment: stock reserved while a card is charged; pending: cash on delivery, to be
  -- confirmed; callback: a one-click order, the shop calls the shopper back; processing: paid or
  -- confirmed; complete: delivered; canceled: released (stock back).
  status                 text NOT NULL
                         CHECK (status IN ('pending_payment', 'pending', 'callback', 'processing', 'complete', 'canceled')),
  store_code             text NOT NULL,
  customer_id            integer,
  customer_email         text,
  customer_phone         text,
  customer_name          text,
  currency_code          text NOT NULL DEFAULT 'UAH',
  subtotal               numeric(12,2) NOT NULL,
  discount_amount        numeric(12,2) NOT NULL DEFAULT 0,
  shipping_amount        numeric(12,2) NOT NULL DEFAULT 0,
  grand_total            numeric(12,2) NOT NULL,
  coupon_code            text,
  -- The loyalty bonus the order earns (loyalty_bonus_data.loyalty_bonus), the sum of its items'.
  loyalty_bonus          numeric(12,2) NOT NULL DEFAULT 0,
  shipping_carrier_code  text,
  shipping_method_code   text,
  shipping_title         text,
  pickup_location_id     integer,
  payment_method         text NOT NULL,
  payment_title          text NOT NULL,
  payment_transaction_id text,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  CHECK (subtotal >= 0 AND discount_amount >= 0 AND shipping_amount >= 0 AND grand_total >= 0)
);
CREATE INDEX sales_order_customer ON sales_order (customer_id, created_at DESC) WHERE customer_id IS NOT NULL;
CREATE INDEX sales_order_status ON sales_order (status, created_at);

CREATE TABLE sales_order_item (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id          integer NOT NULL REFERENCES sales_order(id) ON DELETE CASCADE,
  -- No foreign key to product: an order outlives a product deleted from the catalogue.
  product_id        integer NOT NULL,
  sku               text NOT NULL,
  parent_product_id integer,
  parent_sku        text,
  name              text NOT NULL,
  size_label        text,
  qty               integer NOT NULL CHECK (qty > 0),
  price             numeric(12,2) NOT NULL CHECK (price >= 0),
  row_total         numeric(12,2) NOT NULL CHECK (row_total >= 0),
  discount_amount   numeric(12,2) NOT NULL DEFAULT 0,
  loyalty_bonus     numeric(12,2) NOT NULL DEFAULT 0
);
CREATE INDEX sales_order_item_order ON sales_order_item (order_id);

CREATE TABLE sales_order_address (
  id                        integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id                  integer NOT NULL REFERENCES sales_order(id) ON DELETE CASCADE,
  address_type              text NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  firstname                 text NOT NULL,
  lastname                  text NOT NULL,
  telephone                 text NOT NULL,
  city                      text NOT NULL,
  street                    text[] NOT NULL DEFAULT '{}',
  postcode                  text,
  country_id                text NOT NULL,
  region_code               text,
  region                    text,
  nova_poshta_city_ref      text,
  nova_poshta_street_ref    text,
  nova_poshta_warehouse_ref text,
  delivery_time_slots       text,
  UNIQUE (order_id, address_type)
);
