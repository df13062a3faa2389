import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { inputError } from '../shared/errors.ts';
import { formatErrors } from './error-format.ts';
import { RequestRefused } from './rules.ts';

/** A logger that records what each level was given. */
function recorder() {
  const lines: { level: string; obj: unknown; msg: string }[] = [];
  const at =
    (level: string) =>
    (obj: unknown, msg = '') =>
      lines.push({ level, obj, msg });
  const log = {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
  };
  return { lines, ctx: { reply: { log: log as never } } };
}

const failed = (i: number) =>
  new GraphQLError('relation "x" does not exist', { path: [`a${i}`], originalError: new Error('db down') });

describe('GraphQL error answers and logs', () => {
  it('logs a request whose 333 fields failed once, at error, and masks the message', () => {
    const { lines, ctx } = recorder();
    const errors = Array.from({ length: 333 }, (_, i) => failed(i));
    const out = formatErrors({ data: null, errors }, ctx, false);
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
    expect(lines.filter((l) => l.level === 'info')).toHaveLength(0);
    expect(lines[0]?.obj).toMatchObject({ failures: 333 });
    expect(out.response.errors).toHaveLength(333);
    expect(out.response.errors[0]).toMatchObject({
      message: 'Internal server error',
      extensions: { category: 'internal' },
    });
  });

  it('logs errors the client caused at debug only, messages without stacks', () => {
    const { lines, ctx } = recorder();
    const errors = [
      new GraphQLError('Value of uid "x" is incorrect.', {
        path: ['products'],
        extensions: { category: 'graphql-input' },
      }),
      new GraphQLError('Syntax Error: Expected Name, found <EOF>.'),
    ];
    const out = formatErrors({ data: null, errors }, ctx, false);
    expect(lines.map((l) => l.level)).toEqual(['debug']);
    expect(JSON.stringify(lines[0]?.obj)).not.toMatch(/stack|at /);
    expect(out.response.errors.map((e) => e.extensions?.category)).toEqual(['graphql-input', 'graphql']);
  });

  it('answers a refused request 400 with each of its errors', () => {
    const { ctx } = recorder();
    const refusedErr = new RequestRefused([inputError('one'), inputError('two')]);
    const wrapped = new GraphQLError(refusedErr.message, { originalError: refusedErr });
    const out = formatErrors({ errors: [wrapped] }, ctx, false);
    expect(out.statusCode).toBe(400);
    expect(out.response.errors.map((e) => e.message)).toEqual(['one', 'two']);
  });
});
