/**
 * Page fuzz: random page addresses (support/page-urls.ts) against the real shop of
 * global-setup.ts, answered without a 5xx, a reset connection or a stall. 300 addresses in the
 * normal run; FUZZ_RUNS sets the count (2000 for the hardening suite), FUZZ_SEED the seed and
 * FUZZ_TIMEOUT_MS the time bound (5000).
 */
import { describe, expect, test } from 'vitest';
import { formatReport, fuzz, violations } from '../apps/server/test/fuzz/run.ts';
import { pageKind, pageRequests, type ShopAddresses } from './support/page-urls.ts';
import { baseUrl, graphql } from './support/shop-data.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 5000);

interface CategoryNode {
  url_path: string | null;
  children?: CategoryNode[] | null;
}

/** Real category paths, product url keys and filters of the demo catalogue. */
async function shopAddresses(): Promise<ShopAddresses> {
  const data = await graphql<{
    categories: { items: CategoryNode[] };
    products: {
      items: { url_key: string }[];
      aggregations: { attribute_code: string; options: { value: string }[] }[];
    };
  }>(
    'ua',
    `
      {
        categories(pageSize: 20) {
          items {
            url_path
            children {
              url_path
              children {
                url_path
              }
            }
          }
        }
        products(filter: { price: { from: "0" } }, pageSize: 30) {
          items {
            url_key
          }
          aggregations {
            attribute_code
            options {
              value
            }
          }
        }
      }
    `,
  );
  const categoryPaths: string[] = [];
  const walk = (nodes: CategoryNode[] | null | undefined) => {
    for (const n of nodes ?? []) {
      if (n.url_path) categoryPaths.push(n.url_path);
      walk(n.children);
    }
  };
  walk(data.categories.items);
  return {
    categoryPaths,
    productKeys: data.products.items.map((p) => p.url_key),
    filters: data.products.aggregations.map((a) => ({
      name: a.attribute_code,
      values: a.options.map((o) => o.value),
    })),
  };
}

describe('page fuzz', () => {
  test(`${RUNS} random page addresses answer without a 5xx or a stall`, async () => {
    const known = await shopAddresses();
    expect(known.categoryPaths.length).toBeGreaterThan(3);
    const report = await fuzz(
      pageRequests(known),
      { baseUrl: baseUrl() },
      { timeoutMs: TIMEOUT_MS },
      { name: 'pages', runs: RUNS, seed: SEED, keepGoing: true, hint: pageKind },
    );
    console.log(formatReport(report));
    expect(report.runs).toBe(RUNS);
    expect(violations(report).map((f) => f.signature)).toEqual([]);
  }, 3_600_000);
});
