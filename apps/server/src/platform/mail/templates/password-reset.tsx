// The automatic JSX runtime even where tsx reads a tsconfig without "jsx" (npm start runs from apps/storefront).
// @jsxRuntime automatic
// @jsxImportSource react
/** The password-reset link (customer module's requestPasswordResetEmail), valid for two hours. */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { MailContext } from './context.ts';
import { MailLayout } from './layout.tsx';
import type { MailTemplate } from './template.ts';

export interface PasswordResetProps {
  firstname: string;
  /** The storefront's createPassword page with the token and the e-mail. */
  link: string;
  /** Hours the link stays valid. */
  hours: number;
}

const button = { backgroundColor: '#1a1a1a', color: '#ffffff', padding: '12px 20px', borderRadius: '4px' };

function PasswordReset({ ctx, firstname, link, hours }: PasswordResetProps & { ctx: MailContext }) {
  return (
    <MailLayout ctx={ctx} preview={ctx.t('reset.preview')}>
      <Heading as="h1">{ctx.t('reset.heading', { firstname })}</Heading>
      <Text>{ctx.t('reset.body', { hours })}</Text>
      <Button href={link} style={button}>
        {ctx.t('reset.button')}
      </Button>
      <Text>{ctx.t('reset.linkText')}</Text>
      <Link href={link}>{link}</Link>
      <Text>{ctx.t('reset.ignore')}</Text>
    </MailLayout>
  );
}

export const passwordReset: MailTemplate<PasswordResetProps> = {
  subject: (ctx) => ctx.t('reset.subject', { shopName: ctx.t('shop.name') }),
  body: (ctx, props) => <PasswordReset ctx={ctx} {...props} />,
};
