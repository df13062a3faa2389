/**
 * The named events of the cart, the checkout and the one-click order (spec section 7), apart from
 * shared/analytics/analytics.ts: only the cart page, the checkout and the one-click modal send them,
 * and each of those loads this module with itself rather than every page with the shell.
 */
import { ANALYTICS_EVENTS, ecommerce, toGa4Item, type AnalyticsProduct } from './analytics.ts';

/** An ecommerce event about these products (the cart's lines), with the event's own fields. */
function productsEvent(
  event: string,
  products: readonly AnalyticsProduct[],
  extra: Record<string, unknown> = {},
): void {
  ecommerce(
    event,
    products.map((product) => toGa4Item(product)),
    extra,
  );
}

export function trackCartView(products: readonly AnalyticsProduct[]): void {
  productsEvent(ANALYTICS_EVENTS.cartView, products);
}

export function trackOneClickPurchase(product: AnalyticsProduct, orderId?: string | null): void {
  ecommerce(
    ANALYTICS_EVENTS.oneClickPurchase,
    [toGa4Item(product)],
    orderId ? { transaction_id: orderId } : {},
  );
}

export function trackPurchase(
  order: { id: string; total?: number | null; currency?: string | null; shipping?: number | null },
  products: readonly AnalyticsProduct[],
): void {
  const extra: Record<string, unknown> = { transaction_id: order.id };
  if (typeof order.total === 'number') extra.value = order.total;
  if (order.currency) extra.currency = order.currency;
  if (typeof order.shipping === 'number') extra.shipping = order.shipping;
  productsEvent(ANALYTICS_EVENTS.purchase, products, extra);
}

export function trackBeginCheckout(products: readonly AnalyticsProduct[]): void {
  productsEvent(ANALYTICS_EVENTS.beginCheckout, products);
}

export function trackAddShippingInfo(
  products: readonly AnalyticsProduct[],
  shippingTier?: string | null,
): void {
  productsEvent(
    ANALYTICS_EVENTS.addShippingInfo,
    products,
    shippingTier ? { shipping_tier: shippingTier } : {},
  );
}

export function trackAddPaymentInfo(
  products: readonly AnalyticsProduct[],
  paymentType?: string | null,
): void {
  productsEvent(ANALYTICS_EVENTS.addPaymentInfo, products, paymentType ? { payment_type: paymentType } : {});
}
