// The automatic JSX runtime even where tsx reads a tsconfig without "jsx" (npm start runs from apps/storefront).
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * What an order mail shows: the lines with their sizes, the totals, delivery and payment. Shared
 * by the shopper's confirmation and the shop's notification. Amounts arrive as integer
 * kopiykas and are formatted only here.
 */
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import type { MailContext } from './context.ts';

export interface OrderMailItem {
  name: string;
  sku: string;
  sizeLabel: string | null;
  qty: number;
  unitPriceKop: number;
  rowTotalKop: number;
}

export interface OrderMailProps {
  orderNumber: string;
  /** one_click: the shop calls the shopper back to confirm. */
  kind: 'checkout' | 'one_click';
  customerName: string | null;
  email: string | null;
  phone: string | null;
  items: OrderMailItem[];
  totals: {
    subtotalKop: number;
    discountKop: number;
    shippingKop: number;
    grandTotalKop: number;
    couponCode: string | null;
  };
  /** The shipping method's title and the address (or pickup point) as lines. */
  shipping: { title: string; addressLines: string[] };
  /** A payment method code (cashondelivery, vitryna_card) and whether it is already paid. */
  payment: { method: string; paid: boolean };
}

/** Whole kopiykas as the shopper's currency text (a float only for display). */
/** One formatter per locale: building an Intl.NumberFormat costs more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();

export function money(ctx: MailContext, kop: number): string {
  let format = formatters.get(ctx.locale);
  if (!format) {
    format = new Intl.NumberFormat(ctx.locale.replace('_', '-'), { style: 'currency', currency: 'UAH' });
    formatters.set(ctx.locale, format);
  }
  return format.format(kop / 100);
}

const cell = { fontSize: '14px', margin: '4px 0' };
const muted = { ...cell, color: '#6b6b6b' };
const right = { textAlign: 'right' as const, verticalAlign: 'top' as const };
const total = { ...cell, fontWeight: 700, fontSize: '16px' };

/** A label and an amount on one line: a plain table, which every mail client lays out. */
function Row({ children }: { children: ReactNode }) {
  return (
    <table width="100%" cellPadding={0} cellSpacing={0} role="presentation">
      <tbody>
        <tr>{children}</tr>
      </tbody>
    </table>
  );
}

function Column({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <td style={style}>{children}</td>;
}

function paymentText(ctx: MailContext, payment: OrderMailProps['payment']): string {
  if (payment.method === 'vitryna_card')
    return ctx.t(payment.paid ? 'order.payment.cardPaid' : 'order.payment.card');
  if (payment.method === 'cashondelivery') return ctx.t('order.payment.cashondelivery');
  return payment.method;
}

export function OrderSummary({ ctx, order }: { ctx: MailContext; order: OrderMailProps }) {
  const t = order.totals;
  return (
    <>
      <Section>
        <Heading as="h2">{ctx.t('order.items')}</Heading>
        {order.items.map((item, i) => (
          <Row key={i}>
            <Column>
              <Text style={cell}>{item.name}</Text>
              <Text style={muted}>
                {item.sizeLabel ? `${ctx.t('order.size', { size: item.sizeLabel })} · ` : ''}
                {ctx.t('order.sku', { sku: item.sku })}
              </Text>
            </Column>
            <Column style={right}>
              <Text style={cell}>
                {ctx.t('order.qtyTimesPrice', { qty: item.qty, price: money(ctx, item.unitPriceKop) })}
              </Text>
              <Text style={cell}>{money(ctx, item.rowTotalKop)}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Section>
        <Row>
          <Column>
            <Text style={cell}>{ctx.t('order.subtotal')}</Text>
          </Column>
          <Column style={right}>
            <Text style={cell}>{money(ctx, t.subtotalKop)}</Text>
          </Column>
        </Row>
        {t.discountKop > 0 ? (
          <Row>
            <Column>
              <Text style={cell}>
                {t.couponCode
                  ? ctx.t('order.discountCoupon', { coupon: t.couponCode })
                  : ctx.t('order.discount')}
              </Text>
            </Column>
            <Column style={right}>
              <Text style={cell}>−{money(ctx, t.discountKop)}</Text>
            </Column>
          </Row>
        ) : null}
        <Row>
          <Column>
            <Text style={cell}>{ctx.t('order.shipping')}</Text>
          </Column>
          <Column style={right}>
            <Text style={cell}>
              {t.shippingKop > 0 ? money(ctx, t.shippingKop) : ctx.t('order.shippingFree')}
            </Text>
          </Column>
        </Row>
        <Row>
          <Column>
            <Text style={total}>{ctx.t('order.grandTotal')}</Text>
          </Column>
          <Column style={right}>
            <Text style={total}>{money(ctx, t.grandTotalKop)}</Text>
          </Column>
        </Row>
      </Section>
      <Section>
        <Heading as="h2">{ctx.t('order.delivery')}</Heading>
        <Text style={cell}>{order.shipping.title}</Text>
        {order.shipping.addressLines.map((line, i) => (
          <Text key={i} style={muted}>
            {line}
          </Text>
        ))}
        <Heading as="h2">{ctx.t('order.payment')}</Heading>
        <Text style={cell}>{paymentText(ctx, order.payment)}</Text>
      </Section>
    </>
  );
}
