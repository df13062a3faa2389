import type { ReactElement } from 'react';
import type { MailContext } from './context.ts';

/** One kind of message: its subject line and its body, both in the context's language. */
export interface MailTemplate<P> {
  subject(ctx: MailContext, props: P): string;
  body(ctx: MailContext, props: P): ReactElement;
}
