/**
 * The checkout's steps (cart-account spec §4 "Checkout steps"): each one dispatches submit, then accept
 * with its data or reject with its error, in the checkout slice whose step data the browser keeps.
 * Delivery sets the guest's e-mail on the cart before the shipping address, and the address answers the
 * shipping methods; the shipping method is set on the cart (for its totals and payment methods);
 * payment and billing are kept until the order; the order goes through the REST steps (place-order.ts),
 * then the receipt is stored, the saved data cleared, the cart replaced and /order-success shown.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useClient, useQuery, type Client, type CombinedError } from 'urql';
import { useLocation } from 'wouter';
import type { AnalyticsProduct } from '../../shared/analytics/analytics.ts';
import {
  trackAddPaymentInfo,
  trackAddShippingInfo,
  trackPurchase,
} from '../../shared/analytics/checkout-events.ts';
import { RestError } from '../../shared/rest/rest-error.ts';
import { createRestClient, type RestClient } from '../../shared/rest/request.ts';
import { useAppStore, useDispatch, useIsSignedIn } from '../../shared/state/app-store.tsx';
import {
  checkoutActions,
  type CheckoutStep,
  type ShippingMethodOption,
} from '../../shared/state/checkout-state.ts';
import { readPersistedSlices } from '../../shared/state/persisted-slices.ts';
import { createBrowserStorage } from '../../shared/storage/browser-storage.ts';
import { readCheckoutAddress, type CheckoutAddress } from './checkout-address.ts';
import { readFragment, type FragmentOf } from '../../shared/graphql/graphql.ts';
import {
  CHECKOUT_CART,
  CHECKOUT_CART_FRAGMENT,
  PLACED_ORDER_NUMBER,
  SET_GUEST_EMAIL,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  SHIPPING_METHOD_FRAGMENT,
  type CheckoutCart,
} from './checkout-operations.ts';
import { toCartAddressInput } from './checkout-address.ts';
import { MISSING_CART_ID, MISSING_EMAIL, placeOrder } from './place-order.ts';

/** What the app gives the checkout: how to remove the ordered cart and start a new one (spec §4). */
export interface CheckoutPageProps {
  replaceCart?: () => Promise<void>;
  /** Tests: a REST client of their own; the browser's `/rest/V1` client otherwise. */
  rest?: RestClient;
}

/** The shopper's text of a step's error: the server's message when it gave one. */
export function errorText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof RestError) return error.serverMessage || error.message;
  const combined = error as Partial<CombinedError>;
  if (combined.graphQLErrors?.length) return combined.graphQLErrors[0]!.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function shippingOptions(
  methods: readonly (FragmentOf<typeof SHIPPING_METHOD_FRAGMENT> | null)[] | null | undefined,
) {
  return (methods ?? []).flatMap((masked): ShippingMethodOption[] => {
    const method = readFragment(SHIPPING_METHOD_FRAGMENT, masked);
    return method && method.available && method.method_code
      ? [
          {
            code: `${method.carrier_code}_${method.method_code}`,
            title: method.method_title
              ? `${method.carrier_title}: ${method.method_title}`
              : method.carrier_title,
            carrierCode: method.carrier_code,
            methodCode: method.method_code,
            amount: method.amount,
          },
        ]
      : [];
  });
}

/** The cart lines as analytics tracks them (quantity 1 per item, spec §9). */
export function trackedProducts(cart: CheckoutCart | null | undefined): AnalyticsProduct[] {
  return (cart?.items ?? []).flatMap((item) =>
    item ? [{ sku: item.product.sku, name: item.product.name, price: item.prices?.price ?? null }] : [],
  );
}

/** The placed order's number (PLACED_ORDER_NUMBER), or null when the server does not tell it. */
async function placedOrderNumber(client: Client, cartId: string | null): Promise<string | null> {
  if (!cartId) return null;
  const result = await client
    .mutation(PLACED_ORDER_NUMBER, { cartId })
    .toPromise()
    .catch(() => null);
  return result?.data?.placeOrder?.orderV2?.number || null;
}

const STEP_ORDER: readonly CheckoutStep[] = ['shippingAddress', 'shippingMethod', 'paymentMethod', 'order'];

async function run<T>(
  promise: Promise<{ data?: T | undefined; error?: CombinedError | undefined }>,
): Promise<T> {
  const result = await promise;
  if (result.error) throw result.error;
  if (!result.data) throw new Error('No answer from the server.');
  return result.data;
}

export function useCheckout({ replaceCart, rest: givenRest }: CheckoutPageProps) {
  const dispatch = useDispatch();
  const client = useClient();
  const [, navigate] = useLocation();
  const signedIn = useIsSignedIn();
  const cartId = useAppStore((s) => s.cart.cartId);
  const checkout = useAppStore((s) => s.checkout);
  const rest = useMemo(
    () => givenRest ?? createRestClient({ baseUrl: '/rest/V1', storage: createBrowserStorage() }),
    [givenRest],
  );
  const [editing, setEditing] = useState<CheckoutStep | null>(null);

  // Begin: the saved steps come back from storage (or the defaults).
  useEffect(() => {
    dispatch(checkoutActions.begin(readPersistedSlices(createBrowserStorage()).checkout));
  }, [dispatch]);

  const [cartResult] = useQuery({
    query: CHECKOUT_CART,
    variables: { cartId: cartId ?? '' },
    pause: !cartId,
    requestPolicy: 'network-only',
  });
  const cart = readFragment(CHECKOUT_CART_FRAGMENT, cartResult.data?.cart) ?? null;
  const products = useMemo(() => trackedProducts(cart), [cart]);

  const address = useMemo(() => readCheckoutAddress(checkout.shippingAddress), [checkout.shippingAddress]);
  const billing = useMemo(() => readCheckoutAddress(checkout.billingAddress), [checkout.billingAddress]);
  const chosenMethod =
    checkout.availableShippingMethods.find((m) => m.code === checkout.shippingMethod) ?? null;

  const done: Record<CheckoutStep, boolean> = {
    billingAddress: billing !== null,
    shippingAddress: address !== null && checkout.availableShippingMethods.length > 0,
    shippingMethod: chosenMethod !== null,
    paymentMethod: checkout.paymentCode !== null,
    order: false,
  };
  const active: CheckoutStep = editing ?? STEP_ORDER.find((step) => !done[step]) ?? 'order';

  const submitDelivery = useCallback(
    async (values: CheckoutAddress) => {
      dispatch(checkoutActions.submit('shippingAddress'));
      try {
        if (!cartId) throw new Error(MISSING_CART_ID);
        if (!signedIn) {
          if (!values.email) throw new Error(MISSING_EMAIL);
          await run(client.mutation(SET_GUEST_EMAIL, { cartId, email: values.email }).toPromise());
        }
        dispatch(checkoutActions.getShippingMethodsRequest());
        const data = await run(
          client.mutation(SET_SHIPPING_ADDRESS, { cartId, address: toCartAddressInput(values) }).toPromise(),
        );
        const methods = shippingOptions(
          data.setShippingAddressesOnCart?.cart.shipping_addresses[0]?.available_shipping_methods,
        );
        dispatch(checkoutActions.getShippingMethodsReceive(methods));
        dispatch(checkoutActions.accept('shippingAddress', { ...values }));
        setEditing(null);
      } catch (error) {
        dispatch(checkoutActions.getShippingMethodsReceive(checkout.availableShippingMethods));
        dispatch(checkoutActions.reject('shippingAddress', error));
      }
    },
    [dispatch, client, cartId, signedIn, checkout.availableShippingMethods],
  );

  const submitShippingMethod = useCallback(
    async (code: string) => {
      dispatch(checkoutActions.submit('shippingMethod'));
      try {
        if (!cartId) throw new Error(MISSING_CART_ID);
        const option = checkout.availableShippingMethods.find((m) => m.code === code);
        if (!option?.carrierCode || !option.methodCode) throw new Error('Choose a delivery method.');
        await run(
          client
            .mutation(SET_SHIPPING_METHOD, {
              cartId,
              carrierCode: option.carrierCode,
              methodCode: option.methodCode,
            })
            .toPromise(),
        );
        dispatch(checkoutActions.accept('shippingMethod', { code: option.code, title: option.title }));
        trackAddShippingInfo(products, option.title);
        setEditing(null);
      } catch (error) {
        dispatch(checkoutActions.reject('shippingMethod', error));
      }
    },
    [dispatch, client, cartId, checkout.availableShippingMethods, products],
  );

  const submitPayment = useCallback(
    (payment: { code: string; nonce: string | null; saveCard: boolean; billing: CheckoutAddress | null }) => {
      dispatch(checkoutActions.submit('paymentMethod'));
      if (!cartId) {
        dispatch(checkoutActions.reject('paymentMethod', new Error(MISSING_CART_ID)));
        return;
      }
      const sameAsShipping = payment.billing === null;
      dispatch(checkoutActions.submit('billingAddress'));
      dispatch(
        checkoutActions.accept('billingAddress', {
          ...(payment.billing ?? address ?? {}),
          sameAsShippingAddress: sameAsShipping,
        }),
      );
      dispatch(
        checkoutActions.accept('paymentMethod', {
          code: payment.code,
          data: payment.nonce
            ? { nonce: payment.nonce, ...(payment.saveCard ? { saveCard: true } : {}) }
            : null,
        }),
      );
      const title = cart?.available_payment_methods?.find((m) => m?.code === payment.code)?.title;
      trackAddPaymentInfo(products, title ?? payment.code);
      setEditing(null);
    },
    [dispatch, cartId, address, cart, products],
  );

  const submitOrder = useCallback(async () => {
    dispatch(checkoutActions.submit('order'));
    try {
      if (!address) throw new Error(MISSING_EMAIL);
      if (!chosenMethod?.carrierCode || !chosenMethod.methodCode || !checkout.paymentCode)
        throw new Error('Missing required information: shippingMethod');
      const nonce = checkout.paymentData?.nonce;
      const sameAsShipping = checkout.billingAddress?.sameAsShippingAddress !== false;
      const orderId = await placeOrder(rest, {
        cartId,
        signedIn,
        shippingAddress: address,
        billingAddress: sameAsShipping ? null : billing,
        carrierCode: chosenMethod.carrierCode,
        methodCode: chosenMethod.methodCode,
        paymentCode: checkout.paymentCode,
        nonce: typeof nonce === 'string' ? nonce : null,
        saveCard: signedIn && checkout.paymentData?.saveCard === true,
      });
      // The shopper is shown the order number, not the entity id the REST placement answers.
      const orderNumber = (await placedOrderNumber(client, cartId)) ?? orderId;
      const grandTotal = cart?.prices?.grand_total;
      trackPurchase(
        {
          id: orderNumber,
          total: grandTotal?.value ?? null,
          currency: grandTotal?.currency ?? null,
          shipping: chosenMethod.amount?.value ?? null,
        },
        products,
      );
      dispatch(
        checkoutActions.accept('order', {
          order: {
            id: orderNumber,
            shipping_address: { ...address },
            email: address.email,
            guest: !signedIn,
            oneClick: false,
          },
        }),
      );
      // A failure creating the new cart is ignored (spec §8): the cart lifecycle makes one when needed.
      await replaceCart?.().catch(() => undefined);
      navigate('/order-success');
    } catch (error) {
      dispatch(checkoutActions.reject('order', error));
    }
  }, [
    dispatch,
    rest,
    client,
    cartId,
    signedIn,
    address,
    billing,
    chosenMethod,
    checkout,
    cart,
    products,
    replaceCart,
    navigate,
  ]);

  return {
    cart,
    cartFetching: cartResult.fetching,
    cartError: cartResult.error,
    hasCart: Boolean(cartId),
    signedIn,
    checkout,
    address,
    billing,
    chosenMethod,
    done,
    active,
    edit: setEditing,
    submitDelivery,
    submitShippingMethod,
    submitPayment,
    submitOrder,
  };
}

export type CheckoutModel = ReturnType<typeof useCheckout>;
