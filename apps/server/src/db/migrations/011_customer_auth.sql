-- Customer sign-in protection and the newsletter (issue 11).

-- Failed sign-ins per e-mail (Magento's lockout: lockout_failures within lockout_threshold lock
-- the account for lockout_threshold). Kept by e-mail, known or not, so that "The account is
-- locked." answers the same for an address without an account: the lock never tells whether an
-- e-mail has an account.
CREATE TABLE sign_in_failure (
  email         text PRIMARY KEY,
  failures      integer NOT NULL,
  first_failure timestamptz NOT NULL,
  lock_expires  timestamptz
);

-- Fixed-window counters shared by every server process: sign-in attempts per client address
-- ("ip:<address>") and password-reset e-mails per address ("reset:<e-mail>"). One upsert counts
-- and reads a window atomically, so two processes never both let the 31st attempt through.
CREATE TABLE rate_limit_window (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL
);
CREATE INDEX rate_limit_window_start ON rate_limit_window (window_start);

-- Newsletter subscriptions (Magento's newsletter_subscriber), of guests and customers alike:
-- Customer.is_subscribed reads the row of the customer's e-mail.
CREATE TABLE newsletter_subscriber (
  email         text PRIMARY KEY,
  store_id      integer NOT NULL REFERENCES store(id),
  customer_id   integer REFERENCES customer(id) ON DELETE SET NULL,
  status        text NOT NULL CHECK (status IN ('SUBSCRIBED', 'UNSUBSCRIBED')),
  changed_at    timestamptz NOT NULL DEFAULT now()
);
