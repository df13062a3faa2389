// The automatic JSX runtime even where tsx reads a tsconfig without "jsx" (npm start runs from apps/storefront).
// @jsxRuntime automatic
// @jsxImportSource react
/** A price alert's e-mail (modules/price-alert): the product got cheaper than the customer last heard. */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { MailContext } from './context.ts';
import { MailLayout } from './layout.tsx';
import { money } from './order-summary.tsx';
import type { MailTemplate } from './template.ts';

export interface PriceDropProps {
  firstname: string;
  /** The product's name in the store view the customer subscribed in. */
  name: string;
  /** The product page's url key in that store view (a variant: its parent's). */
  urlKey: string;
  /** The price the customer last heard (at subscription, or in the previous alert), in kopiykas. */
  oldPriceKop: number;
  newPriceKop: number;
}

const button = { backgroundColor: '#1a1a1a', color: '#ffffff', padding: '12px 20px', borderRadius: '4px' };
const old = { textDecoration: 'line-through', color: '#6b6b6b' };
const now = { fontSize: '18px', fontWeight: 700 };

function PriceDrop({ ctx, ...p }: PriceDropProps & { ctx: MailContext }) {
  const link = `${ctx.shopUrl}${p.urlKey}.html`;
  const oldPrice = money(ctx, p.oldPriceKop);
  const newPrice = money(ctx, p.newPriceKop);
  return (
    <MailLayout ctx={ctx} preview={ctx.t('priceAlert.preview', { oldPrice, newPrice })}>
      <Heading as="h1">{ctx.t('priceAlert.heading', { firstname: p.firstname })}</Heading>
      <Text>{ctx.t('priceAlert.body')}</Text>
      <Text>
        <Link href={link}>{p.name}</Link>
      </Text>
      <Text style={old}>{ctx.t('priceAlert.oldPrice', { price: oldPrice })}</Text>
      <Text style={now}>{ctx.t('priceAlert.newPrice', { price: newPrice })}</Text>
      <Button href={link} style={button}>
        {ctx.t('priceAlert.button')}
      </Button>
      <Text>{ctx.t('priceAlert.footer')}</Text>
    </MailLayout>
  );
}

export const priceDrop: MailTemplate<PriceDropProps> = {
  subject: (ctx, p) => ctx.t('priceAlert.subject', { shopName: ctx.t('shop.name'), name: p.name }),
  body: (ctx, props) => <PriceDrop ctx={ctx} {...props} />,
};
