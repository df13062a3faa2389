/**
 * What a GraphQL operation costs, charged by the work it asks for: every field 1, a listing
 * (`products`, `categories`, `categoryList`, a product's `reviews`) its page size times what each
 * item selects, and `aggregations` or `filters` (facet counting, the expensive part of a listing
 * query) a fixed amount more.
 * Aliases are charged like any field, so 333 aliased listings cost 333 listings.
 *
 * Linear in the document: a fragment's cost is computed once per walk and reused at each of its
 * spreads (a spread cycle is reported by graphql's NoFragmentCycles and costs nothing here).
 *
 * Written here rather than taken from @escape.tech/graphql-armor-cost-limit: that rule knows
 * only `first`/`last` literals, not Magento's `pageSize` (literal, variable or the default 20).
 */
import {
  Kind,
  type ArgumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** Magento's default page size for products, categories and categoryList. */
export const DEFAULT_PAGE_SIZE = 20;
/** Counting a listing's facets costs about as much as fetching a thousand fields. */
export const AGGREGATION_COST = 1000;

/** Listing fields whose items sit under `items` (a product's `reviews` pages too), and those that are the list themselves. */
const PAGED_RESULTS = new Set(['products', 'categories', 'reviews']);
const PAGED_LISTS = new Set(['categoryList']);

export type Variables = Record<string, unknown> | null | undefined;

interface Split {
  /** Cost of what each item selects (`items { … }`). */
  perItem: number;
  /** Cost of the rest (total_count, page_info, aggregations…). */
  once: number;
}

export function operationCost(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Variables,
): number {
  const defaults = new Map<string, ValueNode>();
  for (const d of operation.variableDefinitions ?? []) {
    if (d.defaultValue) defaults.set(d.variable.name.value, d.defaultValue);
  }
  const memo = new Map<string, number>();
  const splitMemo = new Map<string, Split>();

  const pageSize = (args: readonly ArgumentNode[] | undefined): number => {
    const arg = args?.find((a) => a.name.value === 'pageSize');
    let value: unknown = DEFAULT_PAGE_SIZE;
    if (arg?.value.kind === Kind.INT) value = Number(arg.value.value);
    else if (arg?.value.kind === Kind.VARIABLE) {
      const name = arg.value.name.value;
      const given = variables?.[name];
      const fallback = defaults.get(name);
      if (typeof given === 'number') value = given;
      else if (fallback?.kind === Kind.INT) value = Number(fallback.value);
    }
    // Below 1 is refused by the resolvers; charging 1 keeps the sum meaningful until then.
    return typeof value === 'number' && Number.isFinite(value) ? Math.max(1, value) : DEFAULT_PAGE_SIZE;
  };

  const fragmentOf = <T>(
    name: string,
    cache: Map<string, T>,
    empty: T,
    walk: (s: SelectionSetNode) => T,
  ): T => {
    const kept = cache.get(name);
    if (kept !== undefined) return kept;
    const fragment = fragments.get(name);
    cache.set(name, empty); // in progress: a cycle adds nothing
    const value = fragment ? walk(fragment.selectionSet) : empty;
    cache.set(name, value);
    return value;
  };

  const setCost = (set: SelectionSetNode): number => {
    let sum = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) sum += setCost(sel.selectionSet);
      else if (sel.kind === Kind.FRAGMENT_SPREAD) sum += fragmentOf(sel.name.value, memo, 0, setCost);
      else if (!sel.selectionSet) sum += 1;
      else if (PAGED_RESULTS.has(sel.name.value)) {
        const { perItem, once } = resultCost(sel.selectionSet);
        sum += 1 + pageSize(sel.arguments) * perItem + once;
      } else if (PAGED_LISTS.has(sel.name.value)) {
        sum += 1 + pageSize(sel.arguments) * setCost(sel.selectionSet);
      } else sum += 1 + setCost(sel.selectionSet);
    }
    return sum;
  };

  /** A listing's result: `items` per item, `aggregations` at their fixed price, the rest once. */
  const resultCost = (set: SelectionSetNode): Split => {
    const split: Split = { perItem: 0, once: 0 };
    const add = (s: Split) => {
      split.perItem += s.perItem;
      split.once += s.once;
    };
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) add(resultCost(sel.selectionSet));
      else if (sel.kind === Kind.FRAGMENT_SPREAD)
        add(fragmentOf(sel.name.value, splitMemo, { perItem: 0, once: 0 }, resultCost));
      else if (sel.name.value === 'items' && sel.selectionSet) split.perItem += 1 + setCost(sel.selectionSet);
      // `filters` (Magento's deprecated layered navigation) counts the same facets as `aggregations`.
      else if (sel.name.value === 'aggregations' || sel.name.value === 'filters')
        split.once += AGGREGATION_COST + (sel.selectionSet ? setCost(sel.selectionSet) : 0);
      else split.once += sel.selectionSet ? 1 + setCost(sel.selectionSet) : 1;
    }
    return split;
  };

  return setCost(operation.selectionSet);
}

/** Fields an operation selects with its fragments spread out (what graphql-jit compiles). */
export function expandedFieldCount(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): number {
  const memo = new Map<string, number>();
  const count = (set: SelectionSetNode): number => {
    let sum = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) sum += count(sel.selectionSet);
      else if (sel.kind === Kind.FIELD) sum += 1 + (sel.selectionSet ? count(sel.selectionSet) : 0);
      else {
        const name = sel.name.value;
        if (!memo.has(name)) {
          memo.set(name, 0); // in progress: a cycle adds nothing
          const fragment = fragments.get(name);
          memo.set(name, fragment ? count(fragment.selectionSet) : 0);
        }
        sum += memo.get(name)!;
      }
    }
    return sum;
  };
  return count(operation.selectionSet);
}
