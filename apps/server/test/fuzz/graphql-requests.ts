/**
 * Grammar-aware GraphQL requests built on the server's own schema (graphql-js `buildSchema` of
 * `schemaSdl`): random selections of real fields with aliases, named and inline fragments,
 * nesting, directives, arguments of the right and the wrong type (as literals or variables,
 * declared or not), odd strings and numbers, sent by GET or POST with odd envelopes and the
 * Store, Content-Currency and Authorization headers. A small share is deliberately broken
 * (unknown fields, cycles, truncated text) so the parse and validation paths are fuzzed too.
 */
import type { Arbitrary } from 'fast-check';
import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { HttpCase } from './http-case.ts';
import { headerValue, oddFloat, oddInt, oddString } from './odd-values.ts';
import { built, type Rand } from './rand.ts';

export interface GraphqlFuzzOptions {
  /** Real values of the catalogue (url keys, uids, paths) mixed into the strings. */
  known?: readonly string[];
  /** Share of requests that are sent as documents much larger than usual (alias floods). */
  floods?: boolean;
}

interface Fragment {
  name: string;
  on: string;
}

class DocumentBuilder {
  private readonly fragments: Fragment[] = [];
  private readonly fragmentText: string[] = [];
  private readonly pending: string[] = [];
  private readonly varDefs: string[] = [];
  readonly variables: Record<string, unknown> = {};
  private counter = 0;
  /** Fields left to generate: random nesting grows exponentially without a bound. */
  private fieldsLeft = 400;
  /** One very long string per document is enough; more would only exhaust the fuzzer's memory. */
  private longStringUsed = false;

  constructor(
    private readonly r: Rand,
    private readonly schema: GraphQLSchema,
    private readonly known: readonly string[],
  ) {}

  build(): { query: string; operationName?: string } {
    const r = this.r;
    this.longStringUsed = !r.chance(0.2);
    const root = this.schema.getQueryType()!;
    const depth = r.weighted([
      [6, r.int(0, 4)],
      [1, r.int(5, 30)],
    ]);
    const selection = this.selectionSet(root, depth);
    const name = r.chance(0.3) ? `Op${r.int(0, 3)}` : undefined;
    const kind = r.weighted<string>([
      [20, 'query'],
      [1, 'mutation'],
      [1, 'subscription'],
    ]);
    const vars = this.varDefs.length ? `(${this.varDefs.join(', ')})` : '';
    const directive = r.chance(0.02) ? ' @bogus' : '';
    const head =
      !name && !vars && kind === 'query' && !directive && r.chance(0.5)
        ? ''
        : `${kind} ${name ?? ''}${vars}${directive} `;
    let query = [head + selection, ...this.fragmentText].join('\n');
    if (r.chance(0.03)) query += `\nquery Other { __typename }`;
    if (r.chance(0.03)) query = query.slice(0, r.int(0, query.length));
    if (r.chance(0.02)) {
      const at = r.int(0, query.length);
      query =
        query.slice(0, at) +
        r.pick(['{', '}', '(', '$', '"', '...', '@', '\u0000', '#', '"""']) +
        query.slice(at);
    }
    const operationName = r.chance(0.05) ? r.pick(['Op0', 'Other', 'Missing', '']) : name;
    return { query, operationName };
  }

  private selectionSet(type: GraphQLCompositeType, depth: number): string {
    const r = this.r;
    if (this.fieldsLeft <= 0) return '{ __typename }';
    const items: string[] = [];
    const count = r.int(1, 4);
    for (let i = 0; i < count; i++) {
      const choice = r.weighted<string>([
        [16, 'field'],
        [2, 'inline'],
        [2, 'named'],
        [1, 'typename'],
        [1, 'junk'],
      ]);
      if (choice === 'inline') items.push(this.inlineFragment(type, depth));
      else if (choice === 'named') items.push(this.namedFragment(type, depth));
      else if (choice === 'junk')
        items.push(r.pick(['nope', '__schema { types { name } }', '__type(name: "Query") { name }', 'id']));
      else if (choice === 'typename' || (isAbstractType(type) && !('getFields' in type)))
        items.push('__typename');
      else items.push(this.field(type, depth));
    }
    return `{ ${items.join(' ')} }`;
  }

  private field(type: GraphQLCompositeType, depth: number): string {
    const r = this.r;
    if (!('getFields' in type)) return '__typename';
    let fields = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
    if (depth <= 0) fields = fields.filter((f) => isLeafType(getNamedType(f.type)));
    if (fields.length === 0) return '__typename';
    const field = r.pick(fields);
    this.fieldsLeft -= 1;
    const named = getNamedType(field.type);
    const copies = r.weighted([
      [40, 1],
      [3, r.int(2, 6)],
      [1, r.int(20, 400)],
    ]);
    const dir = r.chance(0.04) ? this.directive() : '';
    let sub = '';
    if (isCompositeType(named)) sub = r.chance(0.01) ? '' : ` ${this.selectionSet(named, depth - 1)}`;
    else if (r.chance(0.01)) sub = ' { x }';
    // Copies (an alias flood when many) share the selection and differ in their arguments.
    const parts: string[] = [];
    const count = sub.length > 2000 ? Math.min(copies, 3) : copies;
    for (let i = 0; i < count; i++) {
      const alias = count > 1 || r.chance(0.2) ? `a${this.counter++}: ` : '';
      parts.push(`${alias}${field.name}${i < 8 ? this.args(field) : this.args(field, true)}${dir}${sub}`);
    }
    return parts.join(' ');
  }

  /** `small`: one short literal per argument (the copies of an alias flood). */
  private args(field: GraphQLField<unknown, unknown>, small = false): string {
    const r = this.r;
    const parts: string[] = [];
    for (const arg of field.args) {
      if (isNonNullType(arg.type) ? r.chance(0.03) : !r.chance(0.45)) continue;
      if (small) {
        const named = getNamedType(arg.type);
        if (isScalarType(named)) {
          parts.push(
            `${arg.name}: ${named.name === 'String' || named.name === 'ID' ? JSON.stringify(`s${this.counter++}`) : this.counter++}`,
          );
          continue;
        }
      }
      parts.push(`${arg.name}: ${this.argument(arg.type)}`);
    }
    if (r.chance(0.02)) parts.push(`bogus: ${this.wrongLiteral()}`);
    if (r.chance(0.01) && parts.length) parts.push(parts[0]!); // the same argument twice
    return parts.length ? `(${parts.join(', ')})` : '';
  }

  private argument(type: GraphQLInputType): string {
    const r = this.r;
    const how = r.weighted<string>([
      [14, 'literal'],
      [4, 'variable'],
      [2, 'wrong'],
    ]);
    if (how === 'wrong') return this.wrongLiteral();
    if (how === 'literal') return this.literal(type, 0);
    const name = `v${this.counter++}`;
    const declared = r.weighted<string>([
      [12, String(type)],
      [
        1,
        r.pick([
          'String',
          'Int',
          'Float',
          'Boolean',
          '[String]',
          'ID!',
          'ProductAttributeFilterInput',
          'Nope',
        ]),
      ],
      [1, ''],
    ]);
    if (declared) {
      const def = r.chance(0.05) ? ` = ${this.literal(type, 0)}` : '';
      this.varDefs.push(`$${name}: ${declared}${def}`);
    }
    if (!r.chance(0.05)) this.variables[name] = r.chance(0.1) ? this.wrongValue() : this.value(type, 0);
    return `$${name}`;
  }

  private directive(): string {
    const r = this.r;
    return r.pick([
      ` @include(if: ${r.chance(0.5)})`,
      ` @skip(if: ${r.chance(0.5)})`,
      ' @skip(if: "yes")',
      ' @deprecated',
      ' @bogus(x: 1)',
      ' @include(if: true) @include(if: false)',
    ]);
  }

  private inlineFragment(type: GraphQLCompositeType, depth: number): string {
    const r = this.r;
    const target = this.fragmentTarget(type);
    if (r.chance(0.1)) return `... { ${this.field(type, depth)} }`;
    return `... on ${target.name} ${this.selectionSet(target, depth - 1)}`;
  }

  private namedFragment(type: GraphQLCompositeType, depth: number): string {
    const r = this.r;
    if (this.pending.length && r.chance(0.02)) return `...${r.pick(this.pending)}`; // a cycle
    if (r.chance(0.02)) return `...Undefined${r.int(0, 3)}`;
    const target = this.fragmentTarget(type);
    const reusable = this.fragments.filter((f) => f.on === target.name);
    if (reusable.length && r.chance(0.5)) {
      const f = r.pick(reusable);
      return r.chance(0.3) ? `...${f.name} ...${f.name}` : `...${f.name}`;
    }
    const name = `F${this.fragments.length + this.pending.length}`;
    this.pending.push(name);
    const body = this.selectionSet(target, depth - 1);
    this.pending.pop();
    this.fragments.push({ name, on: target.name });
    this.fragmentText.push(`fragment ${name} on ${target.name} ${body}`);
    return `...${name}`;
  }

  /** A type a fragment inside `type` may be on: itself, or one of its possible types. */
  private fragmentTarget(type: GraphQLCompositeType): GraphQLCompositeType {
    const r = this.r;
    if (isAbstractType(type) && !r.chance(0.2)) {
      const possible = this.schema.getPossibleTypes(type);
      if (possible.length) return r.pick(possible);
    }
    if (r.chance(0.03)) {
      const others = Object.values(this.schema.getTypeMap()).filter(
        (t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__'),
      );
      return r.pick(others); // usually a type that cannot be there
    }
    return type;
  }

  private literal(type: GraphQLInputType, depth: number): string {
    const r = this.r;
    if (isNonNullType(type)) return r.chance(0.02) ? 'null' : this.literal(type.ofType, depth);
    if (r.chance(0.03)) return 'null';
    if (isListType(type)) {
      if (r.chance(0.3)) return this.literal(type.ofType, depth + 1);
      const n = r.weighted([
        [10, r.int(0, 3)],
        [1, r.int(50, 2000)],
      ]);
      const first = this.literal(type.ofType, depth + 1);
      const items = [first];
      const count = n > 10 && first.length > 200 ? 3 : n;
      for (let i = 1; i < count; i++) items.push(count > 10 ? first : this.literal(type.ofType, depth + 1));
      return `[${items.join(', ')}]`;
    }
    if (isEnumType(type))
      return r.chance(0.92) ? r.pick(type.getValues()).name : r.pick(['NOPE', 'asc', '"ASC"']);
    if (isInputObjectType(type)) {
      if (depth > 4) return '{}';
      const parts: string[] = [];
      for (const f of Object.values(type.getFields())) {
        if (isNonNullType(f.type) || r.chance(0.35))
          parts.push(`${f.name}: ${this.literal(f.type, depth + 1)}`);
      }
      if (r.chance(0.03)) parts.push(`unknown_field: ${this.wrongLiteral()}`);
      return `{ ${parts.join(', ')} }`;
    }
    if (isScalarType(type)) {
      switch (type.name) {
        case 'Int':
          return numberLiteral(oddInt(r));
        case 'Float':
          return numberLiteral(oddFloat(r));
        case 'Boolean':
          return String(r.chance(0.5));
        default:
          return stringLiteral(r, this.text());
      }
    }
    return 'null';
  }

  private text(): string {
    const s = oddString(this.r, this.known);
    if (s.length <= 10_000) return s;
    if (this.longStringUsed) return s.slice(0, 100);
    this.longStringUsed = true;
    return s;
  }

  private wrongLiteral(): string {
    const r = this.r;
    return r.pick<() => string>([
      () => stringLiteral(r, this.text()),
      () => numberLiteral(oddInt(r)),
      () => numberLiteral(oddFloat(r)),
      () => 'true',
      () => 'null',
      () => 'ASC',
      () => '[1, "a", null]',
      () => '{ eq: "x", in: [1] }',
      () => '{}',
      () => '[]',
      () => '$undeclared',
    ])();
  }

  private value(type: GraphQLInputType, depth: number): unknown {
    const r = this.r;
    if (isNonNullType(type)) return r.chance(0.02) ? null : this.value(type.ofType, depth);
    if (r.chance(0.03)) return null;
    if (isListType(type)) {
      if (r.chance(0.3)) return this.value(type.ofType, depth + 1);
      const n = r.weighted([
        [10, r.int(0, 3)],
        [1, r.int(50, 5000)],
      ]);
      const first = this.value(type.ofType, depth + 1);
      const count = n > 10 && JSON.stringify(first).length > 200 ? 3 : n;
      return Array.from({ length: count }, (_, i) =>
        i === 0 || count > 10 ? first : this.value(type.ofType, depth + 1),
      );
    }
    if (isEnumType(type)) return r.chance(0.92) ? r.pick(type.getValues()).name : r.pick(['NOPE', 'asc', 1]);
    if (isInputObjectType(type)) {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      for (const f of Object.values(type.getFields())) {
        if (isNonNullType(f.type) || r.chance(0.35)) out[f.name] = this.value(f.type, depth + 1);
      }
      if (r.chance(0.03)) out.unknown_field = this.wrongValue();
      return out;
    }
    if (isScalarType(type)) {
      switch (type.name) {
        case 'Int':
          return oddInt(r);
        case 'Float':
          return oddFloat(r);
        case 'Boolean':
          return r.chance(0.5);
        default:
          return this.text();
      }
    }
    return null;
  }

  private wrongValue(): unknown {
    const r = this.r;
    return r.pick<() => unknown>([
      () => this.text(),
      () => oddInt(r),
      () => oddFloat(r),
      () => true,
      () => [1, 'a', null],
      () => ({ eq: 'x', in: [1] }),
      () => ({}),
      () => [],
      () => ({ __proto__: { polluted: true }, constructor: { prototype: {} } }),
    ])();
  }
}

/** A GraphQL literal for a number (`1e+21` is a valid float literal; JS and GraphQL agree). */
function numberLiteral(n: number): string {
  return Object.is(n, -0) ? '-0.0' : String(n);
}

/** JSON's escapes are GraphQL's; a lone surrogate becomes `\udXXX`, which the parser refuses. */
function stringLiteral(r: Rand, s: string): string {
  if (r.chance(0.05) && !s.includes('"""')) return `"""${s}"""`;
  return JSON.stringify(s);
}

function headers(r: Rand): Record<string, string> {
  const h: Record<string, string> = {};
  if (r.chance(0.5))
    h.store = r.weighted([
      [6, r.pick(['default', 'ua', 'ru'])],
      [1, headerValue(r)],
    ]);
  if (r.chance(0.25))
    h['content-currency'] = r.weighted([
      [4, r.pick(['UAH', 'uah', 'USD', 'EUR'])],
      [1, headerValue(r)],
    ]);
  if (r.chance(0.2))
    h.authorization = r.pick([
      'Bearer abc',
      `Bearer ${headerValue(r)}`,
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      headerValue(r),
    ]);
  if (r.chance(0.05)) h['x-magento-cache-id'] = headerValue(r);
  if (r.chance(0.05)) h['if-none-match'] = r.pick(['*', '"abc"', headerValue(r)]);
  if (r.chance(0.2)) h['accept-encoding'] = r.pick(['gzip', 'br', 'gzip, br', 'identity', 'zstd', '*;q=0']);
  return h;
}

export function graphqlRequests(schema: GraphQLSchema, opts: GraphqlFuzzOptions = {}): Arbitrary<HttpCase> {
  const known = opts.known ?? [];
  return built((r) => {
    const doc = new DocumentBuilder(r, schema, known);
    const { query, operationName } = doc.build();
    const variables = doc.variables;
    const h = headers(r);
    const method = r.weighted<string>([
      [9, 'GET'],
      [10, 'POST'],
      [1, r.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])],
    ]);
    const hasVariables = Object.keys(variables).length > 0;
    if (method === 'GET' || method === 'HEAD' || method === 'DELETE') {
      const qs = new URLSearchParams();
      if (!r.chance(0.01)) qs.set('query', query);
      if (hasVariables || r.chance(0.03))
        qs.set(
          'variables',
          r.chance(0.05) ? r.pick(['{', '[]', '"x"', 'null', '1e999']) : JSON.stringify(variables),
        );
      if (operationName !== undefined) qs.set('operationName', operationName);
      if (r.chance(0.03)) qs.append('query', '{ __typename }');
      if (r.chance(0.05)) qs.set(r.pick(['utm_source', 'extensions', 'x']), oddString(r).slice(0, 1000));
      let search = qs.toString();
      if (r.chance(0.02))
        search = r.pick(['query=%', 'query=%ZZ', '&&==&', 'query', `query=${'%7B'.repeat(5000)}`]);
      return { label: `graphql ${method}`, method, path: `/graphql?${search}`, headers: h };
    }
    const envelope = r.weighted<string>([
      [30, 'json'],
      [1, 'graphql'],
      [1, 'text'],
      [1, 'form'],
      [1, 'no-type'],
      [1, 'broken-json'],
      [1, 'batch'],
      [1, 'odd-json'],
    ]);
    const payload: Record<string, unknown> = { query };
    if (hasVariables || r.chance(0.05))
      payload.variables = r.chance(0.05) ? JSON.stringify(variables) : variables;
    if (operationName !== undefined) payload.operationName = operationName;
    if (r.chance(0.03))
      payload.extensions = r.pick([null, {}, { persistedQuery: { version: 1, sha256Hash: 'x' } }]);
    const json = JSON.stringify(payload);
    let body: string;
    let type: string | undefined = 'application/json';
    switch (envelope) {
      case 'graphql':
        body = query;
        type = 'application/graphql';
        break;
      case 'text':
        body = json;
        type = 'text/plain';
        break;
      case 'form':
        body = new URLSearchParams({ query }).toString();
        type = 'application/x-www-form-urlencoded';
        break;
      case 'no-type':
        body = json;
        type = undefined;
        break;
      case 'broken-json':
        body = json.slice(0, r.int(0, json.length - 1));
        break;
      case 'batch':
        body = JSON.stringify([payload, payload]);
        break;
      case 'odd-json':
        body = r.pick([
          'null',
          '[]',
          '"query"',
          '{"query": 1}',
          '{"query": {"a": 1}}',
          '{"query": "{ __typename }", "variables": [1]}',
          '{"__proto__": {"query": "{ __typename }"}}',
          JSON.stringify({ query, variables: 'x'.repeat(2_000_000) }),
        ]);
        break;
      default:
        body = json;
    }
    if (type)
      h['content-type'] = r.chance(0.05) ? `${type}; charset=${r.pick(['latin1', 'utf-16', 'x'])}` : type;
    return { label: `graphql ${method}`, method, path: '/graphql', headers: h, body };
  });
}
