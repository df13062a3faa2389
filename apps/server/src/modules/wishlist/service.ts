/**
 * The wish list's rules (Magento's WishlistGraphQl, Open Source: one list per customer, made on first
 * use): who may use a list, what can be kept, with Magento's texts and categories. Problems with one
 * product are user_errors; a guest, another's list or a bad argument are thrown and change nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from '../../graphql-context.ts';
import type { WishlistItemInput, WishlistItemUpdateInput } from '../../generated/graphql.ts';
import { NOT_AUTHORIZED } from '../../graphql-guard/authenticate.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { configurableOptionUid, encodeUid } from '../../shared/uid.ts';
import {
  deleteItems,
  deleteItemsBySku,
  insertWishlist,
  lockWishlist,
  countItems,
  selectItems,
  selectItemsById,
  selectProductIds,
  selectProductsBySku,
  selectVariantsOf,
  selectWishlist,
  selectWishlistOfCustomer,
  touchWishlist,
  updateItem,
  upsertItem,
  type ProductRef,
  type WishlistItemRow,
  type WishlistRow,
} from './queries.ts';

/** Magento's text for a guest's wish list mutation. */
export const CANNOT_OPERATE = 'The current user cannot perform operations on wishlist';
export const WISHLIST_NOT_FOUND = 'The wishlist was not found.';
/** Most items one list keeps: the heart's `products` answer lists them all, so it stays bounded. */
export const MAX_ITEMS = 500;
/** Most items one add, update or remove may name. */
const MAX_PER_CALL = 100;
const MAX_QTY = 10000;
const MAX_DESCRIPTION = 1000;

export type WishlistErrorCode = 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
export interface WishlistUserError {
  code: WishlistErrorCode;
  message: string;
}
export interface WishlistChange {
  wishlist: WishlistRow;
  user_errors: WishlistUserError[];
}

function signedIn(ctx: Context, message = NOT_AUTHORIZED): number {
  const id = ctx.customer.customerId;
  if (id === null) throw authorizationError(message);
  return id;
}

/** The customer's one list, made on first use. */
async function listOf(ctx: Context, customerId: number): Promise<WishlistRow> {
  const db = ctx.services.db;
  const found = await selectWishlistOfCustomer(db, customerId);
  if (found) return found;
  await insertWishlist(db, customerId, randomBytes(16).toString('hex'));
  return (await selectWishlistOfCustomer(db, customerId))!;
}

const reread = async (ctx: Context, id: number) => (await selectWishlist(ctx.services.db, id))!;

/** A list id of the caller's; "0" or empty is their default list (Magento's resolver). */
async function ownList(ctx: Context, wishlistId: string | number): Promise<WishlistRow> {
  const customerId = signedIn(ctx, CANNOT_OPERATE);
  const text = String(wishlistId).trim();
  if (text === '' || text === '0') return listOf(ctx, customerId);
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  const row = id <= 2_147_483_647 ? await selectWishlist(ctx.services.db, id) : null;
  // Another customer's list is answered exactly like one that does not exist.
  if (!row || row.customer_id !== customerId) throw inputError(WISHLIST_NOT_FOUND);
  return row;
}

// ---- reading ----

/** Customer.wishlists, Customer.wishlist and Query.wishlist: the caller's list. */
export async function customerWishlist(ctx: Context): Promise<WishlistRow> {
  return listOf(ctx, signedIn(ctx));
}

export async function customerWishlists(
  ctx: Context,
  pageSize: number,
  currentPage: number,
): Promise<WishlistRow[]> {
  checkPaging(pageSize, currentPage);
  // One list per customer: it is the first page's only entry.
  return currentPage === 1 ? [await customerWishlist(ctx)] : [];
}

/** Customer.wishlist_v2(id): the caller's list, or null for any other id. */
export async function wishlistById(ctx: Context, id: string | number): Promise<WishlistRow | null> {
  const customerId = signedIn(ctx);
  const text = String(id).trim();
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) return null;
  const row = await selectWishlist(ctx.services.db, Number(text));
  return row && row.customer_id === customerId ? row : null;
}

function checkPaging(pageSize: number, currentPage: number): void {
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
}

export async function wishlistItems(ctx: Context, list: WishlistRow, pageSize: number, currentPage: number) {
  checkPaging(pageSize, currentPage);
  const size = Math.min(pageSize, MAX_ITEMS);
  const offset = (currentPage - 1) * size;
  const items = offset < MAX_ITEMS ? await selectItems(ctx.services.db, list.id, size, offset) : [];
  return {
    items,
    page_info: {
      current_page: currentPage,
      page_size: pageSize,
      total_pages: Math.ceil(list.items_count / size),
    },
  };
}

export async function wishlistProducts(ctx: Context, list: WishlistRow) {
  const ids = await selectProductIds(ctx.services.db, list.id);
  const rows = await Promise.all(ids.map((id) => ctx.loaders.product.load(id)));
  return rows.filter((r) => r !== null);
}

/** The size of a configurable item, as the cart's SelectedConfigurableOption. */
export async function itemOptions(ctx: Context, item: WishlistItemRow) {
  if (item.variant_id === null) return [];
  const [variant, dict] = await Promise.all([
    ctx.loaders.product.load(item.variant_id),
    ctx.services.options.get(),
  ]);
  if (!variant || variant.parent_id !== item.product_id || variant.size_option_id === null) return [];
  const size = dict.options.get(variant.size_option_id);
  const attribute = size && dict.attributes.get(size.attributeCode);
  if (!size || !attribute) return [];
  return [
    {
      id: attribute.id,
      configurable_product_option_uid: encodeUid(`configurable/${item.product_id}/${attribute.id}`),
      option_label: attribute.labels[ctx.store.code] ?? '',
      value_id: variant.size_option_id,
      configurable_product_option_value_uid: configurableOptionUid(attribute.id, variant.size_option_id),
      value_label: size.labels[ctx.store.code] ?? '',
    },
  ];
}

// ---- changing ----

const notFound = (sku: string): WishlistUserError => ({
  code: 'PRODUCT_NOT_FOUND',
  message: `Could not find a product with SKU "${sku}"`,
});

function quantityProblem(quantity: number): WishlistUserError | null {
  if (!Number.isFinite(quantity) || quantity <= 0)
    return { code: 'UNDEFINED', message: 'The quantity of a wish list item must be greater than 0.' };
  if (quantity > MAX_QTY) return { code: 'UNDEFINED', message: `The most you may keep is ${MAX_QTY}.` };
  return null;
}

/** What an input keeps: the product shown and the size, if one is named. */
async function resolveItem(
  ctx: Context,
  item: WishlistItemInput,
  refs: ProductRef[],
): Promise<{ productId: number; variantId: number | null } | WishlistUserError> {
  const own = refs.find((r) => r.sku === item.sku);
  if (!own) return notFound(item.sku);
  if (item.parent_sku) {
    const parent = refs.find((r) => r.sku === item.parent_sku);
    if (!parent || parent.type_id !== 'configurable') return notFound(item.parent_sku);
    if (own.id === parent.id) return resolveOptions(ctx, parent, item.selected_options);
    if (own.parent_id !== parent.id)
      return {
        code: 'UNDEFINED',
        message: `The product with SKU "${item.sku}" is not a variant of "${item.parent_sku}".`,
      };
    return { productId: parent.id, variantId: own.id };
  }
  // A size named by its own sku is kept as its product in that size.
  if (own.parent_id !== null) return { productId: own.parent_id, variantId: own.id };
  if (own.type_id === 'configurable') return resolveOptions(ctx, own, item.selected_options);
  return { productId: own.id, variantId: null };
}

/** A configurable with its size chosen by option uid, or kept without a size when none is given. */
async function resolveOptions(
  ctx: Context,
  parent: ProductRef,
  selected: ReadonlyArray<string | number | null> | null | undefined,
): Promise<{ productId: number; variantId: number | null } | WishlistUserError> {
  const wanted = new Set((selected ?? []).filter((o) => o != null).map(String));
  if (wanted.size === 0) return { productId: parent.id, variantId: null };
  const [variants, dict] = await Promise.all([
    selectVariantsOf(ctx.services.db, parent.id),
    ctx.services.options.get(),
  ]);
  const variant = variants.find((v) => {
    const size = v.size_option_id === null ? undefined : dict.options.get(v.size_option_id);
    const attribute = size && dict.attributes.get(size.attributeCode);
    return attribute && wanted.has(configurableOptionUid(attribute.id, v.size_option_id!));
  });
  if (!variant || wanted.size !== 1)
    return {
      code: 'UNDEFINED',
      message: "The product that was requested doesn't exist. Verify the product and try again.",
    };
  return { productId: parent.id, variantId: variant.id };
}

export async function addProductsToWishlist(
  ctx: Context,
  wishlistId: string | number,
  items: WishlistItemInput[],
): Promise<WishlistChange> {
  const list = await ownList(ctx, wishlistId);
  if (items.length > MAX_PER_CALL) throw inputError(`At most ${MAX_PER_CALL} items can be added at once.`);
  const db = ctx.services.db;
  const errors: WishlistUserError[] = [];
  const skus = [...new Set(items.flatMap((i) => [i.sku, ...(i.parent_sku ? [i.parent_sku] : [])]))];
  const refs = skus.length ? await selectProductsBySku(db, skus) : [];
  const keep: { productId: number; variantId: number | null; qty: number }[] = [];
  for (const item of items) {
    const problem = quantityProblem(item.quantity);
    if (problem) {
      errors.push(problem);
      continue;
    }
    const resolved = await resolveItem(ctx, item, refs);
    if ('code' in resolved) errors.push(resolved);
    else keep.push({ ...resolved, qty: item.quantity });
  }
  if (keep.length) {
    // The list's row is held while counting and adding, so the bound holds under concurrent adds.
    const refused = await db.transaction(async (tx) => {
      await lockWishlist(tx, list.id);
      let full = 0;
      for (const k of keep) {
        const id = await upsertItem(tx, { wishlistId: list.id, ...k });
        // A new item past the bound is taken back (an existing one only changed its quantity).
        if ((await countItems(tx, list.id)) > MAX_ITEMS) {
          await deleteItems(tx, list.id, [id]);
          full++;
        }
      }
      await touchWishlist(tx, list.id);
      return full;
    });
    for (let i = 0; i < refused; i++)
      errors.push({ code: 'UNDEFINED', message: `A wish list keeps at most ${MAX_ITEMS} items.` });
  }
  return { wishlist: await reread(ctx, list.id), user_errors: errors };
}

function itemIds(ids: ReadonlyArray<string | number>): { valid: number[]; invalid: string[] } {
  const valid: number[] = [];
  const invalid: string[] = [];
  for (const raw of ids) {
    const text = String(raw).trim();
    if (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647) valid.push(Number(text));
    else invalid.push(text);
  }
  return { valid, invalid };
}

export async function removeProductsFromWishlist(
  ctx: Context,
  wishlistId: string | number,
  ids: ReadonlyArray<string | number>,
): Promise<WishlistChange> {
  const list = await ownList(ctx, wishlistId);
  if (ids.length === 0) throw inputError('The list of wishlist items is empty.');
  if (ids.length > MAX_PER_CALL) throw inputError(`At most ${MAX_PER_CALL} items can be removed at once.`);
  const { valid, invalid } = itemIds(ids);
  const removed = new Set(valid.length ? await deleteItems(ctx.services.db, list.id, valid) : []);
  if (removed.size) await touchWishlist(ctx.services.db, list.id);
  const errors: WishlistUserError[] = [...invalid, ...valid.filter((id) => !removed.has(id))].map((id) => ({
    code: 'PRODUCT_NOT_FOUND',
    message: `Could not find a wishlist item with ID "${id}"`,
  }));
  return { wishlist: await reread(ctx, list.id), user_errors: errors };
}

export async function updateProductsInWishlist(
  ctx: Context,
  wishlistId: string | number,
  items: WishlistItemUpdateInput[],
): Promise<WishlistChange> {
  const list = await ownList(ctx, wishlistId);
  if (items.length > MAX_PER_CALL) throw inputError(`At most ${MAX_PER_CALL} items can be updated at once.`);
  const db = ctx.services.db;
  const { valid } = itemIds(items.map((i) => i.wishlist_item_id));
  const existing = new Set((valid.length ? await selectItemsById(db, list.id, valid) : []).map((r) => r.id));
  const errors: WishlistUserError[] = [];
  let changed = false;
  for (const item of items) {
    const id = Number(String(item.wishlist_item_id).trim());
    if (!existing.has(id)) {
      errors.push({
        code: 'UNDEFINED',
        message: `The wishlist item with ID "${item.wishlist_item_id}" does not belong to the wishlist`,
      });
      continue;
    }
    const problem = item.quantity == null ? null : quantityProblem(item.quantity);
    if (problem) {
      errors.push(problem);
      continue;
    }
    const description =
      item.description == null ? undefined : item.description.trim().slice(0, MAX_DESCRIPTION);
    await updateItem(db, list.id, id, { qty: item.quantity ?? undefined, description });
    changed = true;
  }
  if (changed) await touchWishlist(db, list.id);
  return { wishlist: await reread(ctx, list.id), user_errors: errors };
}

// ---- Vitryna's wishlist by sku (the spec's AddWishlistItem / RemoveWishlistItem) ----

export async function addWishlistItem(ctx: Context, sku: string): Promise<WishlistChange> {
  const list = await listOf(ctx, signedIn(ctx));
  return addProductsToWishlist(ctx, list.id, [{ sku, quantity: 1 }]);
}

export async function removeWishlistItem(ctx: Context, sku: string): Promise<WishlistChange> {
  const list = await listOf(ctx, signedIn(ctx));
  const removed = await deleteItemsBySku(ctx.services.db, list.id, sku);
  if (removed) await touchWishlist(ctx.services.db, list.id);
  const errors: WishlistUserError[] = removed ? [] : [notFound(sku)];
  return { wishlist: await reread(ctx, list.id), user_errors: errors };
}
