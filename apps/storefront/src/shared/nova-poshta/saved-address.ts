/**
 * A saved address (Magento's `customer { addresses }`) read back into the delivery fields a form
 * shows: which kind of Nova Poshta delivery it is, and its street lines split into branch, or
 * street, house and flat. The account's address book and the checkout's saved-address choice both
 * fill their forms with it.
 */
export type SavedDeliveryKind = 'branch' | 'locker' | 'courier';

/** The delivery part of a saved address, as the GraphQL answer gives it. */
export interface SavedAddressDelivery {
  city?: string | null;
  street?: readonly (string | null)[] | null;
  nova_poshta_city_ref?: string | null;
  nova_poshta_street_ref?: string | null;
  nova_poshta_warehouse_ref?: string | null;
}

/** Nova Poshta names its parcel lockers "Поштомат …" (Russian "Почтомат …"); no field tells them apart. */
const LOCKER_NAME = /^\s*(поштомат|почтомат|parcel locker)/i;

export function savedDeliveryKind(address: SavedAddressDelivery): SavedDeliveryKind {
  if (address.nova_poshta_warehouse_ref)
    return LOCKER_NAME.test(address.street?.[0] ?? '') ? 'locker' : 'branch';
  return address.nova_poshta_street_ref || (address.street?.length ?? 0) > 1 ? 'courier' : 'branch';
}

/** The form's delivery fields of a saved address; the fields of the other kind stay empty. */
export function savedDeliveryFields(address: SavedAddressDelivery) {
  const delivery = savedDeliveryKind(address);
  const lines = (address.street ?? []).map((line) => line ?? '');
  const courier = delivery === 'courier';
  return {
    delivery,
    city: address.city ?? '',
    cityRef: address.nova_poshta_city_ref ?? '',
    warehouse: courier ? '' : (lines[0] ?? ''),
    warehouseRef: courier ? '' : (address.nova_poshta_warehouse_ref ?? ''),
    street: courier ? (lines[0] ?? '') : '',
    streetRef: courier ? (address.nova_poshta_street_ref ?? '') : '',
    house: courier ? (lines[1] ?? '') : '',
    flat: courier ? (lines[2] ?? '') : '',
  };
}
