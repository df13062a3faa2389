-- The loyalty programme and the contact form.
--
-- Each customer holds one loyalty card: an EAN-13 number in the in-store range (prefix 2, which
-- GS1 leaves to a retailer's own use, so it never collides with a product barcode), issued at
-- registration or on first read for older accounts. Random, not the customer id: a number
-- printed on a card and shown at a till must not let anyone guess another customer's.
CREATE TABLE loyalty_card (
  customer_id integer PRIMARY KEY REFERENCES customer(id) ON DELETE CASCADE,
  card_number text NOT NULL UNIQUE CHECK (card_number ~ '^2[0-9]{12}$'),
  issued_at   timestamptz NOT NULL DEFAULT now()
);

-- The bonus ledger: the balance is the sum of a customer's rows, in kopiykas-exact numeric.
-- An order accrues once when it is completed and is reversed once when it is canceled after
-- that: (order_id, kind) is unique, so repeating a status change never counts twice.
CREATE TABLE loyalty_transaction (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  order_id     integer NOT NULL REFERENCES sales_order(id),
  kind         text NOT NULL CHECK (kind IN ('order_complete', 'order_canceled')),
  points       numeric(12,2) NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, kind),
  CHECK ((kind = 'order_complete' AND points > 0) OR (kind = 'order_canceled' AND points < 0))
);
CREATE INDEX loyalty_transaction_customer ON loyalty_transaction (customer_id, id DESC);

-- Messages of the contact form (Magento's contactUs), kept whatever happens to the e-mail.
CREATE TABLE contact_message (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  store_code  text NOT NULL,
  name        text NOT NULL,
  email       text NOT NULL,
  telephone   text,
  comment     text NOT NULL,
  customer_id integer REFERENCES customer(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_message_created ON contact_message (created_at DESC);
