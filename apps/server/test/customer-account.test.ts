/**
 * Customer accounts over real HTTP (CustomerGraphQl): registration, the customer's fields,
 * profile, e-mail and password changes, the newsletter, deleting an account, the guest's and the
 * customer's cache ids, and createEmptyCart with a token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './harness.ts';
import { bearer, call, expectError, PASSWORD, signIn, signUp, uniqueEmail } from './customer-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

const NOT_AUTHORIZED = "The current customer isn't authorized.";
const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { firstname lastname email gender phone is_subscribed } } }`;
const CUSTOMER = `{ customer { id firstname middlename lastname gender email phone telephone date_of_birth dob
  created_at is_subscribed custom_attributes { code } default_shipping default_billing
  loyalty { active_bonuses loyalty_card } addresses { id } } }`;

interface CustomerAnswer {
  id: number;
  firstname: string;
  middlename: string | null;
  lastname: string;
  gender: number;
  email: string;
  phone: string | null;
  telephone: string | null;
  date_of_birth: string | null;
  created_at: string;
  is_subscribed: boolean;
  custom_attributes: unknown[];
  default_shipping: string | null;
  loyalty: { active_bonuses: number; loyalty_card: string | null };
  addresses: { id: number }[];
}

const readCustomer = (token: string) => call<{ customer: CustomerAnswer }>(s, CUSTOMER, {}, token);

describe('createCustomerV2', () => {
  it('creates an account with gender 2 by default, a normalised phone and the subscription asked for', async () => {
    const email = uniqueEmail();
    const r = await call(s, CREATE, {
      input: {
        firstname: ' Олена ',
        lastname: 'Коваль',
        email,
        password: PASSWORD,
        phone: '+38 (050) 123-45-67',
        is_subscribed: true,
      },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data).toEqual({
      createCustomerV2: {
        customer: {
          firstname: 'Олена',
          lastname: 'Коваль',
          email,
          gender: 2,
          phone: '+380501234567',
          is_subscribed: true,
        },
      },
    });
    const [row] = await s.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM customer WHERE email = $1`,
      [email],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.password_hash).not.toContain(PASSWORD);
  });

  it("refuses a second account for the same e-mail in any case, with Magento's text", async () => {
    const email = uniqueEmail();
    await signUp(s, { email });
    const again = await call(s, CREATE, {
      input: { firstname: 'А', lastname: 'Б', email: email.toUpperCase(), password: PASSWORD },
    });
    expectError(
      again,
      'A customer with the same email address already exists in an associated website.',
      'graphql-input',
    );
  });

  it.each([
    [{ email: 'not-an-email' }, '"not-an-email" is not a valid email address.'],
    [{ firstname: ' ' }, 'Required parameters are missing: firstname'],
    [
      { password: 'short1' },
      'The password needs at least 8 characters. Create a new password and try again.',
    ],
    [
      { password: 'password' },
      'The password is among the most common ones. Create a new password and try again.',
    ],
    [
      { password: 'Qwerty123' },
      'The password is among the most common ones. Create a new password and try again.',
    ],
    [
      { password: ' leading space ok' },
      "The password can't begin or end with a space. Verify the password and try again.",
    ],
    [{ password: 'x'.repeat(257) }, 'Please enter a password with at most 256 characters.'],
    [{ gender: 7 }, '"7" is not a valid gender value.'],
    [{ phone: '12345' }, 'Invalid value of "12345" provided for the phone field.'],
    [{ date_of_birth: '1990-02-30' }, 'Invalid date'],
  ])('refuses %j', async (over, message) => {
    const r = await call(s, CREATE, {
      input: { firstname: 'Олена', lastname: 'Коваль', email: uniqueEmail(), password: PASSWORD, ...over },
    });
    expectError(r, message, 'graphql-input');
    expect(r.body.data?.createCustomerV2 ?? null).toBeNull();
  });

  it('accepts a long passphrase without composition (ASVS), and the deprecated createCustomer', async () => {
    const email = uniqueEmail();
    const passphrase = 'каштани цвітуть на хрещатику навесні '.repeat(2).trim();
    expect(passphrase.length).toBeGreaterThan(64);
    const r = await call(
      s,
      `mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email gender } } }`,
      {
        input: { firstname: 'Іван', lastname: 'Петренко', email, password: passphrase, gender: 1 },
      },
    );
    expect(r.body.data).toEqual({ createCustomer: { customer: { email, gender: 1 } } });
    expect((await signIn(s, email, passphrase)).body.data?.generateCustomerToken.token).toMatch(
      /^[\w-]{43}$/,
    );
  });
});

describe('customer', () => {
  it("answers every field for the token's customer, loyalty 0 with the card issued at registration, no custom attributes", async () => {
    const a = await signUp(s, {
      date_of_birth: '1990-05-17',
      middlename: 'Іванівна',
      phone: '+380671112233',
    });
    const r = await readCustomer(a.token);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.customer).toMatchObject({
      id: a.id,
      firstname: 'Олена',
      middlename: 'Іванівна',
      lastname: 'Коваль',
      gender: 2,
      email: a.email,
      phone: '+380671112233',
      telephone: '+380671112233',
      date_of_birth: '1990-05-17',
      dob: '1990-05-17',
      is_subscribed: false,
      custom_attributes: [],
      default_shipping: null,
      default_billing: null,
      loyalty: { active_bonuses: 0, loyalty_card: expect.stringMatching(/^2\d{12}$/) },
      addresses: [],
    });
    expect(r.body.data!.customer.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('refuses a guest and an unknown token with graphql-authorization', async () => {
    expectError(await call(s, CUSTOMER), NOT_AUTHORIZED, 'graphql-authorization');
    expectError(await call(s, CUSTOMER, {}, 'made-up-token'), NOT_AUTHORIZED, 'graphql-authorization');
  });

  it('is never kept by the GET cache, and a signed-in customer gets another cache id than a guest', async () => {
    const a = await signUp(s);
    const first = await s.gql(CUSTOMER, { headers: bearer(a.token) });
    const second = await s.gql(CUSTOMER, { headers: bearer(a.token) });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('cache-control')).toBe('no-store');
    const guest = await s.gql('{ storeConfig { store_code } }');
    const customer = await s.gql('{ storeConfig { store_code } }', { headers: bearer(a.token) });
    expect(guest.headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
    expect(customer.headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
    expect(customer.headers.get('x-magento-cache-id')).not.toBe(guest.headers.get('x-magento-cache-id'));
    // Two customers of one group share the id (it names a group, not a person).
    const b = await signUp(s);
    const other = await s.gql('{ storeConfig { store_code } }', { headers: bearer(b.token) });
    expect(other.headers.get('x-magento-cache-id')).toBe(customer.headers.get('x-magento-cache-id'));
  });

  it('answers the password and token settings in storeConfig', async () => {
    const r = await s.gql<{ storeConfig: Record<string, unknown> }>(
      '{ storeConfig { customer_access_token_lifetime minimum_password_length required_character_classes_number } }',
    );
    expect(r.body.data!.storeConfig).toEqual({
      customer_access_token_lifetime: 1,
      minimum_password_length: '8',
      required_character_classes_number: '0',
    });
  });
});

describe('updateCustomerV2 and updateCustomer', () => {
  const UPDATE = `mutation ($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) {
    customer { firstname middlename lastname gender date_of_birth phone is_subscribed } } }`;

  it('changes the fields given and leaves the others', async () => {
    const a = await signUp(s, { phone: '+380501234567' });
    const r = await call(
      s,
      UPDATE,
      { input: { firstname: 'Оксана', gender: 1, date_of_birth: '1988-01-02', is_subscribed: true } },
      a.token,
    );
    expect(r.body.data).toEqual({
      updateCustomerV2: {
        customer: {
          firstname: 'Оксана',
          middlename: null,
          lastname: 'Коваль',
          gender: 1,
          date_of_birth: '1988-01-02',
          phone: '+380501234567',
          is_subscribed: true,
        },
      },
    });
    const off = await call(s, UPDATE, { input: { is_subscribed: false, phone: '' } }, a.token);
    expect(off.body.data).toMatchObject({
      updateCustomerV2: { customer: { is_subscribed: false, phone: null } },
    });
    const legacy = await call(
      s,
      `mutation { updateCustomer(input: { lastname: "Шевченко" }) { customer { lastname } } }`,
      {},
      a.token,
    );
    expect(legacy.body.data).toEqual({ updateCustomer: { customer: { lastname: 'Шевченко' } } });
  });

  it('refuses an empty input, a bad value and a guest', async () => {
    const a = await signUp(s);
    expectError(
      await call(s, UPDATE, { input: {} }, a.token),
      '"input" value should be specified',
      'graphql-input',
    );
    expectError(
      await call(s, UPDATE, { input: { lastname: '' } }, a.token),
      'Required parameters are missing: lastname',
      'graphql-input',
    );
    expectError(
      await call(s, UPDATE, { input: { firstname: 'X' } }),
      NOT_AUTHORIZED,
      'graphql-authorization',
    );
  });
});

describe('updateCustomerEmail', () => {
  const EMAIL = `mutation ($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }`;

  it('needs the password, refuses a taken e-mail and moves sign-in to the new e-mail', async () => {
    const a = await signUp(s);
    const taken = await signUp(s);
    const next = uniqueEmail('moved');
    expectError(
      await call(s, EMAIL, { email: next, password: 'wrong password here' }, a.token),
      "The password doesn't match this account. Verify the password and try again.",
      'graphql-authentication',
    );
    expectError(
      await call(s, EMAIL, { email: taken.email, password: a.password }, a.token),
      'A customer with the same email address already exists in an associated website.',
      'graphql-input',
    );
    expectError(
      await call(s, EMAIL, { email: 'nope', password: a.password }, a.token),
      '"nope" is not a valid email address.',
      'graphql-input',
    );
    const moved = await call(s, EMAIL, { email: next, password: a.password }, a.token);
    expect(moved.body.data).toEqual({ updateCustomerEmail: { customer: { email: next } } });
    expect((await signIn(s, next, a.password)).body.errors).toBeUndefined();
    expect((await signIn(s, a.email, a.password)).body.errors?.[0]?.extensions?.category).toBe(
      'graphql-authentication',
    );
  });
});

describe('updateCustomer (deprecated) with an e-mail', () => {
  it("changes the e-mail only with the password, as Magento's", async () => {
    const a = await signUp(s);
    const next = uniqueEmail('legacy');
    const UPDATE = `mutation ($input: CustomerInput!) { updateCustomer(input: $input) { customer { email firstname } } }`;
    expectError(
      await call(s, UPDATE, { input: { email: next } }, a.token),
      'Provide the current "password" to change "email".',
      'graphql-input',
    );
    const moved = await call(
      s,
      UPDATE,
      { input: { email: next, password: a.password, firstname: 'Ірина' } },
      a.token,
    );
    expect(moved.body.data).toEqual({ updateCustomer: { customer: { email: next, firstname: 'Ірина' } } });
  });
});

describe('changeCustomerPassword', () => {
  const CHANGE = `mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }`;

  it('checks the current password and the rules, then ends the other sessions and keeps this one', async () => {
    const a = await signUp(s);
    const other = (await signIn(s, a.email, a.password)).body.data!.generateCustomerToken.token;
    expectError(
      await call(s, CHANGE, { c: 'not the password', n: 'Nove-Haslo-2026' }, a.token),
      "The password doesn't match this account. Verify the password and try again.",
      'graphql-authentication',
    );
    expectError(
      await call(s, CHANGE, { c: a.password, n: '12345678' }, a.token),
      'The password is among the most common ones. Create a new password and try again.',
      'graphql-input',
    );
    expectError(
      await call(s, CHANGE, { c: a.password, n: '' }, a.token),
      'Specify the "newPassword" value.',
      'graphql-input',
    );
    // Nothing changed so far: the other session still works.
    expect((await readCustomer(other)).body.errors).toBeUndefined();
    const changed = await call(s, CHANGE, { c: a.password, n: 'Nove-Haslo-2026' }, a.token);
    expect(changed.body.data).toEqual({ changeCustomerPassword: { email: a.email } });
    expectError(await readCustomer(other), NOT_AUTHORIZED, 'graphql-authorization');
    expect((await readCustomer(a.token)).body.errors).toBeUndefined();
    expect((await signIn(s, a.email, 'Nove-Haslo-2026')).body.errors).toBeUndefined();
    expect((await signIn(s, a.email, a.password)).body.errors?.[0]?.message).toMatch(/sign-in was incorrect/);
  });
});

describe('subscribeEmailToNewsletter', () => {
  const SUBSCRIBE = `mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`;

  it("keeps a guest's subscription, which the account later made with that e-mail reads", async () => {
    const email = uniqueEmail('news');
    expect((await call(s, SUBSCRIBE, { e: email })).body.data).toEqual({
      subscribeEmailToNewsletter: { status: 'SUBSCRIBED' },
    });
    expectError(
      await call(s, SUBSCRIBE, { e: email }),
      'This email address is already subscribed.',
      'graphql-input',
    );
    expectError(await call(s, SUBSCRIBE, { e: 'bad' }), 'Enter a valid email address.', 'graphql-input');
    expectError(
      await call(s, SUBSCRIBE, { e: '' }),
      'You must specify an email address to subscribe to a newsletter.',
      'graphql-input',
    );
    const a = await signUp(s, { email });
    expect((await readCustomer(a.token)).body.data!.customer.is_subscribed).toBe(true);
  });

  it('lets a customer subscribe only their own e-mail', async () => {
    const a = await signUp(s);
    expectError(
      await call(s, SUBSCRIBE, { e: uniqueEmail() }, a.token),
      'Cannot create a newsletter subscription.',
      'graphql-input',
    );
    expect((await call(s, SUBSCRIBE, { e: a.email }, a.token)).body.data).toEqual({
      subscribeEmailToNewsletter: { status: 'SUBSCRIBED' },
    });
    expect((await readCustomer(a.token)).body.data!.customer.is_subscribed).toBe(true);
  });
});

describe('deleteCustomer', () => {
  it('deletes the account and its sessions; its orders stay, finished ones anonymised', async () => {
    const a = await signUp(s);
    const insertOrder = async (status: string) => {
      const [o] = await s.db.query<{ id: number }>(
        `INSERT INTO sales_order (increment_id, idempotency_key, kind, status, store_code, customer_id, customer_email,
           customer_phone, customer_name, subtotal, grand_total, payment_method, payment_title)
         VALUES ('D' || floor(random() * 1e9)::text, gen_random_uuid()::text, 'checkout', $1, 'ua', $2, $3,
           '+380501234567', 'Олена Коваль', 100, 100, 'cashondelivery', 'Оплата при отриманні') RETURNING id`,
        [status, a.id, a.email],
      );
      await s.db.query(
        `INSERT INTO sales_order_address (order_id, address_type, firstname, lastname, telephone, city, street, country_id)
         VALUES ($1, 'shipping', 'Олена', 'Коваль', '+380501234567', 'Київ', ARRAY['вул. Хрещатик, 22'], 'UA')`,
        [o!.id],
      );
      return o!.id;
    };
    const done = await insertOrder('complete');
    const open = await insertOrder('pending');
    expectError(await call(s, 'mutation { deleteCustomer }'), NOT_AUTHORIZED, 'graphql-authorization');
    expect((await call(s, 'mutation { deleteCustomer }', {}, a.token)).body.data).toEqual({
      deleteCustomer: true,
    });
    expectError(await readCustomer(a.token), NOT_AUTHORIZED, 'graphql-authorization');
    expect((await signIn(s, a.email, a.password)).body.errors?.[0]?.extensions?.category).toBe(
      'graphql-authentication',
    );
    const orders = await s.db.query<{
      id: number;
      customer_id: number | null;
      customer_email: string | null;
      firstname: string;
      city: string;
    }>(
      `SELECT o.id, o.customer_id, o.customer_email, a.firstname, a.city FROM sales_order o
         JOIN sales_order_address a ON a.order_id = o.id WHERE o.id = ANY($1::int[]) ORDER BY o.id`,
      [[done, open]],
    );
    expect(orders).toEqual([
      { id: done, customer_id: null, customer_email: null, firstname: '-', city: 'Київ' },
      { id: open, customer_id: null, customer_email: a.email, firstname: 'Олена', city: 'Київ' },
    ]);
  });
});

describe('createEmptyCart with a token (magento/magento2#26112)', () => {
  it("answers the customer's own cart, the one customerCart answers, not a guest cart", async () => {
    const a = await signUp(s);
    const made = await call<{ createEmptyCart: string }>(s, 'mutation { createEmptyCart }', {}, a.token);
    const id = made.body.data!.createEmptyCart;
    const [cart] = await s.db.query<{ customer_id: number | null }>(
      `SELECT customer_id FROM cart WHERE masked_id = $1`,
      [id],
    );
    expect(cart!.customer_id).toBe(a.id);
    const mine = await call<{ customerCart: { id: string } }>(s, '{ customerCart { id } }', {}, a.token);
    expect(mine.body.data!.customerCart.id).toBe(id);
    expect(
      (await call<{ createEmptyCart: string }>(s, 'mutation { createEmptyCart }', {}, a.token)).body.data!
        .createEmptyCart,
    ).toBe(id);
  });

  it('refuses an expired token instead of making a guest cart', async () => {
    const a = await signUp(s);
    await s.db.query(
      `UPDATE customer_token SET expires_at = now() - interval '1 second' WHERE customer_id = $1`,
      [a.id],
    );
    const before = await s.db.query(`SELECT count(*)::int AS n FROM cart`);
    expectError(
      await call(s, 'mutation { createEmptyCart }', {}, a.token),
      NOT_AUTHORIZED,
      'graphql-authorization',
    );
    expect(await s.db.query(`SELECT count(*)::int AS n FROM cart`)).toEqual(before);
  });
});
