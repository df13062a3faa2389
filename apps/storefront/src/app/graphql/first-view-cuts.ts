/**
 * Server: what of an answer the first view of a page renders, for the boot data (≤ 40 KB a page).
 * The operations sent stay as the spec asks; only what the page embeds for hydration is cut, and
 * such an answer is marked (shared/graphql/first-view-cut.ts) so it is never taken for the whole.
 *
 * - getMainMenu: the header draws the top-level items, and whether each opens a panel. Their
 *   second-level items are kept by name only, deeper levels and the panels' blocks not at all: the
 *   whole menu is fetched when the shopper reaches for it (app/layout/main-menu.tsx).
 * - Product cards (any object a query selects as just `...ProductCard`): a card draws its photos,
 *   prices and the sizes in stock; the variants and options behind sizes, the entries of sizes it
 *   does not list and the small image (used only without a gallery) are not embedded. Nothing in
 *   the storefront reads them from a card.
 */
import { getOperationName } from '@urql/core';
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { isListedSize, type ProductSizeEntry } from '../../shared/catalog/sizes.ts';
import { PRODUCT_CARD_FRAGMENT } from '../../shared/product-card/product-card-fragment.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object';

/** Cuts `data` (in place) to the first view; true when anything was cut. */
export function cutToFirstView(query: DocumentNode, data: unknown): boolean {
  const menuCut = getOperationName(query) === 'getMainMenu' && cutMenuToOutline(data);
  const cardsCut = cutCards(query, data);
  return menuCut || cardsCut;
}

/** Top-level items without their panels' content; second-level items by id and label only. */
export function cutMenuToOutline(data: unknown): boolean {
  const items = isObject(data) && isObject(data.mainMenu) ? data.mainMenu.items : null;
  if (!Array.isArray(items)) return false;
  for (const item of items) {
    if (!isObject(item)) continue;
    delete item.menu_image;
    delete item.left_block;
    delete item.right_block;
    if (Array.isArray(item.submenu)) {
      item.submenu = item.submenu.map((child: unknown) =>
        isObject(child) ? { id: child.id, label: child.label } : child,
      );
    }
  }
  return true;
}

const CARD_FRAGMENT = (PRODUCT_CARD_FRAGMENT as unknown as DocumentNode).definitions.find(
  (d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition',
)!;
const CARD_FIELDS = new Set(
  CARD_FRAGMENT.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : [])),
);

/** A selection that is a card and nothing else: the card fragment, plus fields the card has anyway. */
function isCardSelection(set: SelectionSetNode): boolean {
  let spreadsCard = false;
  for (const selection of set.selections) {
    if (selection.kind === 'FragmentSpread' && selection.name.value === CARD_FRAGMENT.name.value)
      spreadsCard = true;
    else if (selection.kind !== 'Field' || selection.alias || !CARD_FIELDS.has(selection.name.value))
      return false;
  }
  return spreadsCard;
}

function cutCard(card: Json): void {
  delete card.configurable_options;
  delete card.variants;
  if (Array.isArray(card.product_all)) {
    card.product_all = (card.product_all as Array<ProductSizeEntry | null>)
      .filter(isListedSize)
      .map(({ title, stock_status, __typename }: ProductSizeEntry & { __typename?: string }) =>
        __typename === undefined ? { title, stock_status } : { title, stock_status, __typename },
      );
  }
  const gallery = Array.isArray(card.media_gallery) ? card.media_gallery : [];
  if (gallery.some((image) => isObject(image) && image.url)) delete card.small_image;
}

function cutCards(query: DocumentNode, data: unknown): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of query.definitions) if (d.kind === 'FragmentDefinition') fragments.set(d.name.value, d);
  let cut = false;
  const visit = (set: SelectionSetNode, value: unknown): void => {
    if (Array.isArray(value)) return value.forEach((entry) => visit(set, entry));
    if (!isObject(value)) return;
    if (isCardSelection(set)) {
      cutCard(value);
      cut = true;
      return;
    }
    for (const selection of set.selections) {
      if (selection.kind === 'Field' && selection.selectionSet) {
        visit(selection.selectionSet, value[selection.alias?.value ?? selection.name.value]);
      } else if (selection.kind === 'InlineFragment') {
        visit(selection.selectionSet, value);
      } else if (selection.kind === 'FragmentSpread' && selection.name.value !== CARD_FRAGMENT.name.value) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet, value);
      }
    }
  };
  for (const d of query.definitions) if (d.kind === 'OperationDefinition') visit(d.selectionSet, data);
  return cut;
}
