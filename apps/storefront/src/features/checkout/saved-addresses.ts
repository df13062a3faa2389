/**
 * A signed-in shopper's saved addresses at the checkout (the address book's, default first): read with
 * Magento's `customer { addresses }` and turned into the delivery step's values, so a saved Nova Poshta
 * branch, parcel locker or courier address fills the step in one choice. Personal: never a public
 * operation, so urql always asks the network.
 */
import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';
import { emptyAddress, type CheckoutAddress, type DeliveryKind } from './checkout-address.ts';

export const CHECKOUT_SAVED_ADDRESSES = graphql(`
  query GetCheckoutSavedAddresses {
    customer {
      addresses {
        id
        firstname
        lastname
        telephone
        city
        street
        default_shipping
        nova_poshta_city_ref
        nova_poshta_street_ref
        nova_poshta_warehouse_ref
      }
    }
  }
`);

export type SavedAddress = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof CHECKOUT_SAVED_ADDRESSES>['customer']>['addresses']>[number]
>;

/** The answer's addresses with an id, the default shipping one first. */
export function savedAddressesOf(
  data: ResultOf<typeof CHECKOUT_SAVED_ADDRESSES> | undefined,
): SavedAddress[] {
  const list = (data?.customer?.addresses ?? []).flatMap((address) =>
    address && typeof address.id === 'number' ? [address] : [],
  );
  return list.sort((a, b) => Number(Boolean(b.default_shipping)) - Number(Boolean(a.default_shipping)));
}

/** Nova Poshta names its parcel lockers "Поштомат …" (Russian "Почтомат …"), as the address book does. */
const LOCKER_NAME = /^\s*(поштомат|почтомат|parcel locker)/i;

function deliveryKindOf(address: SavedAddress): DeliveryKind {
  if (address.nova_poshta_warehouse_ref)
    return LOCKER_NAME.test(address.street?.[0] ?? '') ? 'locker' : 'branch';
  return address.nova_poshta_street_ref || (address.street?.length ?? 0) > 1 ? 'courier' : 'branch';
}

/** The delivery step's values of a saved address (the e-mail is the account's: not asked). */
export function toCheckoutAddress(address: SavedAddress): CheckoutAddress {
  const delivery = deliveryKindOf(address);
  const lines = (address.street ?? []).map((line) => line ?? '');
  const values: CheckoutAddress = {
    ...emptyAddress,
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    telephone: address.telephone ?? '',
    delivery,
    city: address.city ?? '',
    cityRef: address.nova_poshta_city_ref ?? '',
  };
  if (delivery === 'courier') {
    values.street = lines[0] ?? '';
    values.streetRef = address.nova_poshta_street_ref ?? '';
    values.house = lines[1] ?? '';
    values.flat = lines[2] ?? '';
  } else {
    values.warehouse = lines[0] ?? '';
    values.warehouseRef = address.nova_poshta_warehouse_ref ?? '';
  }
  return values;
}

/** One line that tells saved addresses apart: name, city, branch or street. */
export function savedAddressLine(address: SavedAddress): string {
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  const street = (address.street ?? []).filter(Boolean).join(', ');
  return [name, address.city, street].filter(Boolean).join(', ');
}
