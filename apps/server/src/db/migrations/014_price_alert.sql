-- Price alerts: a customer asks to hear when a product gets cheaper. The price is the product's
-- final price when they subscribed, in the store view they subscribed in (its language and link
-- go into the e-mail). notified_price is the price the last e-mail announced: a drop notifies only
-- below both, so each drop is announced once and a later, deeper drop again.
CREATE TABLE price_alert (
  customer_id      integer NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  product_id       integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  store_id         integer NOT NULL REFERENCES store(id),
  subscribed_price numeric(12,2) NOT NULL,
  notified_price   numeric(12,2),
  created_at       timestamptz NOT NULL DEFAULT now(),
  notified_at      timestamptz,
  PRIMARY KEY (customer_id, product_id)
);
-- The checks after a price change read the alerts of a product.
CREATE INDEX price_alert_product ON price_alert (product_id);
