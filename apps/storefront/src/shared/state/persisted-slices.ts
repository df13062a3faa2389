/**
 * What the user, cart and checkout slices keep in browser storage (cart-account spec §9), through the
 * storage module and its time-to-live: the sign-in token (3600 s), the cart id, and the checkout steps'
 * data. Read once when the store is made in the browser; written whenever those parts change. Kept out
 * of app-store.tsx so pages that never touch them do not load this on first paint.
 */
import type { BrowserStorage } from '../storage/browser-storage.ts';
import { SIGNIN_TOKEN_TTL_SECONDS, STORAGE_KEYS } from '../storage/storage-keys.ts';
import type { CheckoutData } from './checkout-state.ts';
import type { TokenRecord } from './user-state.ts';
import { writeCartHint } from '../session/cart-hint.ts';
import { createAppStore, type AppStore, type AppStoreInit, type RootState } from './app-store.tsx';

/** The checkout data keys of spec §9, per field of the slice. */
export const CHECKOUT_STORAGE_KEYS = {
  billingAddress: 'billing_address',
  shippingAddress: 'shipping_address',
  paymentMethod: 'paymentMethod',
  shippingMethod: 'shippingMethod',
  availableShippingMethods: 'availableShippingMethods',
} as const;

export interface PersistedSlices {
  token: TokenRecord | null;
  /** A token was stored but has expired (or is unreadable): the session must be ended on start. */
  tokenExpired?: boolean;
  cartId: string | null;
  checkout: Partial<CheckoutData>;
}

/** What the stored values give back (expired ones read as absent). */
export function readPersistedSlices(storage: BrowserStorage): PersistedSlices {
  const payment = storage.getItem<{ code: string; data: Record<string, unknown> | null }>(
    CHECKOUT_STORAGE_KEYS.paymentMethod,
  );
  const shipping = storage.getItem<{ code: string; title: string }>(CHECKOUT_STORAGE_KEYS.shippingMethod);
  const checkout: Partial<CheckoutData> = {};
  const billing = storage.getItem<Record<string, unknown>>(CHECKOUT_STORAGE_KEYS.billingAddress);
  const address = storage.getItem<Record<string, unknown>>(CHECKOUT_STORAGE_KEYS.shippingAddress);
  const methods = storage.getItem<CheckoutData['availableShippingMethods']>(
    CHECKOUT_STORAGE_KEYS.availableShippingMethods,
  );
  if (billing) checkout.billingAddress = billing;
  if (address) checkout.shippingAddress = address;
  if (payment) Object.assign(checkout, { paymentCode: payment.code, paymentData: payment.data ?? null });
  if (shipping) Object.assign(checkout, { shippingMethod: shipping.code, shippingTitle: shipping.title });
  if (methods) checkout.availableShippingMethods = methods;
  // Reading an expired record removes it, so whether one was there is asked first.
  const hadToken = storage.keys().includes(STORAGE_KEYS.signinToken);
  const token = storage.getRecord<string>(STORAGE_KEYS.signinToken) ?? null;
  return {
    token,
    tokenExpired: hadToken && token === null,
    cartId: storage.getItem<string>(STORAGE_KEYS.cartId) ?? null,
    checkout,
  };
}

function write<T>(storage: BrowserStorage, key: string, value: T | null | undefined, ttl = 0): void {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, value, ttl);
}

/** Writes the persisted parts that differ between `before` and `after`. */
export function writePersistedSlices(
  storage: BrowserStorage,
  before: PersistedSlices,
  after: PersistedSlices,
): void {
  if (before.token !== after.token)
    write(
      storage,
      STORAGE_KEYS.signinToken,
      after.token?.value,
      after.token?.ttl ?? SIGNIN_TOKEN_TTL_SECONDS,
    );
  if (before.cartId !== after.cartId) write(storage, STORAGE_KEYS.cartId, after.cartId);
  const b = before.checkout;
  const a = after.checkout;
  if (b.billingAddress !== a.billingAddress)
    write(storage, CHECKOUT_STORAGE_KEYS.billingAddress, a.billingAddress);
  if (b.shippingAddress !== a.shippingAddress)
    write(storage, CHECKOUT_STORAGE_KEYS.shippingAddress, a.shippingAddress);
  if (b.paymentCode !== a.paymentCode || b.paymentData !== a.paymentData)
    write(
      storage,
      CHECKOUT_STORAGE_KEYS.paymentMethod,
      a.paymentCode ? { code: a.paymentCode, data: a.paymentData ?? null } : null,
    );
  if (b.shippingMethod !== a.shippingMethod || b.shippingTitle !== a.shippingTitle)
    write(
      storage,
      CHECKOUT_STORAGE_KEYS.shippingMethod,
      a.shippingMethod ? { code: a.shippingMethod, title: a.shippingTitle ?? '' } : null,
    );
  if (b.availableShippingMethods !== a.availableShippingMethods)
    write(
      storage,
      CHECKOUT_STORAGE_KEYS.availableShippingMethods,
      a.availableShippingMethods?.length ? a.availableShippingMethods : null,
    );
}

const persistedOf = (s: RootState): PersistedSlices => ({
  token: s.user.token,
  cartId: s.cart.cartId,
  checkout: s.checkout,
});

/** A cart id or a token is kept: what the cart hint cookie tells the server (shared/session/cart-hint.ts). */
const mayHoldCart = (s: RootState): boolean => s.cart.cartId !== null || s.user.token !== null;

/**
 * The browser's store: starts from what storage kept and writes the persisted parts back on change,
 * and the cart hint with them (written on start too, so it follows storage cleared by other means).
 */
export function createPersistedAppStore(
  storage: BrowserStorage,
  init: Omit<AppStoreInit, 'saved'> = {},
  writeHint: (mayHoldCart: boolean) => void = writeCartHint,
): AppStore {
  const store = createAppStore({ ...init, saved: readPersistedSlices(storage) });
  writeHint(mayHoldCart(store.getState()));
  store.subscribe((after, before) => {
    writePersistedSlices(storage, persistedOf(before), persistedOf(after));
    const holds = mayHoldCart(after);
    if (holds !== mayHoldCart(before)) writeHint(holds);
  });
  return store;
}
