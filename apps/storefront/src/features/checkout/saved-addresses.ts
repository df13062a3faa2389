/**
 * A signed-in shopper's saved addresses at the checkout (the address book's, default first): read with
 * Magento's `customer { addresses }` and turned into the delivery step's values, so a saved Nova Poshta
 * branch, parcel locker or courier address fills the step in one choice. Personal: never a public
 * operation, so urql always asks the network.
 */
import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';
import { savedDeliveryFields } from '../../shared/nova-poshta/saved-address.ts';
import { emptyAddress, type CheckoutAddress } from './checkout-address.ts';

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

/** The delivery step's values of a saved address (the e-mail is the account's: not asked). */
export function toCheckoutAddress(address: SavedAddress): CheckoutAddress {
  return {
    ...emptyAddress,
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    telephone: address.telephone ?? '',
    ...savedDeliveryFields(address),
  };
}

/** One line that tells saved addresses apart: name, city, branch or street. */
export function savedAddressLine(address: SavedAddress): string {
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  const street = (address.street ?? []).filter(Boolean).join(', ');
  return [name, address.city, street].filter(Boolean).join(', ');
}
