/**
 * The mails of a new order, queued in the order's own transaction (pg-boss jobs on the same
 * connection): an order that commits always has them, a rolled-back one never does. The shopper
 * gets the confirmation in the store view's language; the shop gets a notice in Ukrainian.
 */
import type { Queryable } from '../../db/connection.ts';
import type { SendMailPayload } from '../../platform/mail/send-mail.ts';
import type { OrderMailProps } from '../../platform/mail/templates/order-summary.tsx';
import type { OrderDraft, OrderDraftAddress, PlacedOrder } from './order-draft.ts';
import type { PlacementDeps } from './place-order.ts';
import { storeLocale } from './queries.ts';

/** The shop's staff read Ukrainian. */
const SHOP_LOCALE = 'uk_UA';

export async function queueOrderMails(
  tx: Queryable,
  deps: Pick<PlacementDeps, 'mail' | 'shopEmail'>,
  draft: OrderDraft,
  order: PlacedOrder,
): Promise<void> {
  const mail = deps.mail;
  if (!mail) return;
  const props = orderMailProps(draft, order);
  const messages: SendMailPayload[] = [];
  if (draft.email) {
    const locale = draft.locale ?? (await storeLocale(tx, draft.storeCode)) ?? SHOP_LOCALE;
    messages.push({ template: 'order.confirmation', to: draft.email, locale, props });
  }
  if (deps.shopEmail) {
    messages.push({ template: 'order.notification', to: deps.shopEmail, locale: SHOP_LOCALE, props });
  }
  // Both in one statement: a round trip less in the order's transaction.
  await mail.sendAll(messages, { tx });
}

export function orderMailProps(draft: OrderDraft, order: PlacedOrder): OrderMailProps {
  const address = draft.shipping.address;
  const name = address ? `${address.firstname} ${address.lastname}`.trim() : (draft.customerName ?? null);
  return {
    orderNumber: order.incrementId,
    kind: draft.kind,
    customerName: name || null,
    email: draft.email,
    phone: draft.phone ?? address?.telephone ?? null,
    items: draft.items.map((i) => ({
      name: i.name,
      sku: i.parentSku ?? i.sku,
      sizeLabel: i.sizeLabel,
      qty: i.qty,
      unitPriceKop: i.unitPriceKop,
      rowTotalKop: i.rowTotalKop,
    })),
    totals: { ...draft.totals },
    shipping: { title: draft.shipping.title, addressLines: address ? addressLines(address) : [] },
    payment: { method: draft.payment.method, paid: draft.payment.method === 'vitryna_card' },
  };
}

function addressLines(a: OrderDraftAddress): string[] {
  return [
    `${a.firstname} ${a.lastname}, ${a.telephone}`,
    [a.postcode, a.city, a.region].filter(Boolean).join(', '),
    ...a.street.filter(Boolean),
    a.deliveryTimeSlots ?? '',
  ].filter((line) => line.trim() !== '');
}
