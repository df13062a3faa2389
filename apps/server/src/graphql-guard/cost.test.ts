import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  AGGREGATION_COST,
  DEFAULT_PAGE_SIZE,
  expandedFieldCount,
  operationCost,
  type Variables,
} from './cost.ts';

function cost(source: string, variables?: Variables): number {
  const doc = parse(source);
  const fragments = new Map(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return operationCost(op, fragments, variables);
}

describe('operation cost', () => {
  it('counts a fragment once per walk, so a 40-level spread bomb is priced in no time', () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Query { __typename }`
        : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    );
    const started = performance.now();
    expect(cost(`{ ...F0 } ${fragments.join(' ')}`)).toBe(2 ** (levels - 1));
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('charges items by page size, aggregations at their price, the rest once', () => {
    // products 1 + items (1 + 2 fields) per product + total_count 1
    expect(cost('{ products(pageSize: 10) { items { sku name } total_count } }')).toBe(1 + 10 * 3 + 1);
    expect(cost('{ products { items { sku } } }')).toBe(1 + DEFAULT_PAGE_SIZE * 2);
    expect(cost('{ products(pageSize: 5) { aggregations { count } } }')).toBe(1 + AGGREGATION_COST + 1);
    expect(cost('{ categoryList(pageSize: 3) { uid name } }')).toBe(1 + 3 * 2);
  });

  it("charges Magento's deprecated layered filters like aggregations, and a product's reviews by page", () => {
    expect(cost('{ products(pageSize: 5) { filters { name } } }')).toBe(1 + AGGREGATION_COST + 1);
    // products 1 + per product (items 1 + reviews 1 + 30 × (items 1 + summary 1))
    expect(cost('{ products(pageSize: 2) { items { reviews(pageSize: 30) { items { summary } } } } }')).toBe(
      1 + 2 * (1 + 1 + 30 * 2),
    );
  });

  it('charges every alias, and page sizes from variables or their defaults', () => {
    const one = cost('{ products(pageSize: 2) { items { sku } } }');
    expect(
      cost('{ a: products(pageSize: 2) { items { sku } } b: products(pageSize: 2) { items { sku } } }'),
    ).toBe(2 * one);
    const q = 'query($n: Int = 4) { products(pageSize: $n) { items { sku } } }';
    expect(cost(q)).toBe(1 + 4 * 2);
    expect(cost(q, { n: 50 })).toBe(1 + 50 * 2);
    const viaFragment =
      'query($n: Int) { ...L } fragment L on Query { products(pageSize: $n) { ...I } } fragment I on Products { items { sku } }';
    expect(cost(viaFragment, { n: 7 })).toBe(1 + 7 * 2);
  });
});

describe('expanded field count', () => {
  it('spreads fragments out, counting each once per walk', () => {
    const doc = parse('{ ...A ...A } fragment A on Query { storeConfig { id code } }');
    const op = doc.definitions[0] as OperationDefinitionNode;
    const fragments = new Map([['A', doc.definitions[1] as FragmentDefinitionNode]]);
    expect(expandedFieldCount(op, fragments)).toBe(6);
  });
});
