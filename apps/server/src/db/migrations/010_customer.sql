-- Customers (Magento's customer_entity): accounts, their addresses, sign-in tokens, password reset
-- tokens and saved cards. Secrets are never stored in plain text: passwords as argon2id hashes,
-- tokens as SHA-256 digests of the random values handed out.
CREATE TABLE customer (
  id              serial PRIMARY KEY,
  email           text NOT NULL,
  firstname       text NOT NULL,
  middlename      text,
  lastname        text NOT NULL,
  -- Magento's gender codes: 1 male, 2 female (the spec's default), 3 not specified.
  gender          smallint NOT NULL DEFAULT 2,
  date_of_birth   date,
  phone           text,
  password_hash   text NOT NULL,
  -- The store view the account was created in (mail language).
  store_id        integer NOT NULL REFERENCES store(id),
  group_id        integer NOT NULL DEFAULT 1 REFERENCES customer_group(id),
  -- The newsletter and the sign-in lockout are kept by e-mail, account or not (migration 011).
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
-- One account per e-mail, without regard to case.
CREATE UNIQUE INDEX customer_email ON customer (lower(email));

-- The address book, with the spec's Nova Poshta fields. At most one default shipping address.
CREATE TABLE customer_address (
  id                        serial PRIMARY KEY,
  customer_id               integer NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  firstname                 text NOT NULL,
  middlename                text,
  lastname                  text NOT NULL,
  street                    text[] NOT NULL,
  city                      text NOT NULL,
  region                    text,
  region_code               text,
  region_id                 integer,
  postcode                  text,
  country_code              text NOT NULL DEFAULT 'UA',
  telephone                 text,
  nova_poshta_city_ref      text,
  nova_poshta_street_ref    text,
  nova_poshta_warehouse_ref text,
  delivery_time_slots       text,
  default_shipping          boolean NOT NULL DEFAULT false,
  default_billing           boolean NOT NULL DEFAULT false,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_address_customer ON customer_address (customer_id);
CREATE UNIQUE INDEX customer_address_default_shipping ON customer_address (customer_id) WHERE default_shipping;
CREATE UNIQUE INDEX customer_address_default_billing ON customer_address (customer_id) WHERE default_billing;

-- Sign-in tokens (Magento's oauth_token for customers): the digest of the bearer value, checked by
-- every server process on every request, so a revoked or expired token is refused everywhere.
CREATE TABLE customer_token (
  id           serial PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  token_hash   bytea NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX customer_token_customer ON customer_token (customer_id);

-- Password reset links (Magento's rp_token): the digest of the value in the e-mailed link, valid
-- until expires_at and used once.
CREATE TABLE customer_password_reset (
  id           serial PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  token_hash   bytea NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX customer_password_reset_customer ON customer_password_reset (customer_id, created_at DESC);

-- Saved cards (Magento's vault_payment_token): what the gateway returned for a card the shopper
-- chose to keep; never the card number.
CREATE TABLE customer_payment_token (
  id                  serial PRIMARY KEY,
  customer_id         integer NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  public_hash         text NOT NULL UNIQUE,
  payment_method_code text NOT NULL,
  -- Magento's PaymentTokenTypeEnum: card or account.
  type                text NOT NULL DEFAULT 'card' CHECK (type IN ('card', 'account')),
  -- The gateway's reference to charge the card again.
  gateway_token       text NOT NULL,
  -- {"type": "VI", "maskedCC": "4242", "expirationDate": "12/2030"} as Magento's details.
  details             jsonb NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_payment_token_customer ON customer_payment_token (customer_id);
