-- Nova Poshta's directory: cities, their branches and parcel lockers, and their streets, keyed by
-- Nova Poshta's own Ref (a UUID) so a sync upserts in place. The demo seed fills it; the sync
-- command (src/modules/nova-poshta/sync-cli.ts) replaces it with Nova Poshta's data.

-- The search key of a name: lower case, the letters Ukrainian and Russian spell differently
-- (і/ї/и/ы, є/э/ё/е, ґ/г) folded together, apostrophes dropped, hyphens as spaces; so "kyiv"
-- typed as "Киев", "Київ" or "киив" and "Кам'янське" typed as "камянське" all find their city.
-- The query folds the shopper's letters with the same function.
CREATE FUNCTION np_search_key(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(lower(t), 'іїыєэёґ-''’ʼ`', 'иииееег ');

CREATE TABLE np_city (
  -- Address.getCities' Ref: the CityRef of warehouses and streets, Nova Poshta's RecipientCityRef.
  ref text PRIMARY KEY,
  settlement_ref text,
  name_uk text NOT NULL,
  name_ru text NOT NULL,
  settlement_type_uk text,
  settlement_type_ru text,
  area_uk text,
  area_ru text,
  -- Branches and lockers here: ranks big cities above villages with the same first letters.
  warehouse_count integer NOT NULL DEFAULT 0,
  search_uk text GENERATED ALWAYS AS (np_search_key(name_uk)) STORED,
  search_ru text GENERATED ALWAYS AS (np_search_key(name_ru)) STORED,
  synced_at timestamptz NOT NULL DEFAULT now()
);
-- text_pattern_ops: `LIKE 'prefix%'` uses the index whatever the database's collation.
CREATE INDEX np_city_search_uk ON np_city (search_uk text_pattern_ops);
CREATE INDEX np_city_search_ru ON np_city (search_ru text_pattern_ops);

CREATE TABLE np_warehouse (
  ref text PRIMARY KEY,
  city_ref text NOT NULL REFERENCES np_city (ref) ON DELETE CASCADE,
  number integer NOT NULL,
  type text NOT NULL CHECK (type IN ('BRANCH', 'PARCEL_LOCKER')),
  -- Nova Poshta's TypeOfWarehouse Ref (post, cargo, locker…).
  type_ref text,
  name_uk text NOT NULL,
  name_ru text NOT NULL,
  address_uk text NOT NULL,
  address_ru text NOT NULL,
  -- Heaviest parcel accepted (PlaceMaxWeightAllowed, else TotalMaxWeightAllowed); null: no limit.
  max_weight_kg numeric(8, 2),
  latitude double precision,
  longitude double precision,
  search_uk text GENERATED ALWAYS AS (np_search_key(name_uk)) STORED,
  search_ru text GENERATED ALWAYS AS (np_search_key(name_ru)) STORED,
  synced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX np_warehouse_city ON np_warehouse (city_ref, type, number);

CREATE TABLE np_street (
  ref text PRIMARY KEY,
  city_ref text NOT NULL REFERENCES np_city (ref) ON DELETE CASCADE,
  -- Nova Poshta names streets in Ukrainian only (Address.getStreet's Description).
  name text NOT NULL,
  street_type text,
  search_key text GENERATED ALWAYS AS (np_search_key(name)) STORED,
  synced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX np_street_search ON np_street (city_ref, search_key text_pattern_ops);
