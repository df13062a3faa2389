import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from './account-documents.ts';
import {
  appendAddress,
  defaultFirst,
  deliveryKindOf,
  removeAddress,
  replaceAddress,
  toAddressInput,
  toFormValues,
} from './address-book.ts';

const address = (id: number, extra: Partial<CustomerAddress> = {}): CustomerAddress => ({
  id,
  firstname: 'Olena',
  lastname: 'Koval',
  telephone: '+380671234567',
  city: 'Київ',
  street: [`Відділення №${id}: вул. Хрещатик, ${id}`],
  default_shipping: false,
  nova_poshta_city_ref: 'city-kyiv',
  nova_poshta_street_ref: null,
  nova_poshta_warehouse_ref: `wh-${id}`,
  delivery_time_slots: null,
  ...extra,
});

const ids = (list: readonly CustomerAddress[]) => list.map((a) => a.id);
const defaults = (list: readonly CustomerAddress[]) =>
  list.filter((a) => a.default_shipping).map((a) => a.id);

describe('the address book rules (spec §4 "Customer addresses")', () => {
  it('adding appends', () => {
    expect(ids(appendAddress([address(1), address(2)], address(3)))).toEqual([1, 2, 3]);
  });

  it('an added default clears the previous default', () => {
    const list = appendAddress(
      [address(1, { default_shipping: true }), address(2)],
      address(3, { default_shipping: true }),
    );
    expect(defaults(list)).toEqual([3]);
  });

  it('updating an address to default clears the flag on the previous default, and keeps the order', () => {
    const list = [address(1, { default_shipping: true }), address(2), address(3)];
    const updated = replaceAddress(list, address(2, { default_shipping: true, city: 'Львів' }));
    expect(ids(updated)).toEqual([1, 2, 3]);
    expect(defaults(updated)).toEqual([2]);
    expect(updated[1]!.city).toBe('Львів');
    // The list given is not changed.
    expect(defaults(list)).toEqual([1]);
  });

  it('updating a non-default address leaves the default alone', () => {
    const updated = replaceAddress(
      [address(1, { default_shipping: true }), address(2)],
      address(2, { city: 'Одеса' }),
    );
    expect(defaults(updated)).toEqual([1]);
  });

  it('the default sorts first, the others keep their order', () => {
    expect(
      ids(defaultFirst([address(1), address(2), address(3, { default_shipping: true }), address(4)])),
    ).toEqual([3, 1, 2, 4]);
    expect(ids(defaultFirst([address(5), address(6)]))).toEqual([5, 6]);
  });

  it('deleting removes by id', () => {
    expect(ids(removeAddress([address(1), address(2), address(3)], 2))).toEqual([1, 3]);
    expect(ids(removeAddress([address(1)], 9))).toEqual([1]);
  });
});

describe('the forms of an address', () => {
  it('reads a branch, a parcel locker and a courier address back into the form', () => {
    expect(toFormValues(address(1))).toMatchObject({
      delivery: 'branch',
      city: 'Київ',
      cityRef: 'city-kyiv',
      warehouse: 'Відділення №1: вул. Хрещатик, 1',
      warehouseRef: 'wh-1',
    });
    expect(
      deliveryKindOf(address(2, { street: ['Поштомат "Нова Пошта" №2: вул. Січових Стрільців, 3'] })),
    ).toBe('locker');
    const courier = address(3, {
      street: ['Хрещатик', '22', '5'],
      nova_poshta_warehouse_ref: null,
      nova_poshta_street_ref: 'street-1',
      default_shipping: true,
    });
    expect(toFormValues(courier)).toMatchObject({
      delivery: 'courier',
      street: 'Хрещатик',
      streetRef: 'street-1',
      house: '22',
      flat: '5',
      defaultShipping: true,
    });
  });

  it("writes Magento's CustomerAddressInput with the Nova Poshta refs of the delivery kind", () => {
    const branch = toAddressInput({ ...toFormValues(address(1)), telephone: '067 123 45 67' });
    expect(branch).toEqual({
      firstname: 'Olena',
      lastname: 'Koval',
      telephone: '+380671234567',
      city: 'Київ',
      country_code: 'UA',
      street: ['Відділення №1: вул. Хрещатик, 1'],
      nova_poshta_city_ref: 'city-kyiv',
      nova_poshta_street_ref: null,
      nova_poshta_warehouse_ref: 'wh-1',
      default_shipping: false,
    });
    const courier = toAddressInput({
      ...toFormValues(address(1)),
      delivery: 'courier',
      street: 'Хрещатик',
      streetRef: 'street-1',
      house: ' 22 ',
      flat: '',
    });
    expect(courier.street).toEqual(['Хрещатик', '22']);
    expect(courier.nova_poshta_street_ref).toBe('street-1');
    expect(courier.nova_poshta_warehouse_ref).toBeNull();
  });
});
