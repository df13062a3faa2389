/**
 * The product card's fields out of a larger product object, following the card fragment's own
 * selection, so a recently viewed entry stores what a card shows and nothing more (not the
 * description or the stock of every warehouse) and stays right when the fragment changes.
 */
import type { DocumentNode, SelectionSetNode } from 'graphql';
import {
  PRODUCT_CARD_FRAGMENT,
  type ProductCardData,
} from '../../shared/product-card/product-card-fragment.ts';

function pickSelection(value: unknown, selectionSet: SelectionSetNode): unknown {
  if (Array.isArray(value)) return value.map((entry) => pickSelection(entry, selectionSet));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === 'Field') {
        const key = selection.alias?.value ?? selection.name.value;
        if (!(key in source)) continue;
        out[key] = selection.selectionSet ? pickSelection(source[key], selection.selectionSet) : source[key];
      } else if (selection.kind === 'InlineFragment') {
        visit(selection.selectionSet);
      }
    }
  };
  visit(selectionSet);
  return out;
}

/** Only the fields the card fragment selects (inline fragments included when present). */
export function pickFragmentFields(value: unknown, fragment: DocumentNode): unknown {
  const definition = fragment.definitions.find((d) => d.kind === 'FragmentDefinition');
  if (!definition || definition.kind !== 'FragmentDefinition') return value;
  return pickSelection(value, definition.selectionSet);
}

export function toProductCardData(product: object): ProductCardData {
  return pickFragmentFields(product, PRODUCT_CARD_FRAGMENT as unknown as DocumentNode) as ProductCardData;
}
