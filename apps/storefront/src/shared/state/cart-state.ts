/**
 * The cart slice (cart-account spec §3/§4): the cart id, its details and shipping methods, and a loading
 * flag and an error per request (getCart, getDetails, addItem, updateItem, removeItem), each with a
 * request and a receive action. The details themselves are the server's answer, kept as given.
 */

export type CartRequest = 'getCart' | 'getDetails' | 'addItem' | 'updateItem' | 'removeItem';

export const CART_REQUESTS: readonly CartRequest[] = [
  'getCart',
  'getDetails',
  'addItem',
  'updateItem',
  'removeItem',
];

export interface CartState {
  cartId: string | null;
  details: Readonly<Record<string, unknown>>;
  shippingMethods: readonly unknown[];
  loading: Readonly<Record<CartRequest, boolean>>;
  errors: Readonly<Record<CartRequest, unknown>>;
}

export type CartAction =
  | { type: 'cart/request'; request: CartRequest }
  | {
      type: 'cart/receive';
      request: CartRequest;
      error?: unknown;
      cartId?: string;
      details?: Record<string, unknown>;
    }
  | { type: 'cart/setShippingMethods'; methods: readonly unknown[] }
  | { type: 'cart/reset' };

const flags = <T>(value: T) =>
  Object.fromEntries(CART_REQUESTS.map((request) => [request, value])) as Record<CartRequest, T>;

export function createInitialCartState(cartId: string | null = null): CartState {
  return { cartId, details: {}, shippingMethods: [], loading: flags(false), errors: flags<unknown>(null) };
}

export const cartActions = {
  request: (request: CartRequest): CartAction => ({ type: 'cart/request', request }),
  receive: (
    request: CartRequest,
    result: { error?: unknown; cartId?: string; details?: Record<string, unknown> } = {},
  ): CartAction => ({ type: 'cart/receive', request, ...result }),
  setShippingMethods: (methods: readonly unknown[]): CartAction => ({
    type: 'cart/setShippingMethods',
    methods,
  }),
  reset: (): CartAction => ({ type: 'cart/reset' }),
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cart/request':
      return {
        ...state,
        loading: { ...state.loading, [action.request]: true },
        errors: { ...state.errors, [action.request]: null },
      };
    case 'cart/receive': {
      const loading = { ...state.loading, [action.request]: false };
      if (action.error) {
        // A failed fetch of the details resets the cart (spec §4).
        if (action.request === 'getDetails')
          return {
            ...createInitialCartState(),
            loading,
            errors: { ...state.errors, getDetails: action.error },
          };
        return { ...state, loading, errors: { ...state.errors, [action.request]: action.error } };
      }
      return {
        ...state,
        loading,
        cartId: action.cartId ?? state.cartId,
        details: action.details ?? state.details,
      };
    }
    case 'cart/setShippingMethods':
      return { ...state, shippingMethods: action.methods };
    case 'cart/reset':
      return createInitialCartState();
    default:
      return state;
  }
}
