// The automatic JSX runtime even where tsx reads a tsconfig without "jsx" (npm start runs from apps/storefront).
// @jsxRuntime automatic
// @jsxImportSource react
/** The shopper's confirmation of a placed order, in the language of the order's store view. */
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { MailContext } from './context.ts';
import { MailLayout } from './layout.tsx';
import { OrderSummary, type OrderMailProps } from './order-summary.tsx';
import type { MailTemplate } from './template.ts';

function OrderConfirmation({ ctx, order }: { ctx: MailContext; order: OrderMailProps }) {
  const values = { orderNumber: order.orderNumber, phone: order.phone ?? '' };
  return (
    <MailLayout ctx={ctx} preview={ctx.t('order.preview', values)}>
      <Heading as="h1">{ctx.t('order.heading')}</Heading>
      <Text>{ctx.t(order.kind === 'one_click' ? 'order.introCallback' : 'order.intro', values)}</Text>
      <OrderSummary ctx={ctx} order={order} />
    </MailLayout>
  );
}

export const orderConfirmation: MailTemplate<OrderMailProps> = {
  subject: (ctx, order) =>
    ctx.t('order.subject', { shopName: ctx.t('shop.name'), orderNumber: order.orderNumber }),
  body: (ctx, order) => <OrderConfirmation ctx={ctx} order={order} />,
};
