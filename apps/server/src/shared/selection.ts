/** Names of the fields selected under the current field, through fragments: lets a resolver skip work nobody asked for. */
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  return namesIn(
    info,
    info.fieldNodes.map((node) => node.selectionSet),
  );
}

/**
 * Per field of a document (its nodes, the same object for every item of a list), the names under
 * each child asked for: a card's resolvers ask once per product, the answer is the document's.
 */
const underChildren = new WeakMap<GraphQLResolveInfo['fieldNodes'], Map<string, Set<string>>>();

/**
 * Names of the fields selected under the current field's child `path[0]` (e.g. a listing's
 * `items`), or further down along `path` (`items`, `related_products`).
 */
export function selectedUnder(info: GraphQLResolveInfo, ...path: [string, ...string[]]): Set<string> {
  let byChild = underChildren.get(info.fieldNodes);
  if (!byChild) underChildren.set(info.fieldNodes, (byChild = new Map()));
  const key = path.join('.');
  let names = byChild.get(key);
  if (!names) byChild.set(key, (names = collectUnder(info, path)));
  return names;
}

function collectUnder(info: GraphQLResolveInfo, path: string[]): Set<string> {
  let sets: (SelectionSetNode | undefined)[] = info.fieldNodes.map((node) => node.selectionSet);
  for (const child of path) {
    const found: (SelectionSetNode | undefined)[] = [];
    const collect = (set: SelectionSetNode | undefined) => {
      for (const sel of set?.selections ?? []) {
        if (sel.kind === 'Field') {
          if (sel.name.value === child) found.push(sel.selectionSet);
        } else if (sel.kind === 'InlineFragment') collect(sel.selectionSet);
        else collect(info.fragments[sel.name.value]?.selectionSet);
      }
    };
    for (const set of sets) collect(set);
    sets = found;
  }
  return namesIn(info, sets);
}

function namesIn(info: GraphQLResolveInfo, sets: (SelectionSetNode | undefined)[]): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === 'Field') names.add(sel.name.value);
      else if (sel.kind === 'InlineFragment') visit(sel.selectionSet);
      else visit(info.fragments[sel.name.value]?.selectionSet);
    }
  };
  for (const set of sets) visit(set);
  return names;
}
