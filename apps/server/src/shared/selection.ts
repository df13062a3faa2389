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

/** Names of the fields selected under the current field's child `child` (e.g. a listing's `items`). */
export function selectedUnder(info: GraphQLResolveInfo, child: string): Set<string> {
  let byChild = underChildren.get(info.fieldNodes);
  if (!byChild) underChildren.set(info.fieldNodes, (byChild = new Map()));
  let names = byChild.get(child);
  if (!names) byChild.set(child, (names = collectUnder(info, child)));
  return names;
}

function collectUnder(info: GraphQLResolveInfo, child: string): Set<string> {
  const sets: (SelectionSetNode | undefined)[] = [];
  const collect = (set: SelectionSetNode | undefined) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === 'Field') {
        if (sel.name.value === child) sets.push(sel.selectionSet);
      } else if (sel.kind === 'InlineFragment') collect(sel.selectionSet);
      else collect(info.fragments[sel.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) collect(node.selectionSet);
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
