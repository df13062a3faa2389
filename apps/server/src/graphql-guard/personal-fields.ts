/**
 * Personal answers are never kept by the server's GET cache. A root field declared
 * `@cache(cacheable: false)` (Magento's directive: cart, customerCart, customer…) makes the whole
 * request personal, as a request mixing any uncacheable field is not cached by Magento's Varnish.
 */
import { getOperationAST, Kind, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';

/** Query fields marked `@cache(cacheable: false)` in the schema. */
export function uncacheableRootFields(schema: GraphQLSchema): Set<string> {
  const fields = schema.getQueryType()?.getFields() ?? {};
  const names = new Set<string>();
  for (const [name, field] of Object.entries(fields)) {
    const cache = field.astNode?.directives?.find((d) => d.name.value === 'cache');
    const cacheable = cache?.arguments?.find((a) => a.name.value === 'cacheable');
    if (cacheable?.value.kind === Kind.BOOLEAN && cacheable.value.value === false) names.add(name);
  }
  return names;
}

/** Whether the operation run selects a personal root field (through fragments too). */
export function selectsPersonalField(
  document: DocumentNode,
  operationName: string | undefined,
  personal: Set<string>,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode): boolean =>
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return personal.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet);
      const name = s.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      const fragment = fragments.get(name);
      return fragment ? visit(fragment.selectionSet) : false;
    });
  return visit(operation.selectionSet);
}
