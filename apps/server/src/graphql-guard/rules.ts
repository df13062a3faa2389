/**
 * The validation rules every GraphQL document passes before it runs, and the check of each
 * request's variables that validation cannot see.
 *
 * Shape limits come from @escape.tech/graphql-armor (depth, aliases, directives; each counts a
 * fragment once and reuses the count at its spreads, so they stay linear). Armor's max-tokens is
 * an envelop parser plugin mercurius cannot host: graphql-js's own `maxTokens` parse option does
 * the same (see graphql.ts). Armor's cost-limit is not used: it charges `first`/`last`, not
 * Magento's `pageSize` (cost.ts).
 *
 * Rules are static, so mercurius keeps its cache of validated documents. Variables are checked in
 * a preExecution hook on every request (checkVariables): page sizes given by variables are charged
 * there at the value sent, and their strings and lists meet the same bounds as literals.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  Kind,
  visit,
  type ASTNode,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { literalProblem, valueProblem } from './argument-limits.ts';
import { expandedFieldCount, operationCost, type Variables } from './cost.ts';

export const MAX_DEPTH = 20;
export const MAX_ALIASES = 30;
export const MAX_DIRECTIVES = 50;
/** Tokens in one document (~240 bytes of AST each): the storefront's largest operation has 259. */
export const MAX_TOKENS = 2000;
/**
 * Largest operation (fields, fragments spread out) mercurius may compile with graphql-jit: the
 * compiled code takes ~0.5 KB per field and stays with the cached document, so 256 documents of
 * 5,000 fields held 600 MB. The storefront's largest operation has 190.
 */
export const JIT_MAX_FIELDS = 400;

export interface GuardOptions {
  maxCost: number;
  introspection: boolean;
}

const refused = (message: string, nodes?: ASTNode | readonly ASTNode[]) =>
  new GraphQLError(message, { nodes, extensions: { category: 'graphql-input' } });

/** Armor reports "Syntax Error: …" by throwing; reported instead, with Magento's category. */
const armorOptions = (n: number) => ({
  n,
  propagateOnRejection: false,
  onReject: [
    (ctx: ValidationContext | null, err: GraphQLError) =>
      ctx?.reportError(refused(err.message.replace(/^Syntax Error: /, ''))),
  ],
});

export function costMessage(max: number, cost: number) {
  return `Max query complexity should be ${max} but got ${cost}.`;
}

function fragmentsOf(document: DocumentNode) {
  return new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
}

/** Refuses operations costing more than the ceiling, variables at their defaults. */
const costRule =
  (maxCost: number): ValidationRule =>
  (context) => {
    const fragments = fragmentsOf(context.getDocument());
    return {
      OperationDefinition(node) {
        const cost = operationCost(node, fragments, undefined);
        if (cost > maxCost) context.reportError(refused(costMessage(maxCost, cost), node));
      },
    };
  };

/** Literal arguments and variable defaults within the bounds of argument-limits.ts. */
const argumentLimitsRule: ValidationRule = (context): ASTVisitor => ({
  Argument(node) {
    const problem = literalProblem(node.value, node.name.value === 'search');
    if (problem) context.reportError(refused(problem, node));
  },
  VariableDefinition(node) {
    const problem = node.defaultValue && literalProblem(node.defaultValue, false);
    if (problem) context.reportError(refused(problem, node));
  },
});

/** Magento's (webonyx's DisableIntrospection) refusal, category as webonyx gives it. */
const noIntrospectionRule: ValidationRule = (context): ASTVisitor => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError('GraphQL introspection is not allowed, but the query contained __schema or __type', {
          nodes: node,
          extensions: { category: 'graphql' },
        }),
      );
    }
  },
});

export function validationRules(options: GuardOptions): ValidationRule[] {
  return [
    costRule(options.maxCost),
    argumentLimitsRule,
    maxDepthRule(armorOptions(MAX_DEPTH)) as unknown as ValidationRule,
    maxAliasesRule(armorOptions(MAX_ALIASES)) as unknown as ValidationRule,
    maxDirectivesRule(armorOptions(MAX_DIRECTIVES)) as unknown as ValidationRule,
    ...(options.introspection ? [] : [noIntrospectionRule]),
  ];
}

/** What checkVariables needs from a document, worked out once per (cached) document. */
interface VariableUse {
  fragments: Map<string, FragmentDefinitionNode>;
  operations: OperationDefinitionNode[];
  /** Variables used as `search` arguments. */
  searchVariables: Set<string>;
  /** Whether any variable sets a page size (else validation already charged everything). */
  pageSizeVariables: boolean;
  /** Fields of its largest operation, fragments spread out. */
  largestOperation: number;
}
const uses = new WeakMap<DocumentNode, VariableUse>();

function variableUse(document: DocumentNode): VariableUse {
  let use = uses.get(document);
  if (use) return use;
  const searchVariables = new Set<string>();
  let pageSizeVariables = false;
  visit(document, {
    Argument(node) {
      if (node.value.kind !== Kind.VARIABLE) return;
      if (node.name.value === 'search') searchVariables.add(node.value.name.value);
      if (node.name.value === 'pageSize') pageSizeVariables = true;
    },
  });
  const fragments = fragmentsOf(document);
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  use = {
    fragments,
    operations,
    searchVariables,
    pageSizeVariables,
    largestOperation: Math.max(0, ...operations.map((o) => expandedFieldCount(o, fragments))),
  };
  uses.set(document, use);
  return use;
}

/** The request's variables within the bounds, and its cost with them; errors to refuse it with. */
export function checkVariables(
  document: DocumentNode,
  variables: Variables,
  operationName: string | undefined,
  maxCost: number,
): GraphQLError[] {
  const use = variableUse(document);
  for (const [name, value] of Object.entries(variables ?? {})) {
    const problem = valueProblem(value, use.searchVariables.has(name));
    if (problem) return [refused(`Variable "$${name}": ${problem}`)];
  }
  if (!use.pageSizeVariables) return [];
  const operation =
    use.operations.find((o) => (operationName ? o.name?.value === operationName : true)) ?? use.operations[0];
  if (!operation) return [];
  const cost = operationCost(operation, use.fragments, variables);
  return cost > maxCost ? [refused(costMessage(maxCost, cost), operation)] : [];
}

/** Whether graphql-jit should leave this document to graphql-js (see JIT_MAX_FIELDS). */
export function tooLargeToCompile(document: DocumentNode): boolean {
  return variableUse(document).largestOperation > JIT_MAX_FIELDS;
}

/** Thrown from a mercurius hook: answered 400 with these errors, like a validation failure. */
export class RequestRefused extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: GraphQLError[]) {
    super(errors[0]?.message ?? 'Request refused');
  }
}
