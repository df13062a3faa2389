/** A cart address from Magento's CartAddressInput (plus the Ukrainian delivery fields), checked. */
import type { CartAddressInput } from '../../generated/graphql.ts';
import { inputError } from '../../shared/errors.ts';
import type { AddressRecord } from './queries.ts';

const MAX_FIELD = 255;
const MAX_STREET_LINES = 4;
/** Countries the shop delivers to (Magento's "allowed countries"). */
export const ALLOWED_COUNTRIES = ['UA'];

function required(value: string | null | undefined, field: string): string {
  const v = (value ?? '').trim();
  if (!v) throw inputError(`"${field}" is required. Enter and try again.`);
  return bounded(v, field)!;
}

/** A trimmed optional field (null when blank), refused past 255 characters. */
export function bounded(value: string | null | undefined, field: string): string | null {
  const v = value?.trim() || null;
  if (v && v.length > MAX_FIELD) throw inputError(`"${field}" is longer than ${MAX_FIELD} characters.`);
  return v;
}

/** A value given as a field of ours or, the Magento way, as a custom attribute of the address. */
function attribute(input: CartAddressInput, code: string, direct?: string | null): string | null {
  if (direct) return direct;
  const given = input.custom_attributes?.find((a) => a?.attribute_code === code);
  return given?.value ?? null;
}

export function addressFromInput(
  input: CartAddressInput,
  type: AddressRecord['address_type'],
  extra: { customerNotes?: string | null; pickupLocationCode?: string | null } = {},
): AddressRecord {
  const street = (input.street ?? []).map((s) => (s ?? '').trim()).filter(Boolean);
  if (!street.length) throw inputError('"street" is required. Enter and try again.');
  if (street.length > MAX_STREET_LINES || street.some((s) => s.length > MAX_FIELD)) {
    throw inputError(`"street" may have at most ${MAX_STREET_LINES} lines of ${MAX_FIELD} characters.`);
  }
  const country = required(input.country_code, 'country_code').toUpperCase();
  if (!ALLOWED_COUNTRIES.includes(country)) {
    throw inputError(`Invalid value of "${input.country_code}" provided for the countryId field.`);
  }
  return {
    address_type: type,
    firstname: required(input.firstname, 'firstname'),
    lastname: required(input.lastname, 'lastname'),
    company: bounded(input.company, 'company'),
    street,
    city: required(input.city, 'city'),
    region: bounded(input.region, 'region'),
    region_code: null,
    region_id: input.region_id ?? null,
    postcode: bounded(input.postcode, 'postcode'),
    country_code: country,
    telephone: required(input.telephone, 'telephone'),
    customer_notes: bounded(extra.customerNotes, 'customer_notes'),
    nova_poshta_city_ref: bounded(
      attribute(input, 'nova_poshta_city_ref', input.nova_poshta_city_ref),
      'nova_poshta_city_ref',
    ),
    nova_poshta_street_ref: bounded(
      attribute(input, 'nova_poshta_street_ref', input.nova_poshta_street_ref),
      'nova_poshta_street_ref',
    ),
    nova_poshta_warehouse_ref: bounded(
      attribute(input, 'nova_poshta_warehouse_ref', input.nova_poshta_warehouse_ref),
      'nova_poshta_warehouse_ref',
    ),
    delivery_time_slots: bounded(
      attribute(input, 'delivery_time_slots', input.delivery_time_slots),
      'delivery_time_slots',
    ),
    pickup_location_code: bounded(
      attribute(input, 'pickup_location_code', extra.pickupLocationCode),
      'pickup_location_code',
    ),
    same_as_shipping: false,
  };
}
