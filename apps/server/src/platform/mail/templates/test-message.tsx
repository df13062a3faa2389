// The automatic JSX runtime even where tsx reads a tsconfig without "jsx" (npm start runs from apps/storefront).
// @jsxRuntime automatic
// @jsxImportSource react
/** The message `npm run mail:test` sends so a retailer can check the mail settings. */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { MailContext } from './context.ts';
import { MailLayout } from './layout.tsx';
import type { MailTemplate } from './template.ts';

export interface TestMessageProps {
  to: string;
}

const button = { backgroundColor: '#1a1a1a', color: '#ffffff', padding: '12px 20px', borderRadius: '4px' };

function TestMessage({ ctx, to }: TestMessageProps & { ctx: MailContext }) {
  return (
    <MailLayout ctx={ctx} preview={ctx.t('test.preview', { to })}>
      <Heading as="h1">{ctx.t('test.heading')}</Heading>
      <Text>{ctx.t('test.body', { to, sentAt: ctx.now })}</Text>
      <Button href={ctx.shopUrl} style={button}>
        {ctx.t('test.button')}
      </Button>
    </MailLayout>
  );
}

export const testMessage: MailTemplate<TestMessageProps> = {
  subject: (ctx) => ctx.t('test.subject', { shopName: ctx.t('shop.name') }),
  body: (ctx, props) => <TestMessage ctx={ctx} {...props} />,
};
