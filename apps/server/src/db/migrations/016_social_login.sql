-- Social sign-in (Amasty Social Login's shape, OpenID Connect underneath; modules/social-login).

-- A provider account linked to a customer: the provider type and its stable subject (`sub`) name
-- it; the e-mail and name are what the provider said last, shown on the social accounts page.
-- One customer per provider account, and one account per provider per customer (unlinking by
-- type is then unambiguous).
CREATE TABLE social_login_account (
  id           serial PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  type         text NOT NULL,
  subject      text NOT NULL,
  email        text,
  name         text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type, subject),
  UNIQUE (customer_id, type)
);

-- A sign-in in flight between the start route and the provider's callback, kept server-side so
-- any process can finish it: the digest of `state`, the PKCE verifier, the nonce, the store view,
-- the digest of the browser-binding cookie, and for a link the signed-in customer it is bound to.
-- Each row is taken once (DELETE … RETURNING) and lives 10 minutes.
CREATE TABLE social_login_state (
  state_hash        bytea PRIMARY KEY,
  type              text NOT NULL,
  code_verifier     text NOT NULL,
  nonce             text NOT NULL,
  store_code        text NOT NULL,
  browser_hash      bytea NOT NULL,
  link_customer_id  integer REFERENCES customer(id) ON DELETE CASCADE,
  expires_at        timestamptz NOT NULL
);
CREATE INDEX social_login_state_expires ON social_login_state (expires_at);

-- A link intent: amSocialLoginLinkAccount's single-use ticket (digest) that lets the start route
-- bind a new flow to the signed-in customer who asked, for 5 minutes.
CREATE TABLE social_login_link_intent (
  intent_hash  bytea PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  type         text NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX social_login_link_intent_expires ON social_login_link_intent (expires_at);

-- The demo stores show the buttons on the sign-in and registration pages too (Amasty's
-- customer_login and customer_create positions) where they still have the first seed's value.
UPDATE store SET config = jsonb_set(config, '{login_position}', '"customer_login,customer_create,popup,checkout_cart"')
 WHERE config->>'login_position' = 'popup,checkout_cart';
