/** Names of the fields selected under the current field, through fragments: lets a resolver skip work nobody asked for. */
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === 'Field') names.add(sel.name.value);
      else if (sel.kind === 'InlineFragment') visit(sel.selectionSet);
      else visit(info.fragments[sel.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
