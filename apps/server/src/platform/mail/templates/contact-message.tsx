// The automatic JSX runtime even where tsx reads a tsconfig without "jsx" (npm start runs from apps/storefront).
// @jsxRuntime automatic
// @jsxImportSource react
/** A shopper's contact-form message, to the shop (SHOP_CONTACT_EMAIL): who, how to answer, what. */
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { MailContext } from './context.ts';
import { MailLayout } from './layout.tsx';
import type { MailTemplate } from './template.ts';

export interface ContactMessageProps {
  /** contact_message.id: the staff's reference. */
  messageId: number;
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
  /** The store view it was sent from (ua, ru). */
  storeCode: string;
}

function ContactMessage({ ctx, ...m }: ContactMessageProps & { ctx: MailContext }) {
  return (
    <MailLayout ctx={ctx} preview={ctx.t('contact.heading', { name: m.name })}>
      <Heading as="h1">{ctx.t('contact.heading', { name: m.name })}</Heading>
      <Text>{ctx.t('contact.email', { email: m.email })}</Text>
      {m.telephone ? <Text>{ctx.t('contact.telephone', { telephone: m.telephone })}</Text> : null}
      <Text>{ctx.t('contact.store', { store: m.storeCode, id: m.messageId })}</Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{m.comment}</Text>
    </MailLayout>
  );
}

export const contactMessage: MailTemplate<ContactMessageProps> = {
  subject: (ctx, m) => ctx.t('contact.subject', { name: m.name, id: m.messageId }),
  body: (ctx, props) => <ContactMessage ctx={ctx} {...props} />,
};
