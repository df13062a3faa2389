/** Every message the shop sends, by name: a job names its template, so names are stable. */
import type { MailTemplate } from './template.ts';
import { testMessage, type TestMessageProps } from './test-message.tsx';

export interface MailTemplates {
  test: TestMessageProps;
}

export type TemplateName = keyof MailTemplates;

export const templates: { [N in TemplateName]: MailTemplate<MailTemplates[N]> } = {
  test: testMessage,
};
