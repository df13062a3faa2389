/**
 * How an order of the history reads (spec §2 order history): its status as a translated word, each
 * item's size among its selected options, and the delivery as the shopper chose it.
 */
import type { CustomerOrder } from './account-documents.ts';

/** Statuses the shop's orders take (ours and Magento's), keyed the way Magento writes its codes. */
export const ORDER_STATUSES: Readonly<Record<string, string>> = {
  pending: 'Pending',
  pending_payment: 'Awaiting payment',
  callback: 'We will call you back',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Cancelled',
  closed: 'Closed',
  holded: 'On hold',
  payment_review: 'Payment review',
};

/**
 * The key of a status as answered: Magento answers its label ("Pending Payment"), our server may answer
 * the code ("pending_payment"); both give 'pending_payment'. Unknown statuses give null (shown as is).
 */
export function orderStatusKey(status: string): string | null {
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (key === 'cancelled') return 'canceled';
  if (key === 'on_hold') return 'holded';
  return key in ORDER_STATUSES ? key : null;
}

type OrderItem = NonNullable<NonNullable<CustomerOrder['items']>[number]>;

/** Option labels that name a size, in the shop's languages and Magento's attribute code. */
const SIZE_LABEL = /^(size|розмір|размер)$/i;

/** The size the item was bought in, when one of its selected options is the size. */
export function itemSize(item: OrderItem): string | null {
  const option = (item.selected_options ?? []).find((o) => o && SIZE_LABEL.test(o.label.trim()));
  return option?.value ?? null;
}

/** The item's options other than its size ("Colour: black"). */
export function otherOptions(item: OrderItem): { label: string; value: string }[] {
  return (item.selected_options ?? []).flatMap((o) => (o && !SIZE_LABEL.test(o.label.trim()) ? [o] : []));
}

export function orderItems(order: CustomerOrder): OrderItem[] {
  return (order.items ?? []).flatMap((item) => (item ? [item] : []));
}

/** Where the order goes: the branch, locker or street lines and the city. */
export function deliveryAddress(order: CustomerOrder): string | null {
  const address = order.shipping_address;
  if (!address) return null;
  const lines = (address.street ?? []).filter((line): line is string => Boolean(line));
  return [...lines, address.city].filter(Boolean).join(', ') || null;
}

/** "2026-11-20 10:15:00" (Magento's format, UTC) or ISO → a Date; null when unreadable. */
export function orderDate(value: string): Date | null {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
