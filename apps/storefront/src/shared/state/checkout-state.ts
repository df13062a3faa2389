/**
 * The checkout slice (cart-account spec §3/§4/§9): the data of each step, isSubmitting, an error per
 * step, the available shipping methods and the receipt. Each step has submit (isSubmitting, its error
 * cleared), accept (its data stored) and reject (its error stored). The steps' data is what is
 * persisted in browser storage under the spec's checkout keys (see persisted-slices.ts).
 */

export type CheckoutStep =
  'billingAddress' | 'shippingAddress' | 'paymentMethod' | 'shippingMethod' | 'order';

export interface ShippingMethodOption {
  code: string;
  title: string;
  /** Magento's carrier and method codes the REST shipping-information takes, and the price shown. */
  carrierCode?: string;
  methodCode?: string;
  amount?: { value: number | null; currency: string | null } | null;
}

export interface CheckoutData {
  billingAddress: Readonly<Record<string, unknown>> | null;
  shippingAddress: Readonly<Record<string, unknown>> | null;
  paymentCode: string | null;
  paymentData: Readonly<Record<string, unknown>> | null;
  shippingMethod: string | null;
  shippingTitle: string | null;
  availableShippingMethods: readonly ShippingMethodOption[];
}

export interface CheckoutState extends CheckoutData {
  isSubmitting: boolean;
  errors: Readonly<Record<CheckoutStep, unknown>>;
  isGettingShippingMethods: boolean;
  receipt: { order: Readonly<Record<string, unknown>> } | null;
}

/** What accepting a step stores. */
export interface StepData {
  billingAddress: Readonly<Record<string, unknown>>;
  shippingAddress: Readonly<Record<string, unknown>>;
  paymentMethod: { code: string; data?: Readonly<Record<string, unknown>> | null };
  shippingMethod: { code: string; title: string };
  order: { order: Readonly<Record<string, unknown>> };
}

export type CheckoutAction =
  | { type: 'checkout/begin'; saved: Partial<CheckoutData> }
  | { type: 'checkout/submit'; step: CheckoutStep }
  | { [S in CheckoutStep]: { type: 'checkout/accept'; step: S; data: StepData[S] } }[CheckoutStep]
  | { type: 'checkout/reject'; step: CheckoutStep; error: unknown }
  | { type: 'checkout/getShippingMethodsRequest' }
  | { type: 'checkout/getShippingMethodsReceive'; methods: readonly ShippingMethodOption[] }
  | { type: 'checkout/resetReceipt' }
  | { type: 'checkout/reset' };

const STEPS: readonly CheckoutStep[] = [
  'billingAddress',
  'shippingAddress',
  'paymentMethod',
  'shippingMethod',
  'order',
];
const noErrors = () => Object.fromEntries(STEPS.map((step) => [step, null])) as Record<CheckoutStep, unknown>;

export const initialCheckoutData: CheckoutData = {
  billingAddress: null,
  shippingAddress: null,
  paymentCode: null,
  paymentData: null,
  shippingMethod: null,
  shippingTitle: null,
  availableShippingMethods: [],
};

export const initialCheckoutState: CheckoutState = {
  ...initialCheckoutData,
  isSubmitting: false,
  errors: noErrors(),
  isGettingShippingMethods: false,
  receipt: null,
};

export const checkoutActions = {
  /** Restores what was saved (persisted-slices.ts readCheckoutData), defaults for the rest. */
  begin: (saved: Partial<CheckoutData> = {}): CheckoutAction => ({ type: 'checkout/begin', saved }),
  submit: (step: CheckoutStep): CheckoutAction => ({ type: 'checkout/submit', step }),
  accept: <S extends CheckoutStep>(step: S, data: StepData[S]): CheckoutAction =>
    ({ type: 'checkout/accept', step, data }) as CheckoutAction,
  reject: (step: CheckoutStep, error: unknown): CheckoutAction => ({ type: 'checkout/reject', step, error }),
  getShippingMethodsRequest: (): CheckoutAction => ({ type: 'checkout/getShippingMethodsRequest' }),
  getShippingMethodsReceive: (methods: readonly ShippingMethodOption[]): CheckoutAction => ({
    type: 'checkout/getShippingMethodsReceive',
    methods,
  }),
  resetReceipt: (): CheckoutAction => ({ type: 'checkout/resetReceipt' }),
  reset: (): CheckoutAction => ({ type: 'checkout/reset' }),
};

function accepted(
  state: CheckoutState,
  action: Extract<CheckoutAction, { type: 'checkout/accept' }>,
): CheckoutState {
  const done = { ...state, isSubmitting: false };
  switch (action.step) {
    case 'billingAddress':
      return { ...done, billingAddress: action.data };
    case 'shippingAddress':
      return { ...done, shippingAddress: action.data };
    case 'paymentMethod':
      return { ...done, paymentCode: action.data.code, paymentData: action.data.data ?? null };
    case 'shippingMethod':
      return { ...done, shippingMethod: action.data.code, shippingTitle: action.data.title };
    case 'order':
      // The order is placed: the saved checkout data goes, the receipt stays.
      return { ...initialCheckoutState, receipt: { order: action.data.order } };
  }
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'checkout/begin':
      return { ...initialCheckoutState, ...action.saved };
    case 'checkout/submit':
      return { ...state, isSubmitting: true, errors: { ...state.errors, [action.step]: null } };
    case 'checkout/accept':
      return accepted(state, action);
    case 'checkout/reject':
      return { ...state, isSubmitting: false, errors: { ...state.errors, [action.step]: action.error } };
    case 'checkout/getShippingMethodsRequest':
      return { ...state, isGettingShippingMethods: true };
    case 'checkout/getShippingMethodsReceive':
      return { ...state, isGettingShippingMethods: false, availableShippingMethods: action.methods };
    case 'checkout/resetReceipt':
      return { ...state, receipt: null };
    case 'checkout/reset':
      return initialCheckoutState;
    default:
      return state;
  }
}
