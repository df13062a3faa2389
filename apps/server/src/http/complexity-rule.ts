/**
 * Refuses queries whose field count (fragments expanded, as Magento's queryComplexity counts)
 * exceeds a maximum. Written here rather than taken from graphql-query-complexity because that
 * rule needs each request's variables, which rules out mercurius' cache of validated queries.
 */
import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

export function fieldCountRule(maximum: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d.selectionSet]),
    );
    const count = (set: SelectionSetNode, seen: Set<string>): number =>
      set.selections.reduce((n, sel) => {
        if (sel.kind === Kind.FIELD) return n + 1 + (sel.selectionSet ? count(sel.selectionSet, seen) : 0);
        if (sel.kind === Kind.INLINE_FRAGMENT) return n + count(sel.selectionSet, seen);
        const name = sel.name.value;
        const fragment = fragments.get(name);
        // A fragment spread cycle is reported by graphql's own NoFragmentCycles rule.
        if (!fragment || seen.has(name)) return n;
        return n + count(fragment, new Set(seen).add(name));
      }, 0);
    return {
      OperationDefinition(node) {
        const total = count(node.selectionSet, new Set());
        if (total > maximum) {
          context.reportError(
            new GraphQLError(`Max query complexity should be ${maximum} but got ${total}.`, {
              nodes: [node],
              extensions: { category: 'graphql-input' },
            }),
          );
        }
      },
    };
  };
}
