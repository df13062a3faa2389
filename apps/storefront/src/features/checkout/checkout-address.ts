/**
 * The shopper's delivery address as the checkout keeps it (the spec's shipping_address key) and the two
 * forms the server takes it in: Magento's GraphQL CartAddressInput and its REST address. Ukraine only;
 * the Nova Poshta refs (city, street, branch or locker) travel as custom attributes, the spec's
 * customer-address extension fields, so the same calls also fit a Magento store with those attributes.
 */
import type { CartAddressInput } from './checkout-operations.ts';

/** The four ways an order reaches the shopper (issue 10 "Shipping for Ukraine"). */
export type DeliveryKind = 'branch' | 'locker' | 'courier' | 'pickup';
export const DELIVERY_KINDS: readonly DeliveryKind[] = ['branch', 'locker', 'courier', 'pickup'];

export const COUNTRY_CODE = 'UA';

export interface CheckoutAddress {
  email: string;
  firstname: string;
  lastname: string;
  telephone: string;
  delivery: DeliveryKind;
  city: string;
  cityRef: string;
  /** Branch or parcel locker: its name and Nova Poshta ref. */
  warehouse: string;
  warehouseRef: string;
  /** Courier: street (with its ref), house and flat. */
  street: string;
  streetRef: string;
  house: string;
  flat: string;
  /** Store pickup: the store locator point's id and its address. */
  pickupCode: string;
  pickupAddress: string;
}

export const emptyAddress: CheckoutAddress = {
  email: '',
  firstname: '',
  lastname: '',
  telephone: '',
  delivery: 'branch',
  city: '',
  cityRef: '',
  warehouse: '',
  warehouseRef: '',
  street: '',
  streetRef: '',
  house: '',
  flat: '',
  pickupCode: '',
  pickupAddress: '',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored address (browser storage may hold anything) read back field by field. */
export function readCheckoutAddress(value: Readonly<Record<string, unknown>> | null): CheckoutAddress | null {
  if (!value) return null;
  const delivery = DELIVERY_KINDS.find((kind) => kind === value.delivery) ?? 'branch';
  const address = { ...emptyAddress, delivery };
  for (const key of Object.keys(emptyAddress) as (keyof CheckoutAddress)[])
    if (key !== 'delivery') address[key] = text(value[key]);
  return address;
}

/** The street lines: what the courier or the Nova Poshta clerk reads. */
export function streetLines(address: CheckoutAddress): string[] {
  switch (address.delivery) {
    case 'courier':
      return [address.street, address.house, address.flat].filter((line) => line !== '');
    case 'pickup':
      return [address.pickupAddress];
    default:
      return [address.warehouse];
  }
}

function refs(address: CheckoutAddress): { attribute_code: string; value: string }[] {
  const attributes: [string, string][] = [['nova_poshta_city_ref', address.cityRef]];
  if (address.delivery === 'courier') attributes.push(['nova_poshta_street_ref', address.streetRef]);
  if (address.delivery === 'branch' || address.delivery === 'locker')
    attributes.push(['nova_poshta_warehouse_ref', address.warehouseRef]);
  if (address.delivery === 'pickup') attributes.push(['pickup_location_code', address.pickupCode]);
  return attributes
    .filter(([, value]) => value !== '')
    .map(([attribute_code, value]) => ({ attribute_code, value }));
}

export function toCartAddressInput(address: CheckoutAddress): CartAddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: streetLines(address),
    city: address.city,
    country_code: COUNTRY_CODE,
    telephone: address.telephone,
    save_in_address_book: false,
    custom_attributes: refs(address),
  };
}

/** Magento's REST address (AddressInterface) of checkout's shipping-information and payment-information. */
export function toRestAddress(address: CheckoutAddress, email: string): Record<string, unknown> {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: streetLines(address),
    city: address.city,
    country_id: COUNTRY_CODE,
    telephone: address.telephone,
    email,
    custom_attributes: refs(address),
  };
}

/**
 * The shipping method that fits a delivery kind, by the words Magento-style carrier and method codes
 * use for it; the shopper can still pick another from the list.
 */
const KIND_WORDS: Record<DeliveryKind, RegExp> = {
  branch: /warehouse|branch|viddilennya|department/i,
  locker: /locker|postomat|poshtomat/i,
  courier: /courier|door|address/i,
  pickup: /pickup|store|instore/i,
};

export function methodFitsKind(kind: DeliveryKind, carrierCode: string, methodCode: string | null): boolean {
  return KIND_WORDS[kind].test(`${carrierCode} ${methodCode ?? ''}`);
}
