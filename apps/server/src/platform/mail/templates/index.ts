/** Every message the shop sends, by name: a job names its template, so names are stable. */
import { contactMessage, type ContactMessageProps } from './contact-message.tsx';
import { orderConfirmation } from './order-confirmation.tsx';
import { orderNotification } from './order-notification.tsx';
import type { OrderMailProps } from './order-summary.tsx';
import { passwordReset, type PasswordResetProps } from './password-reset.tsx';
import { priceDrop, type PriceDropProps } from './price-drop.tsx';
import type { MailTemplate } from './template.ts';
import { testMessage, type TestMessageProps } from './test-message.tsx';

export interface MailTemplates {
  test: TestMessageProps;
  'order.confirmation': OrderMailProps;
  'order.notification': OrderMailProps;
  'customer.password-reset': PasswordResetProps;
  'contact.message': ContactMessageProps;
  'price-alert.drop': PriceDropProps;
}

export type TemplateName = keyof MailTemplates;

export const templates: { [N in TemplateName]: MailTemplate<MailTemplates[N]> } = {
  test: testMessage,
  'order.confirmation': orderConfirmation,
  'order.notification': orderNotification,
  'customer.password-reset': passwordReset,
  'contact.message': contactMessage,
  'price-alert.drop': priceDrop,
};
