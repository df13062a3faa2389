/**
 * The shared form pattern (shared/forms) for the session's forms: a refused submit is announced by
 * message ids in field order; a refused request shows the server's message as it comes (Magento's
 * texts), or null for "something went wrong" (offline, a network failure).
 */
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { errorMessageIds, useSchemaForm } from '../forms/use-schema-form.ts';

/** The text to show for a failed request: the server's own message, else null (generic text). */
export function serverMessageOf(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const candidate = error as { serverMessage?: unknown; graphQLErrors?: { message?: unknown }[] };
  if (typeof candidate.serverMessage === 'string') return candidate.serverMessage;
  const first = candidate.graphQLErrors?.[0]?.message;
  return typeof first === 'string' ? first : null;
}

export type RequestFailure = { message: string | null } | null;

export function useAuthForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  defaults: DefaultValues<z.input<Schema>>,
  fields: readonly string[],
  submit: (values: z.output<Schema>, form: ReturnType<typeof useSchemaForm<Schema>>) => Promise<void>,
) {
  const form = useSchemaForm(schema, defaults);
  const [refused, setRefused] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<RequestFailure>(null);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setRefused([]);
      setFailure(null);
      try {
        await submit(values, form);
      } catch (error) {
        setFailure({ message: serverMessageOf(error) });
      }
    },
    (errors) => setRefused(errorMessageIds(errors, fields as never)),
  );
  return { form, onSubmit, refused, failure };
}
