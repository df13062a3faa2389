/**
 * The storefront's form pattern (contact us first; checkout and account forms follow it):
 * react-hook-form with a zod/mini schema. The schema holds the rules and trims what it reads;
 * each issue's message is a message id from `validationMessages`, translated when shown, so the
 * rules never hold shopper's text. Errors show after the first submit and then follow typing;
 * a refused submit focuses the first invalid field.
 */
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor, MessageValues } from '../i18n/format-message.ts';
import type * as z from 'zod/mini';

export type ShortTranslate = (id: string, defaultMessage: string, values?: MessageValues) => string;

export function useSchemaForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/** Descriptors of a form's validation messages, checked to be unique by id. */
export function validationMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  const ids = Object.values(messages).map((message) => message.id);
  if (new Set(ids).size !== ids.length)
    throw new Error(`Duplicate validation message id in ${ids.join(', ')}`);
  return messages;
}

/**
 * The shopper's text of an issue message (a message id of `messages`); an id the form does not
 * know is a programming error and throws rather than showing an id to the shopper.
 */
export function validationText(
  t: ShortTranslate,
  messages: Record<string, MessageDescriptor>,
  id: string | undefined,
): string | undefined {
  if (!id) return undefined;
  const descriptor = Object.values(messages).find((message) => message.id === id);
  if (!descriptor) throw new Error(`Unknown validation message "${id}"`);
  return t(descriptor.id, descriptor.defaultMessage);
}

/** "Please correct 2 fields." in the shopper's language (plural forms). */
export const FORM_ERROR_SUMMARY: MessageDescriptor = {
  id: 'forms.errorSummary',
  defaultMessage: 'Please correct the fields: {count}.',
};

/** The message ids of a refused submit's errors, in the order of the form's fields. */
export function errorMessageIds<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fields: readonly (keyof Values & string)[],
): string[] {
  return fields.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message ? [message] : [];
  });
}
