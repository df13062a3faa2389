/**
 * How GraphQL errors are answered and logged. Every error carries a Magento category: the one its
 * thrower gave, `graphql` for syntax and validation errors (what webonyx/graphql-php, and so
 * Magento, answers), `graphql-input` for argument values and variables that do not fit their types
 * (an Int past 2^31…) and for refused requests;
 * anything else is internal: "Internal server error" outside development.
 *
 * Logging: errors a client caused go to debug, messages only (no stack, no query, no variables);
 * internal errors to error, once per request however many fields failed with them.
 */
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';

interface FormatContext {
  reply?: { log: FastifyBaseLogger };
  app?: { log: FastifyBaseLogger };
}

type Execution = ExecutionResult & { errors: readonly GraphQLError[]; statusCode?: number };

/** Errors mercurius wraps (validation failures, RequestRefused) hold the real ones in `errors`. */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((e) => {
    const wrapper = e.originalError as { errors?: unknown; statusCode?: unknown } | undefined;
    const inner = wrapper?.errors;
    if (!Array.isArray(inner)) return [e];
    return inner.map((i) => {
      if (i instanceof GraphQLError) return i;
      // A plain error inside mercurius' refusal (a mutation sent by GET) keeps the refusal's status.
      const message = String(i?.message ?? i);
      const originalError = Object.assign(new Error(message), { statusCode: wrapper?.statusCode });
      return new GraphQLError(message, { originalError });
    });
  });
}

/** graphql-js's messages for an argument value that does not fit its type (ValuesOfCorrectType). */
const BAD_VALUE =
  /cannot represent|^Expected value of type|of required type .* was not provided|is not defined by type/;

function categoryOf(e: GraphQLError): string | null {
  const given = e.extensions?.category;
  if (typeof given === 'string') return given;
  if (e.path) return null; // a resolver failed without saying it was the client's fault
  if (e.message.startsWith('Variable "$') || BAD_VALUE.test(e.message)) return 'graphql-input';
  const original = e.originalError as (Error & { statusCode?: unknown }) | undefined;
  // graphql-js's own maxTokens refusal is a syntax error, but a refused document all the same.
  if (e.message.includes('tokens. Parsing aborted')) return 'graphql-input';
  if (!original || original instanceof GraphQLError) return 'graphql';
  // Fastify's own refusals (a body that is not JSON, too large) are the client's.
  if (typeof original.statusCode === 'number' && original.statusCode < 500) return 'graphql-input';
  return null;
}

export function formatErrors(execution: Execution, ctx: FormatContext, development: boolean) {
  const log = ctx.reply?.log ?? ctx.app?.log;
  const errors = flatten(execution.errors);
  const internal: GraphQLError[] = [];
  const formatted: GraphQLFormattedError[] = errors.map((e) => {
    const json = e.toJSON();
    const category = categoryOf(e);
    if (category) return { ...json, extensions: { ...json.extensions, category } };
    internal.push(e);
    return development
      ? { ...json, extensions: { ...json.extensions, category: 'internal' } }
      : {
          message: 'Internal server error',
          locations: json.locations,
          path: json.path,
          extensions: { category: 'internal' },
        };
  });
  if (internal.length > 0) {
    const first = internal[0]!;
    log?.error({ err: first.originalError ?? first, failures: internal.length }, 'GraphQL request failed');
  }
  if (log && internal.length < errors.length) {
    log.debug(
      { errors: errors.filter((e) => !internal.includes(e)).map((e) => e.message) },
      'GraphQL client error',
    );
  }
  return { statusCode: statusOf(execution), response: { data: execution.data ?? null, errors: formatted } };
}

/** As mercurius' default: 200 with data; without, the status a single thrown error carries. */
function statusOf(execution: Execution): number {
  if (execution.data) return 200;
  if (execution.statusCode !== undefined) return execution.statusCode;
  const only = execution.errors.length === 1 ? execution.errors[0] : undefined;
  const status = (only?.originalError as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' ? status : 200;
}
