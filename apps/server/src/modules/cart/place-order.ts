/**
 * placeOrder: the cart, checked, becomes an OrderDraft (sales/order-draft.ts) that the sales
 * module places once per key (`cart:<internal id>`). Its hooks close the cart in the transaction
 * that writes the order (and reopen it when a payment fails), so a placed cart answers the same
 * order again instead of "The cart isn't active.".
 */
import type { Context } from '../../graphql-context.ts';
import { inputError } from '../../shared/errors.ts';
import type { OrderDraft, OrderDraftAddress, PlacedOrder } from '../sales/order-draft.ts';
import { CARD } from '../shipping/payment-methods.ts';
import { cartNotActive, cartWithContentsForUser } from './access.ts';
import { loadCartView, type CartView } from './cart-view.ts';
import { findPaymentToken } from '../payment/saved-cards.ts';
import { selectCustomerEmail, type AddressRecord, type CartRecord } from './queries.ts';

export interface PlacedOrderAnswer {
  orderId: number;
  number: string;
  view: CartView;
}

const unable = (message: string, errorCode = 'UNABLE_TO_PLACE_ORDER') =>
  inputError(message, { error_code: errorCode });

function draftAddress(a: AddressRecord): OrderDraftAddress {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    telephone: a.telephone ?? '',
    city: a.city,
    street: a.street,
    postcode: a.postcode,
    countryId: a.country_code,
    regionCode: a.region_code,
    region: a.region,
    novaPoshtaCityRef: a.nova_poshta_city_ref,
    novaPoshtaStreetRef: a.nova_poshta_street_ref,
    novaPoshtaWarehouseRef: a.nova_poshta_warehouse_ref,
    deliveryTimeSlots: a.delivery_time_slots,
  };
}

/** The draft of a cart ready to order, or Magento's error for what is missing. */
export function orderDraftOf(ctx: Context, v: CartView, payWith: PayWith = {}): OrderDraft {
  const r = v.record;
  if (r.customer_id === null && !r.email)
    throw unable('Guest email for cart is missing.', 'GUEST_EMAIL_MISSING');
  if (!v.items.length)
    throw unable('Unable to place order: A server error stopped your order from being placed.');
  if (v.items.some((i) => i.errors.length)) throw unable('Some of the products are out of stock.');
  if (!v.shipping) throw unable('The shipping address is missing. Set the address and try again.');
  const rate = v.shipping.selected;
  if (!rate) throw unable('The shipping method is missing. Select the shipping method and try again');
  const address = v.shipping.address;
  if (
    (rate.methodCode === 'warehouse' || rate.methodCode === 'postomat') &&
    !address.nova_poshta_warehouse_ref
  ) {
    throw unable('Please check the shipping address information. The Nova Poshta branch is missing.');
  }
  if (rate.methodCode === 'pickup' && !address.pickup_location_code) {
    throw unable('Please check the shipping address information. The pickup store is missing.');
  }
  const payment = v.selectedPayment;
  if (!payment || !v.paymentMethods.some((m) => m.code === payment.code)) {
    throw unable('Enter a valid payment method and try again.');
  }
  const billing = v.billing ?? address;
  return {
    idempotencyKey: `cart:${r.id}`,
    storeCode: ctx.store.code,
    locale: ctx.store.locale,
    customerId: r.customer_id,
    email: payWith.customerEmail ?? r.email,
    phone: address.telephone,
    items: v.items.map((i) => ({
      productId: i.variant?.id ?? i.product.id,
      sku: i.variant?.sku ?? i.product.sku,
      parentProductId: i.variant ? i.product.id : null,
      parentSku: i.variant ? i.product.sku : null,
      name: i.product.name ?? i.product.sku,
      sizeLabel: i.option?.size_label ?? null,
      qty: i.qty,
      unitPriceKop: i.unitKop,
      rowTotalKop: i.rowKop,
      discountKop: i.discountKop,
      loyaltyBonusKop: Math.round(Number(i.product.loyalty_bonus ?? 0) * 100) * i.qty,
    })),
    shipping: {
      carrierCode: rate.carrierCode,
      methodCode: rate.methodCode,
      title: `${rate.carrierTitle} - ${rate.methodTitle}`,
      amountKop: rate.amountKop,
      address: rate.methodCode === 'pickup' ? null : draftAddress(address),
      pickupLocationId: rate.methodCode === 'pickup' ? Number(address.pickup_location_code) || null : null,
    },
    billingAddress: draftAddress(billing),
    payment: {
      method: payment.code,
      title: payment.title,
      nonce: payment.code === CARD && !payWith.gatewayToken ? r.payment_nonce : null,
      saveCard: payment.code === CARD && r.customer_id !== null && r.payment_save_card,
      gatewayToken: payment.code === CARD ? (payWith.gatewayToken ?? null) : null,
    },
    totals: {
      subtotalKop: v.subtotalKop,
      discountKop: v.discountKop,
      shippingKop: v.shippingKop,
      grandTotalKop: v.grandTotalKop,
      couponCode: v.coupon?.code ?? null,
    },
    kind: 'checkout',
  };
}

/** What a customer's order takes from the account: its e-mail, and the saved card chosen. */
interface PayWith {
  customerEmail?: string | null;
  gatewayToken?: string | null;
}

async function payWithOf(ctx: Context, r: CartRecord): Promise<PayWith> {
  if (r.customer_id === null) return {};
  const db = ctx.services.db;
  const customerEmail = await selectCustomerEmail(db, r.customer_id);
  if (r.payment_method_code !== CARD || !r.payment_token_public_hash) return { customerEmail };
  // The saved card is looked up again: deleted since it was chosen, it cannot pay.
  const token = await findPaymentToken(db, r.customer_id, r.payment_token_public_hash);
  if (!token) throw unable('Enter a valid payment method and try again.');
  return { customerEmail, gatewayToken: token.gateway_token };
}

export async function placeCart(ctx: Context, cartId: string): Promise<PlacedOrderAnswer> {
  const { record, contents } = await cartWithContentsForUser(ctx, cartId, { allowInactive: true });
  const v = await loadCartView(ctx, record, contents);
  if (!record.is_active) {
    // Already ordered: the same order again. Inactive for another reason (merged): Magento's error.
    if (record.order_id !== null && record.order_number) {
      return { orderId: record.order_id, number: record.order_number, view: v };
    }
    throw cartNotActive();
  }
  const sales = ctx.services.orders;
  if (!sales) throw unable('Unable to place order: ordering is not available on this server.');
  const draft = orderDraftOf(ctx, v, await payWithOf(ctx, record));
  const placed: PlacedOrder = await sales.place(draft, {
    async onPlaced(tx, order) {
      const closed = await tx.query(
        `UPDATE cart SET is_active = false, order_id = $2, order_number = $3, updated_at = now()
          WHERE id = $1 AND is_active RETURNING id`,
        [record.id, order.orderId, order.incrementId],
        { name: 'cart.close-on-order' },
      );
      // Merged into a customer's cart while this order was being made: no order (rolled back).
      if (!closed.length) throw cartNotActive();
    },
    async onReleased(tx) {
      await tx.query(
        'UPDATE cart SET is_active = true, order_id = NULL, order_number = NULL, updated_at = now() WHERE id = $1',
        [record.id],
        { name: 'cart.reopen-on-release' },
      );
    },
    // The cart was active as read (no order holds its key), with each line's stock.
    seenBefore: { stock: new Map(contents.items.map((i) => [i.product_id, Number(i.stock)])) },
  });
  return { orderId: placed.orderId, number: placed.incrementId, view: v };
}

export async function placeOrder(ctx: Context, cartId: string) {
  const { orderId, number, view } = await placeCart(ctx, cartId);
  const money = (kop: number) => ({ value: kop / 100, currency: ctx.currency as 'UAH' });
  return {
    errors: [],
    order: { order_number: number, order_id: number },
    orderV2: {
      id: Buffer.from(String(orderId)).toString('base64'),
      number,
      order_number: number,
      increment_id: number,
      order_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      status: 'pending',
      email: view.record.email,
      carrier: view.shipping?.selected?.carrierTitle ?? null,
      shipping_method: view.shipping?.selected
        ? `${view.shipping.selected.carrierTitle} - ${view.shipping.selected.methodTitle}`
        : null,
      applied_coupons: view.coupon ? [{ code: view.coupon.code }] : [],
      total: {
        base_grand_total: money(view.grandTotalKop),
        grand_total: money(view.grandTotalKop),
        subtotal: money(view.subtotalKop),
        total_shipping: money(view.shippingKop),
        total_tax: money(0),
        discounts: view.discountKop
          ? [
              {
                amount: money(view.discountKop),
                label: view.coupon?.label ?? '',
                applied_to: 'ITEM' as const,
              },
            ]
          : [],
      },
    },
  };
}
