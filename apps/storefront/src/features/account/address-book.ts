/**
 * The address book's rules (cart-account spec §4 "Customer addresses"): adding appends, an address saved
 * as the default shipping one clears the flag on the previous default, the default sorts first, deleting
 * removes by id. And the two forms of an address: the form's values and Magento's CustomerAddressInput
 * with the spec's Nova Poshta fields (street lines carry what the courier or the branch clerk reads).
 */
import { normalizeUkrainianPhone } from '../../shared/forms/ukrainian-phone.ts';
import {
  savedDeliveryFields,
  savedDeliveryKind,
  type SavedDeliveryKind,
} from '../../shared/nova-poshta/saved-address.ts';
import type { CustomerAddress } from './account-documents.ts';

export type AddressDeliveryKind = SavedDeliveryKind;
export const ADDRESS_DELIVERY_KINDS: readonly AddressDeliveryKind[] = ['branch', 'locker', 'courier'];

export interface AddressFormValues {
  firstname: string;
  lastname: string;
  telephone: string;
  delivery: AddressDeliveryKind;
  city: string;
  cityRef: string;
  /** Branch or parcel locker: its name and ref. */
  warehouse: string;
  warehouseRef: string;
  /** Courier: the street (with its ref), house and flat. */
  street: string;
  streetRef: string;
  house: string;
  flat: string;
  defaultShipping: boolean;
}

export const emptyAddressForm: AddressFormValues = {
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
  defaultShipping: false,
};

/** Adding appends. */
export function appendAddress(list: readonly CustomerAddress[], added: CustomerAddress): CustomerAddress[] {
  return withOneDefault([...list, added], added);
}

/** Replaces the address of the same id; a new default clears the previous one. */
export function replaceAddress(
  list: readonly CustomerAddress[],
  updated: CustomerAddress,
): CustomerAddress[] {
  return withOneDefault(
    list.map((address) => (address.id === updated.id ? updated : address)),
    updated,
  );
}

export function removeAddress(list: readonly CustomerAddress[], id: number): CustomerAddress[] {
  return list.filter((address) => address.id !== id);
}

function withOneDefault(list: CustomerAddress[], changed: CustomerAddress): CustomerAddress[] {
  if (!changed.default_shipping) return list;
  return list.map((address) =>
    address.id !== changed.id && address.default_shipping ? { ...address, default_shipping: false } : address,
  );
}

/** The default shipping address first, the others in their order. */
export function defaultFirst(list: readonly CustomerAddress[]): CustomerAddress[] {
  return [...list].sort((a, b) => Number(Boolean(b.default_shipping)) - Number(Boolean(a.default_shipping)));
}

/** Branch, parcel locker or courier, read from the saved address (shared with the checkout). */
export const deliveryKindOf: (address: CustomerAddress) => AddressDeliveryKind = savedDeliveryKind;

export function toFormValues(address: CustomerAddress): AddressFormValues {
  return {
    ...emptyAddressForm,
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    telephone: address.telephone ?? '',
    defaultShipping: Boolean(address.default_shipping),
    ...savedDeliveryFields(address),
  };
}

/** Magento's CustomerAddressInput (Ukraine) with the Nova Poshta refs of the delivery kind. */
export function toAddressInput(values: AddressFormValues) {
  const courier = values.delivery === 'courier';
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    telephone: normalizeUkrainianPhone(values.telephone),
    city: values.city.trim(),
    country_code: 'UA' as const,
    street: courier
      ? [values.street, values.house, values.flat].map((line) => line.trim()).filter((line) => line !== '')
      : [values.warehouse.trim()],
    nova_poshta_city_ref: values.cityRef || null,
    nova_poshta_street_ref: courier ? values.streetRef || null : null,
    nova_poshta_warehouse_ref: courier ? null : values.warehouseRef || null,
    default_shipping: values.defaultShipping,
  };
}
