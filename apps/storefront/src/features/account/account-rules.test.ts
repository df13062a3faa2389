import { describe, expect, it } from 'vitest';
import { accountFailureOf } from './account-errors.ts';
import { isBlankPhone, isValidDateOfBirth } from './account-forms.ts';
import { accountTabFor } from './account-tabs.ts';
import type { CustomerOrder, PaymentToken } from './account-documents.ts';
import { deliveryAddress, itemSize, orderDate, orderStatusKey } from './order-view.ts';
import { savedCardOf } from './payment-token.ts';
import { pageOf } from './tabs/OrderHistory.tsx';
import { CombinedError, getOperationName } from '@urql/core';
import { print, type DocumentNode } from 'graphql';
import { isPublicOperation } from '../../shared/graphql/public-operations.ts';
import * as accountDocuments from './account-documents.ts';

describe('account tabs', () => {
  it('maps tab ids, the short signed-in routes and unknown tabs', () => {
    expect(accountTabFor(null).id).toBe('home');
    expect(accountTabFor('home').id).toBe('home');
    expect(accountTabFor('addressBook').id).toBe('addressBook');
    expect(accountTabFor('address-book').id).toBe('addressBook');
    expect(accountTabFor('account-information').id).toBe('personalInformation');
    expect(accountTabFor('order-history').path).toBe('/customer/account/orderHistory');
    expect(accountTabFor('saved-payments').path).toBe('/saved-payments');
    expect(accountTabFor('nonsense').id).toBe('home');
    expect(accountTabFor('toString').id).toBe('home');
  });
});

describe('account forms', () => {
  it('takes an empty phone or the bare +380 as no phone', () => {
    expect(isBlankPhone('')).toBe(true);
    expect(isBlankPhone(' +380 ')).toBe(true);
    expect(isBlankPhone('+38067')).toBe(false);
  });

  it('takes a date of birth after 1900 and before today', () => {
    const today = new Date('2026-11-25T00:00:00Z');
    expect(isValidDateOfBirth('', today)).toBe(true);
    expect(isValidDateOfBirth('1990-05-17', today)).toBe(true);
    expect(isValidDateOfBirth('2027-01-01', today)).toBe(false);
    expect(isValidDateOfBirth('1899-12-31', today)).toBe(false);
    expect(isValidDateOfBirth('17.05.1990', today)).toBe(false);
    expect(isValidDateOfBirth('1990-13-45', today)).toBe(false);
  });
});

describe('order view', () => {
  it("reads Magento's status labels and our codes alike", () => {
    expect(orderStatusKey('Pending Payment')).toBe('pending_payment');
    expect(orderStatusKey('pending_payment')).toBe('pending_payment');
    expect(orderStatusKey('Complete')).toBe('complete');
    expect(orderStatusKey('Cancelled')).toBe('canceled');
    expect(orderStatusKey('On Hold')).toBe('holded');
    expect(orderStatusKey('Something new')).toBeNull();
  });

  it('finds the size among the options and the delivery address', () => {
    const item = {
      selected_options: [
        { label: 'Колір', value: 'чорний' },
        { label: 'Розмір', value: 'M' },
      ],
    } as NonNullable<NonNullable<CustomerOrder['items']>[number]>;
    expect(itemSize(item)).toBe('M');
    expect(itemSize({ ...item, selected_options: [] })).toBeNull();
    const order = {
      shipping_address: { city: 'Київ', street: ['Відділення №1'] },
    } as unknown as CustomerOrder;
    expect(deliveryAddress(order)).toBe('Відділення №1, Київ');
    expect(deliveryAddress({ shipping_address: null } as unknown as CustomerOrder)).toBeNull();
  });

  it("reads Magento's order date (UTC) and ISO dates", () => {
    expect(orderDate('2026-11-20 22:30:00')?.toISOString()).toBe('2026-11-20T22:30:00.000Z');
    expect(orderDate('2026-11-20T10:00:00.000Z')?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(orderDate('yesterday')).toBeNull();
  });

  it('reads the page of the address', () => {
    expect(pageOf('')).toBe(1);
    expect(pageOf('?page=3')).toBe(3);
    expect(pageOf('page=0')).toBe(1);
    expect(pageOf('page=abc')).toBe(1);
    expect(pageOf('page=2.5')).toBe(1);
  });
});

describe('saved cards', () => {
  const token = (details: string | null): PaymentToken => ({
    public_hash: 'h1',
    payment_method_code: 'vitryna_card',
    type: 'card',
    details,
  });

  it("reads Magento's vault details: scheme, last digits, expiry", () => {
    expect(savedCardOf(token('{"type":"VI","maskedCC":"4242","expirationDate":"12/2030"}'))).toEqual({
      publicHash: 'h1',
      brand: 'Visa',
      last4: '4242',
      expires: '12/2030',
      type: 'card',
    });
    expect(savedCardOf(token('{"type":"MC","maskedCC":"XXXX-1111"}')).last4).toBe('1111');
  });

  it('shows a card whose details are missing or not JSON', () => {
    expect(savedCardOf(token(null))).toMatchObject({ brand: null, last4: null, expires: null });
    expect(savedCardOf(token('not json'))).toMatchObject({ brand: null, last4: null });
  });
});

describe('account failures', () => {
  it('tells a refused token from a server message and a network failure', () => {
    const auth = new CombinedError({
      graphQLErrors: [
        {
          message: "The current customer isn't authorized.",
          extensions: { category: 'graphql-authorization' },
        },
      ],
    });
    expect(accountFailureOf(auth)).toEqual({
      kind: 'signedOut',
      message: "The current customer isn't authorized.",
    });
    const input = new CombinedError({ graphQLErrors: [{ message: 'Invalid login or password.' }] });
    expect(accountFailureOf(input)).toEqual({ kind: 'server', message: 'Invalid login or password.' });
    expect(accountFailureOf(new CombinedError({ networkError: new Error('offline') }))?.kind).toBe('network');
    expect(accountFailureOf(null)).toBeNull();
  });
});

describe("the account's documents", () => {
  const documents = Object.entries(accountDocuments).filter(
    (entry): entry is [string, DocumentNode] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'kind' in entry[1],
  );

  it.each(documents)('%s is personal: never kept by a cache that outlives the page', (_name, document) => {
    const name = getOperationName(document);
    expect(name).toBeTruthy();
    expect(isPublicOperation(name)).toBe(false);
  });

  it('asks for the orders of every store view (an order placed in ua shows in ru)', () => {
    expect(print(accountDocuments.CUSTOMER_ORDERS)).toMatch(/scope: WEBSITE/);
  });

  it('asks for the newest orders first', () => {
    expect(print(accountDocuments.CUSTOMER_ORDERS)).toMatch(
      /sort: \{\s*sort_field: CREATED_AT,?\s*sort_direction: DESC\s*\}/,
    );
  });
});
