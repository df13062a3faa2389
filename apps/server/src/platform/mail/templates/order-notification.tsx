// The automatic JSX runtime even where tsx reads a tsconfig without "jsx" (npm start runs from apps/storefront).
// @jsxRuntime automatic
// @jsxImportSource react
/** The shop's notice of each new order (to SHOP_ORDER_EMAIL): who, what, how to deliver and pay. */
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { MailContext } from './context.ts';
import { MailLayout } from './layout.tsx';
import { money, OrderSummary, type OrderMailProps } from './order-summary.tsx';
import type { MailTemplate } from './template.ts';

function OrderNotification({ ctx, order }: { ctx: MailContext; order: OrderMailProps }) {
  const contact = [order.customerName, order.phone, order.email].filter(Boolean).join(', ');
  return (
    <MailLayout ctx={ctx} preview={ctx.t('notify.heading', { orderNumber: order.orderNumber })}>
      <Heading as="h1">{ctx.t('notify.heading', { orderNumber: order.orderNumber })}</Heading>
      {order.kind === 'one_click' ? <Text>{ctx.t('notify.callback')}</Text> : null}
      <Text>{ctx.t('notify.customer', { contact })}</Text>
      <OrderSummary ctx={ctx} order={order} />
    </MailLayout>
  );
}

export const orderNotification: MailTemplate<OrderMailProps> = {
  subject: (ctx, order) =>
    ctx.t('notify.subject', {
      orderNumber: order.orderNumber,
      grandTotal: money(ctx, order.totals.grandTotalKop),
    }),
  body: (ctx, order) => <OrderNotification ctx={ctx} order={order} />,
};
