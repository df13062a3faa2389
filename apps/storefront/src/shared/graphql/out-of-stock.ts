import type { GraphqlError, GraphqlResult } from './graphql-result.ts';

/**
 * Stock messages the server raises for a single product or cart line (spec §8). The shopper should see the
 * rest of the list, not an error, so these errors are dropped together with the item they concern.
 */
export const OUT_OF_STOCK_MESSAGES = [
  'Some of the products are out of stock.',
  'There are no source items with the in stock status',
  'The requested qty is not available',
] as const;

/** Contained, not equal: Magento wraps some of them ("Could not add the product …: The requested qty …"). */
export function isOutOfStockError(error: Pick<GraphqlError, 'message'>): boolean {
  return OUT_OF_STOCK_MESSAGES.some(
    (text) => typeof error.message === 'string' && error.message.includes(text),
  );
}

type Path = ReadonlyArray<string | number>;

/**
 * The list that holds the affected item and the item's index: the deepest numeric step of the path.
 * ['cart','items',3,'product'] → (['cart','items'], 3). Undefined when the path names no list element.
 */
function itemLocation(path: Path | undefined): { listPath: Path; index: number } | undefined {
  if (!path) return undefined;
  for (let step = path.length - 1; step >= 0; step -= 1) {
    const segment = path[step];
    if (typeof segment === 'number') return { listPath: path.slice(0, step), index: segment };
  }
  return undefined;
}

const listKey = (listPath: Path) => JSON.stringify(listPath);

/** Copies `data` along `listPath` only, replacing the list there with one lacking the given indexes. */
function withoutIndexes(data: unknown, listPath: Path, indexes: ReadonlySet<number>): unknown {
  if (listPath.length === 0) {
    return Array.isArray(data) ? data.filter((_item, index) => !indexes.has(index)) : data;
  }
  if (typeof data !== 'object' || data === null) return data;
  const [head, ...rest] = listPath as [string | number, ...Array<string | number>];
  const container = data as Record<string | number, unknown>;
  if (!(head in container)) return data;
  const updated = withoutIndexes(container[head], rest, indexes);
  if (updated === container[head]) return data;
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[head as number] = updated;
    return copy;
  }
  return { ...container, [head]: updated };
}

/**
 * Removes the out-of-stock errors and their items. Indexes refer to the lists as the server sent them, so
 * all items of one list are removed together. Without any other error left the `errors` key is removed,
 * so the result counts as successful. The input is not modified.
 */
export function removeOutOfStockErrors<TData>(result: GraphqlResult<TData>): GraphqlResult<TData> {
  const errors = result.errors;
  if (!errors?.some(isOutOfStockError)) return result;

  const remaining: GraphqlError[] = [];
  const lists = new Map<string, { listPath: Path; indexes: Set<number> }>();
  for (const error of errors) {
    if (!isOutOfStockError(error)) {
      remaining.push(error);
      continue;
    }
    const location = itemLocation(error.path);
    if (!location) continue;
    const key = listKey(location.listPath);
    const list = lists.get(key) ?? { listPath: location.listPath, indexes: new Set<number>() };
    list.indexes.add(location.index);
    lists.set(key, list);
  }

  // Deepest lists first: removing from an outer list first would shift the indexes of the inner paths.
  const byDepth = [...lists.values()].sort((a, b) => b.listPath.length - a.listPath.length);
  let data: unknown = result.data;
  for (const { listPath, indexes } of byDepth) data = withoutIndexes(data, listPath, indexes);

  const { errors: _dropped, ...rest } = result;
  const cleaned: GraphqlResult<TData> = { ...rest };
  if ('data' in result) cleaned.data = data as TData | null | undefined;
  if (remaining.length > 0) cleaned.errors = remaining;
  return cleaned;
}
