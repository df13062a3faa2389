/**
 * The address book over real HTTP: Magento's create, update and delete with the Nova Poshta
 * fields, one default shipping address (a new default clears the old in the same transaction),
 * the default first, Magento's validation texts, and nobody else's address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAddress, customerAddressById } from '../src/modules/customer/service.ts';
import { call, expectError, signUp } from './customer-helpers.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

const FIELDS = `id firstname lastname street city telephone country_code country_id postcode
  region { region region_code region_id } default_shipping default_billing
  nova_poshta_city_ref nova_poshta_street_ref nova_poshta_warehouse_ref delivery_time_slots custom_attributesV2 { code }`;
const CREATE = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { deleteCustomerAddress(id: $id) }`;
const BOOK = `{ customer { default_shipping default_billing addresses { id default_shipping city } } }`;

interface AddressAnswer {
  id: number;
  default_shipping: boolean;
  city: string;
  [k: string]: unknown;
}

const kyiv = {
  firstname: 'Олена',
  lastname: 'Коваль',
  street: ['Відділення №12: вул. Хрещатик, 22'],
  city: 'Київ',
  telephone: '+380501234567',
  country_code: 'UA' as const,
  nova_poshta_city_ref: '8d5a980d-391c-11dd-90d9-001a92567626',
  nova_poshta_warehouse_ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
};

async function add(token: string, input: Record<string, unknown>): Promise<AddressAnswer> {
  const r = await call<{ createCustomerAddress: AddressAnswer }>(s, CREATE, { input }, token);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.createCustomerAddress;
}

const book = async (token: string) =>
  (
    await call<{
      customer: {
        default_shipping: string | null;
        default_billing: string | null;
        addresses: AddressAnswer[];
      };
    }>(s, BOOK, {}, token)
  ).body.data!.customer;

describe('createCustomerAddress', () => {
  it("keeps the Nova Poshta fields and answers Magento's address", async () => {
    const a = await signUp(s);
    const made = await add(a.token, {
      ...kyiv,
      nova_poshta_street_ref: 'street-ref-1',
      delivery_time_slots: '10:00-13:00',
      region: { region: 'Київ', region_code: 'UA-30', region_id: 7 },
      postcode: '01001',
    });
    expect(made).toEqual({
      id: expect.any(Number),
      firstname: 'Олена',
      lastname: 'Коваль',
      street: ['Відділення №12: вул. Хрещатик, 22'],
      city: 'Київ',
      telephone: '+380501234567',
      country_code: 'UA',
      country_id: 'UA',
      postcode: '01001',
      region: { region: 'Київ', region_code: 'UA-30', region_id: 7 },
      default_shipping: false,
      default_billing: false,
      nova_poshta_city_ref: kyiv.nova_poshta_city_ref,
      nova_poshta_street_ref: 'street-ref-1',
      nova_poshta_warehouse_ref: kyiv.nova_poshta_warehouse_ref,
      delivery_time_slots: '10:00-13:00',
      custom_attributesV2: [],
    });
  });

  it("names every missing required field, Magento's way", async () => {
    const a = await signUp(s);
    expectError(
      await call(s, CREATE, { input: { firstname: 'Олена', street: [' '] } }, a.token),
      'Required parameters are missing: lastname, street, city, telephone',
      'graphql-input',
    );
    expectError(
      await call(s, CREATE, { input: { ...kyiv, telephone: '123' } }, a.token),
      'Invalid value of "123" provided for the phone field.',
      'graphql-input',
    );
    expectError(
      await call(s, CREATE, { input: kyiv }),
      "The current customer isn't authorized.",
      'graphql-authorization',
    );
  });

  it('keeps one default shipping address, listed first: a new default clears the old one', async () => {
    const a = await signUp(s);
    const first = await add(a.token, {
      ...kyiv,
      city: 'Київ',
      default_shipping: true,
      default_billing: true,
    });
    const plain = await add(a.token, { ...kyiv, city: 'Одеса' });
    const second = await add(a.token, { ...kyiv, city: 'Львів', default_shipping: true });
    let list = await book(a.token);
    expect(list.addresses.map((x) => [x.city, x.default_shipping])).toEqual([
      ['Львів', true],
      ['Київ', false],
      ['Одеса', false],
    ]);
    expect(list.default_shipping).toBe(String(second.id));
    expect(list.default_billing).toBe(String(first.id));
    // Editing another address into the default moves the flag again.
    const edited = await call<{ updateCustomerAddress: AddressAnswer }>(
      s,
      UPDATE,
      { id: plain.id, input: { default_shipping: true } },
      a.token,
    );
    expect(edited.body.data!.updateCustomerAddress).toMatchObject({
      id: plain.id,
      default_shipping: true,
      city: 'Одеса',
    });
    list = await book(a.token);
    expect(list.addresses.map((x) => x.city)).toEqual(['Одеса', 'Київ', 'Львів']);
    expect(list.addresses.filter((x) => x.default_shipping)).toHaveLength(1);
  });
});

describe('updateCustomerAddress and deleteCustomerAddress', () => {
  it("change only the customer's own addresses, with Magento's texts for the others", async () => {
    const a = await signUp(s);
    const b = await signUp(s);
    const mine = await add(a.token, kyiv);
    const theirs = await add(b.token, { ...kyiv, city: 'Харків' });
    const moved = await call<{ updateCustomerAddress: AddressAnswer }>(
      s,
      UPDATE,
      {
        id: mine.id,
        input: { city: 'Дніпро', street: ['вул. Яворницького, 1'], nova_poshta_warehouse_ref: null },
      },
      a.token,
    );
    expect(moved.body.data!.updateCustomerAddress).toMatchObject({
      city: 'Дніпро',
      street: ['вул. Яворницького, 1'],
      nova_poshta_warehouse_ref: null,
      nova_poshta_city_ref: kyiv.nova_poshta_city_ref,
      firstname: 'Олена',
    });
    expectError(
      await call(s, UPDATE, { id: theirs.id, input: { city: 'Злам' } }, a.token),
      `Current customer does not have permission to address with ID "${theirs.id}"`,
      'graphql-authorization',
    );
    expectError(
      await call(s, UPDATE, { id: 99_999_999, input: { city: 'X' } }, a.token),
      'Could not find a address with ID "99999999"',
      'graphql-no-such-entity',
    );
    expectError(
      await call(s, UPDATE, { id: mine.id, input: {} }, a.token),
      '"input" value should be specified',
      'graphql-input',
    );
    expectError(
      await call(s, UPDATE, { id: mine.id, input: { city: '' } }, a.token),
      'Required parameters are missing: city',
      'graphql-input',
    );
    expectError(
      await call(s, DELETE, { id: theirs.id }, a.token),
      `Current customer does not have permission to address with ID "${theirs.id}"`,
      'graphql-authorization',
    );
    // B's address is untouched.
    expect((await book(b.token)).addresses).toEqual([
      expect.objectContaining({ id: theirs.id, city: 'Харків' }),
    ]);
    expect((await call(s, DELETE, { id: mine.id }, a.token)).body.data).toEqual({
      deleteCustomerAddress: true,
    });
    expect((await book(a.token)).addresses).toEqual([]);
    expectError(
      await call(s, DELETE, { id: mine.id }, a.token),
      `Could not find a address with ID "${mine.id}"`,
      'graphql-no-such-entity',
    );
  });

  it('refuses to delete the default address', async () => {
    const a = await signUp(s);
    const home = await add(a.token, { ...kyiv, default_shipping: true });
    expectError(
      await call(s, DELETE, { id: home.id }, a.token),
      `Customer Address ${home.id} is set as default shipping address and can not be deleted`,
      'graphql-input',
    );
  });
});

describe('the functions the cart module uses', () => {
  it("createAddress and customerAddressById read and write only the customer's book", async () => {
    const a = await signUp(s);
    const b = await signUp(s);
    const made = await createAddress(s.db, a.id, { ...kyiv, country_code: 'UA', default_shipping: true });
    expect(await customerAddressById(s.db, a.id, made.id)).toMatchObject({
      id: made.id,
      city: 'Київ',
      default_shipping: true,
    });
    expect(await customerAddressById(s.db, b.id, made.id)).toBeUndefined();
    // Inside the caller's transaction too (checkout saving its address with the order).
    const inTx = await s.db.transaction((tx) =>
      createAddress(tx, a.id, { ...kyiv, city: 'Полтава', default_shipping: true }),
    );
    expect((await customerAddressById(s.db, a.id, made.id))!.default_shipping).toBe(false);
    expect((await customerAddressById(s.db, a.id, inTx.id))!.default_shipping).toBe(true);
  });
});
