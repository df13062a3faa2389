/**
 * The seam between what is bought and how an order is placed. The cart module turns a cart into an
 * OrderDraft; one-click buy turns one product and size into one; the sales module places a draft:
 * stock moved, order written, payment taken, confirmation queued, all or nothing, once per key.
 * Money is in integer kopiykas (1 грн = 100) so sums are exact.
 */
import type { Queryable } from '../../db/connection.ts';

export interface OrderDraftItem {
  /** The product whose stock is moved: a simple product or the chosen variant of a configurable. */
  productId: number;
  sku: string;
  /** The configurable parent when a size was chosen. */
  parentProductId: number | null;
  parentSku: string | null;
  name: string;
  /** The chosen size as the shopper saw it ("M", "38"), null for products without sizes. */
  sizeLabel: string | null;
  qty: number;
  unitPriceKop: number;
  rowTotalKop: number;
  discountKop: number;
  /** Loyalty bonus this line earns (loyalty_bonus_data). */
  loyaltyBonusKop: number;
}

export interface OrderDraftAddress {
  firstname: string;
  lastname: string;
  telephone: string;
  city: string;
  street: string[];
  postcode: string | null;
  countryId: string;
  regionCode: string | null;
  region: string | null;
  novaPoshtaCityRef: string | null;
  novaPoshtaStreetRef: string | null;
  /** A Nova Poshta branch or parcel locker, when delivered to one. */
  novaPoshtaWarehouseRef: string | null;
  deliveryTimeSlots: string | null;
}

export interface OrderDraft {
  /**
   * One order per key: placing the same key again answers the order already placed (or being
   * placed), never a second one. A cart's key is `cart:<internal cart id>`.
   */
  idempotencyKey: string;
  storeCode: string;
  /** The store view's locale (the shopper's mails); read from the store when absent. */
  locale?: string;
  customerId: number | null;
  email: string | null;
  phone: string | null;
  /** The shopper's name when no address carries it (one-click buy). */
  customerName?: string | null;
  items: OrderDraftItem[];
  shipping: {
    carrierCode: string;
    methodCode: string;
    title: string;
    amountKop: number;
    address: OrderDraftAddress | null;
    /** Store pickup: the store locator point. */
    pickupLocationId: number | null;
  };
  billingAddress: OrderDraftAddress | null;
  /**
   * method: `cashondelivery` or `vitryna_card` (modules/payment/methods.ts); nonce: a new card;
   * saveCard: keep that card for the customer (a customer_payment_token on success);
   * gatewayToken: pay with a card kept earlier instead of a nonce.
   */
  payment: {
    method: string;
    title: string;
    nonce: string | null;
    saveCard?: boolean;
    gatewayToken?: string | null;
  };
  /**
   * All amounts are whole kopiykas, none negative; discountKop is the amount taken off, so
   * grandTotalKop = subtotalKop - discountKop + shippingKop (placement refuses a draft otherwise).
   */
  totals: {
    subtotalKop: number;
    discountKop: number;
    shippingKop: number;
    grandTotalKop: number;
    couponCode: string | null;
  };
  /** One-click orders ask the shop to call the shopper back. */
  kind: 'checkout' | 'one_click';
}

export interface PlacedOrder {
  orderId: number;
  /** Magento-style increment id, e.g. "000000123". */
  incrementId: string;
  /** True when the key had already been placed: the same order is answered again. */
  reused: boolean;
}

/**
 * Hooks of the caller that run inside the placement's transactions, so a cart is closed together with
 * its order and reopened together with a released one.
 */
export interface PlacementHooks {
  /** In the transaction that writes the order and moves the stock (e.g. mark the cart inactive). */
  onPlaced?(tx: Queryable, order: PlacedOrder): Promise<void>;
  /** In the transaction that undoes a placement whose payment failed (e.g. reactivate the cart). */
  onReleased?(tx: Queryable, order: PlacedOrder): Promise<void>;
  /**
   * What the caller read a moment ago in a statement of its own: no order holds the key yet (an
   * active cart) and each product's stock. The first look before placing is then skipped, a round
   * trip less per order; a placement of the same key that commits meanwhile is still found (its
   * key's unique index stops this one, which then looks).
   */
  seenBefore?: { stock: Map<number, number> };
}
