/**
 * The cart's rules (Magento's QuoteGraphQl): who may use a cart (access.ts), what can be added,
 * coupons, addresses, delivery and payment, with Magento's error texts and categories. Problems
 * with one product of addProductsToCart are user_errors; problems with the cart or a bad argument
 * are thrown, and nothing is changed.
 */
import type { Context } from '../../graphql-context.ts';
import type {
  CartAddressInput,
  CartItemInput,
  CartItemUpdateInput,
  CreateGuestCartInput,
  SetBillingAddressOnCartInput,
  SetPaymentMethodOnCartInput,
  SetShippingAddressesOnCartInput,
  SetShippingMethodsOnCartInput,
} from '../../generated/graphql.ts';
import { authorizationError, inputError, noSuchEntity } from '../../shared/errors.ts';
import { NOT_AUTHORIZED } from '../../graphql-guard/authenticate.ts';
import { CARD } from '../shipping/payment-methods.ts';
import { ownAddress } from '../customer/service.ts';
import { findPaymentToken, tokenNotFound } from '../payment/saved-cards.ts';
import {
  cartForUser,
  cartWithContentsForUser,
  cartWithSellableForUser,
  MAX_MASKED_ID_LENGTH,
  newMaskedId,
} from './access.ts';
import { addressFromInput, bounded } from './address-input.ts';
import {
  CartAnswer,
  loadCartView,
  newCartView,
  offeredPaymentMethods,
  offeredRate,
  shapeOf,
  QTY_NOT_AVAILABLE,
  shopToday,
  toKop,
  type CartParent,
  type CartView,
} from './cart-view.ts';
import {
  addToLine,
  addToLines,
  deleteLine,
  insertCart,
  selectActiveCustomerCart,
  selectCouponRule,
  selectItems,
  selectStock,
  selectVariants,
  setGuestCartEmail,
  setLineQty,
  updateCart,
  upsertAddress,
  lockCustomer,
  saveToAddressBook,
  type AddressRecord,
  type CartContents,
  type CartRecord,
  type SellableRow,
} from './queries.ts';

export type UserErrorCode =
  | 'PRODUCT_NOT_FOUND'
  | 'NOT_SALABLE'
  | 'INSUFFICIENT_STOCK'
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'INVALID_PARAMETER_VALUE'
  | 'UNDEFINED';

export interface UserError {
  code: UserErrorCode;
  message: string;
}

/** Most lines one addProductsToCart or updateCartItems call may name. */
const MAX_LINES_PER_CALL = 100;
/** Largest quantity of one line (Magento's default "maximum qty allowed in cart"). */
export const MAX_QTY = 10000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const view = (ctx: Context, cart: CartRecord) => loadCartView(ctx, cart);

/** A step's answer, its view computed only if asked for (from `contents` when they are current). */
const answer = (ctx: Context, record: CartRecord, contents?: CartContents) =>
  new CartAnswer(record, () => loadCartView(ctx, record, contents), contents);

async function createCart(ctx: Context, maskedId?: string | null): Promise<CartRecord> {
  const id = maskedId ?? newMaskedId();
  const cart = await insertCart(ctx.services.db, {
    maskedId: id,
    storeId: ctx.store.id,
    customerId: ctx.customer.customerId,
  });
  if (!cart) throw inputError(`Cart with ID "${id}" already exists.`);
  return cart;
}

export async function createGuestCart(ctx: Context, input: CreateGuestCartInput | null | undefined) {
  if (ctx.customer.customerId !== null) throw inputError("Use 'Query.customerCart' for logged in customer.");
  const uid = input?.cart_uid ?? null;
  if (uid !== null && String(uid).length !== 32) throw inputError('Cart ID length should to be 32 symbols.');
  return { cart: newCartView(ctx, await createCart(ctx, uid === null ? null : String(uid))) };
}

/** createEmptyCart: a guest's new cart, or a customer's active cart (made when missing). */
export async function createEmptyCart(ctx: Context, cartId: string | null | undefined): Promise<string> {
  if (ctx.customer.customerId !== null)
    return (await customerCartRecord(ctx, ctx.customer.customerId)).masked_id;
  if (cartId != null && cartId.length !== 32) throw inputError('Cart ID length should to be 32 symbols.');
  return (await createCart(ctx, cartId)).masked_id;
}

export async function customerCartRecord(ctx: Context, customerId: number): Promise<CartRecord> {
  const existing = await selectActiveCustomerCart(ctx.services.db, customerId);
  if (existing) return existing;
  // Two first requests at once: the unique index keeps one active cart, the loser reads it.
  const made = await insertCart(ctx.services.db, {
    maskedId: newMaskedId(),
    storeId: ctx.store.id,
    customerId,
  }).catch(() => null);
  return made ?? (await selectActiveCustomerCart(ctx.services.db, customerId))!;
}

export async function customerCart(ctx: Context): Promise<CartView> {
  const customerId = ctx.customer.customerId;
  // Magento's CustomerCart resolver text (mergeCarts and the others say NOT_AUTHORIZED).
  if (customerId === null) throw authorizationError('The request is allowed for logged in customer');
  return view(ctx, await customerCartRecord(ctx, customerId));
}

export async function cart(ctx: Context, cartId: string): Promise<CartView> {
  const { record, contents } = await cartWithContentsForUser(ctx, cartId);
  return loadCartView(ctx, record, contents);
}

function quantityError(quantity: number): UserError | null {
  if (!Number.isFinite(quantity) || quantity <= 0) {
    return { code: 'INVALID_PARAMETER_VALUE', message: 'The product quantity should be greater than 0' };
  }
  if (!Number.isInteger(quantity)) {
    return { code: 'INVALID_PARAMETER_VALUE', message: 'You cannot use decimal quantity for this product.' };
  }
  if (quantity > MAX_QTY) {
    return { code: 'INVALID_PARAMETER_VALUE', message: `The most you may purchase is ${MAX_QTY}.` };
  }
  return null;
}

const notFound = (sku: string): UserError => ({
  code: 'PRODUCT_NOT_FOUND',
  message: `Could not find a product with SKU "${sku}"`,
});
const insufficientStock: UserError = { code: 'INSUFFICIENT_STOCK', message: QTY_NOT_AVAILABLE };
const notAvailable: UserError = {
  code: 'NOT_SALABLE',
  message: 'Product that you are trying to add is not available.',
};

/** Which product a CartItemInput buys: a simple one, or a configurable's variant (its size). */
async function resolveLine(
  ctx: Context,
  item: CartItemInput,
  rows: SellableRow[],
): Promise<{ product: SellableRow; parentId: number | null } | UserError> {
  const db = ctx.services.db;
  const own = rows.find((r) => r.sku === item.sku);
  if (!own) return notFound(item.sku);
  if (item.parent_sku) {
    const parent = rows.find((r) => r.sku === item.parent_sku);
    if (!parent || parent.type_id !== 'configurable') return notFound(item.parent_sku);
    if (own.parent_id !== parent.id) {
      return {
        code: 'INVALID_PARAMETER_VALUE',
        message: `The product with SKU "${item.sku}" is not a variant of "${item.parent_sku}".`,
      };
    }
    return { product: own, parentId: parent.id };
  }
  if (own.type_id !== 'configurable') return { product: own, parentId: own.parent_id };
  const selected = (item.selected_options ?? []).filter((o) => o != null);
  if (!selected.length)
    return { code: 'REQUIRED_PARAMETER_MISSING', message: 'You need to choose options for your item.' };
  const variants = await selectVariants(db, own.id);
  const wanted = new Set(selected.map(String));
  const dict = await ctx.services.options.get();
  const variant = variants.find((v) => {
    if (v.size_option_id === null) return false;
    const option = dict.options.get(v.size_option_id);
    const attribute = option && dict.attributes.get(option.attributeCode);
    if (!attribute) return false;
    return wanted.has(Buffer.from(`configurable/${attribute.id}/${v.size_option_id}`).toString('base64'));
  });
  if (!variant || wanted.size !== 1) {
    return {
      code: 'INVALID_PARAMETER_VALUE',
      message: "The product that was requested doesn't exist. Verify the product and try again.",
    };
  }
  return { product: variant, parentId: own.id };
}

const stockOf = (p: SellableRow) => (p.is_in_stock ? Number(p.qty ?? 0) : 0);

export async function addProductsToCart(
  ctx: Context,
  cartId: string,
  items: CartItemInput[],
): Promise<{ cart: CartView; user_errors: UserError[] }> {
  if (items.length > MAX_LINES_PER_CALL) {
    await cartForUser(ctx, cartId); // whose cart it is comes first
    throw inputError(`At most ${MAX_LINES_PER_CALL} items can be added at once.`);
  }
  // The products of every line (a sku and its parent's), read with the cart in one statement.
  const skus = [...new Set(items.flatMap((i) => [i.sku, ...(i.parent_sku ? [i.parent_sku] : [])]))];
  const { record, sellable: rows } = await cartWithSellableForUser(ctx, cartId, skus);
  // Each item's problem, in the order of the items.
  const problems: (UserError | null)[] = [];
  const planned: { item: number; productId: number; parentId: number | null; qty: number; maxQty: number }[] =
    [];
  for (const item of items) {
    const at = problems.push(null) - 1;
    const problem = quantityError(item.quantity);
    if (problem) {
      problems[at] = problem;
      continue;
    }
    const line = await resolveLine(ctx, item, rows);
    if ('code' in line) {
      problems[at] = line;
      continue;
    }
    const { product, parentId } = line;
    if (product.only_offline || product.type_id === 'configurable') {
      problems[at] = notAvailable;
      continue;
    }
    const stock = stockOf(product);
    if (stock <= 0) {
      problems[at] = notAvailable;
      continue;
    }
    planned.push({
      item: at,
      productId: product.id,
      parentId,
      qty: item.quantity,
      maxQty: Math.min(stock, MAX_QTY),
    });
  }
  const db = ctx.services.db;
  const distinct = new Set(planned.map((p) => p.productId)).size === planned.length;
  if (distinct && planned.length) {
    // All lines in one statement; each stays within its own stock.
    const written = await addToLines(db, record.id, planned);
    for (const p of planned) if (!written.has(p.productId)) problems[p.item] = insufficientStock;
  } else {
    // One size named twice: the lines are added one after the other, the second on the first.
    for (const p of planned) {
      if (!(await addToLine(db, { cartId: record.id, ...p }))) problems[p.item] = insufficientStock;
    }
  }
  const userErrors = problems.filter((p): p is UserError => p !== null);
  return { cart: await view(ctx, record), user_errors: userErrors };
}

function itemIdOf(item: { cart_item_uid?: string | number | null; cart_item_id?: number | null }): number {
  if (item.cart_item_uid != null) {
    const text = Buffer.from(String(item.cart_item_uid), 'base64').toString('utf8');
    if (!/^[1-9]\d{0,9}$/.test(text) || Buffer.from(text).toString('base64') !== String(item.cart_item_uid)) {
      throw inputError(`Value of uid "${item.cart_item_uid}" is incorrect.`);
    }
    return Number(text);
  }
  if (item.cart_item_id != null) return item.cart_item_id;
  throw inputError('Required parameter "cart_item_uid" for "cart_items" is missing.');
}

export async function updateCartItems(
  ctx: Context,
  cartId: string,
  updates: CartItemUpdateInput[],
): Promise<{ cart: CartView; errors: UserError[] }> {
  const record = await cartForUser(ctx, cartId);
  if (!updates.length) throw inputError('Required parameter "cart_items" is missing.');
  if (updates.length > MAX_LINES_PER_CALL)
    throw inputError(`At most ${MAX_LINES_PER_CALL} items can be updated at once.`);
  const db = ctx.services.db;
  const lines = await selectItems(db, record.id);
  // Every update is checked before any is written: a bad one changes nothing.
  const planned = updates.map((u) => {
    const id = itemIdOf(u);
    const line = lines.find((l) => l.id === id);
    if (!line) throw noSuchEntity(`Could not find cart item with id: ${u.cart_item_uid ?? u.cart_item_id}`);
    if (u.quantity == null) throw inputError('Required parameter "quantity" for "cart_items" is missing.');
    if (u.quantity === 0) return { line, qty: 0 };
    const problem = quantityError(u.quantity);
    if (problem) throw inputError(problem.message);
    return { line, qty: u.quantity };
  });
  const stock = await selectStock(
    db,
    planned.map((p) => p.line.product_id),
  );
  const errors: UserError[] = [];
  for (const { line, qty } of planned) {
    if (qty === 0) await deleteLine(db, record.id, line.id);
    else if (qty > (stock.get(line.product_id) ?? 0)) {
      errors.push({ code: 'INSUFFICIENT_STOCK', message: QTY_NOT_AVAILABLE });
    } else await setLineQty(db, record.id, line.id, qty);
  }
  return { cart: await view(ctx, record), errors };
}

export async function removeItemFromCart(
  ctx: Context,
  cartId: string,
  item: { cart_item_uid?: string | number | null; cart_item_id?: number | null },
): Promise<{ cart: CartView }> {
  const record = await cartForUser(ctx, cartId);
  const id = itemIdOf(item);
  const lines = await selectItems(ctx.services.db, record.id);
  if (!lines.some((l) => l.id === id)) throw noSuchEntity("The cart doesn't contain the item");
  await deleteLine(ctx.services.db, record.id, id);
  return { cart: await view(ctx, record) };
}

const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";

export async function applyCouponToCart(
  ctx: Context,
  cartId: string,
  code: string,
): Promise<{ cart: CartView }> {
  const { record, contents } = await cartWithContentsForUser(ctx, cartId);
  const trimmed = code.trim();
  if (!trimmed) throw inputError('Required parameter "coupon_code" is missing');
  const current = await loadCartView(ctx, record, contents);
  if (!current.items.length) throw noSuchEntity('Cart does not contain products.');
  if (record.coupon_code) {
    throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
  }
  const rule = trimmed.length <= 255 ? await selectCouponRule(ctx.services.db, trimmed, shopToday()) : null;
  if (!rule || current.subtotalKop < toKop(rule.min_subtotal)) throw noSuchEntity(INVALID_COUPON);
  await updateCart(ctx.services.db, record.id, { coupon_code: rule.code });
  return { cart: await loadCartView(ctx, { ...record, coupon_code: rule.code }, contents) };
}

export async function removeCouponFromCart(ctx: Context, cartId: string): Promise<{ cart: CartView }> {
  const { record, contents } = await cartWithContentsForUser(ctx, cartId);
  await updateCart(ctx.services.db, record.id, { coupon_code: null });
  return { cart: await loadCartView(ctx, { ...record, coupon_code: null }, contents) };
}

export async function setGuestEmailOnCart(
  ctx: Context,
  cartId: string,
  email: string,
): Promise<{ cart: CartParent }> {
  const trimmed = email.trim();
  const wellFormed = trimmed.length > 0 && trimmed.length <= 255 && EMAIL.test(trimmed);
  // The usual case in one statement: a guest's active cart and a well-formed address. Anything
  // else (no such cart, not theirs, a customer's) is told as below, from the cart as read.
  if (wellFormed && ctx.customer.customerId === null && cartId && cartId.length <= MAX_MASKED_ID_LENGTH) {
    const written = await setGuestCartEmail(ctx.services.db, cartId, trimmed);
    if (written) return { cart: answer(ctx, written) };
  }
  const record = await cartForUser(ctx, cartId);
  if (record.customer_id !== null) throw inputError('The request is not allowed for logged in customers');
  if (!trimmed) throw inputError('Required parameter "email" is missing');
  if (!wellFormed) throw inputError('Invalid email format');
  await updateCart(ctx.services.db, record.id, { email: trimmed });
  return { cart: answer(ctx, { ...record, email: trimmed }) };
}

export async function setShippingAddressesOnCart(
  ctx: Context,
  input: SetShippingAddressesOnCartInput,
): Promise<{ cart: CartView }> {
  const { record, contents } = await cartWithContentsForUser(ctx, input.cart_id);
  const list = input.shipping_addresses;
  if (!list.length) throw inputError('Required parameter "shipping_addresses" is missing');
  if (list.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
  const given = list[0];
  if (!given) throw inputError('Required parameter "shipping_addresses" is missing');
  if (given.customer_address_id != null && given.address) {
    throw inputError(
      'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
    );
  }
  const extra = { customerNotes: given.customer_notes, pickupLocationCode: given.pickup_location_code };
  let address: AddressRecord;
  if (given.customer_address_id != null) {
    address = await savedAddress(ctx, given.customer_address_id, 'shipping', extra);
  } else if (given.address) {
    address = addressFromInput(given.address, 'shipping', extra);
    await keepInAddressBook(ctx, given.address, address);
  } else {
    throw inputError('The shipping address must contain either "customer_address_id" or "address".');
  }
  await upsertAddress(ctx.services.db, record.id, address);
  return { cart: await loadCartView(ctx, record, withAddresses(contents, [address])) };
}

/** The contents read with the cart, with the addresses just written in place of those of their type. */
function withAddresses(contents: CartContents, written: AddressRecord[]): CartContents {
  const types = new Set(written.map((a) => a.address_type));
  return {
    ...contents,
    addresses: [...contents.addresses.filter((a) => !types.has(a.address_type)), ...written],
  };
}

/**
 * A saved address of the signed-in customer as a cart address, its Nova Poshta fields included.
 * Magento's GetCustomerAddress texts: a guest is not authorized, an unknown id is no-such-entity,
 * another customer's address is refused.
 */
async function savedAddress(
  ctx: Context,
  addressId: number,
  type: AddressRecord['address_type'],
  extra: { customerNotes?: string | null; pickupLocationCode?: string | null } = {},
): Promise<AddressRecord> {
  const customerId = ctx.customer.customerId;
  if (customerId === null) throw authorizationError(NOT_AUTHORIZED);
  const saved = await ownAddress(ctx, customerId, addressId);
  return {
    address_type: type,
    firstname: saved.firstname,
    lastname: saved.lastname,
    company: null,
    street: saved.street,
    city: saved.city,
    region: saved.region,
    region_code: saved.region_code,
    region_id: saved.region_id,
    postcode: saved.postcode,
    country_code: saved.country_code,
    telephone: saved.telephone,
    customer_notes: bounded(extra.customerNotes, 'customer_notes'),
    nova_poshta_city_ref: saved.nova_poshta_city_ref,
    nova_poshta_street_ref: saved.nova_poshta_street_ref,
    nova_poshta_warehouse_ref: saved.nova_poshta_warehouse_ref,
    delivery_time_slots: saved.delivery_time_slots,
    pickup_location_code: bounded(extra.pickupLocationCode, 'pickup_location_code'),
    same_as_shipping: false,
  };
}

/**
 * save_in_address_book: a customer's new address is saved when it is set on the cart, as
 * Magento's SetShippingAddressesOnCart does (only when asked: true), unless the same address is
 * saved already; the first one becomes the default shipping address. A guest's flag is ignored.
 */
async function keepInAddressBook(
  ctx: Context,
  input: CartAddressInput,
  address: AddressRecord,
): Promise<void> {
  const customerId = ctx.customer.customerId;
  if (customerId === null || input.save_in_address_book !== true) return;
  await ctx.services.db.transaction(async (tx) => {
    if (await lockCustomer(tx, customerId)) await saveToAddressBook(tx, customerId, address);
  });
}

export async function setBillingAddressOnCart(
  ctx: Context,
  input: SetBillingAddressOnCartInput,
): Promise<{ cart: CartParent }> {
  const { record, contents } = await cartWithContentsForUser(ctx, input.cart_id, { products: false });
  const given = input.billing_address;
  const sameAsShipping = Boolean(given.same_as_shipping ?? given.use_for_shipping);
  if (given.customer_address_id != null && given.address) {
    throw inputError(
      'The billing address cannot contain "customer_address_id" and "address" at the same time.',
    );
  }
  const written: AddressRecord[] = [];
  if (given.customer_address_id != null || given.address) {
    let address: AddressRecord;
    if (given.customer_address_id != null) {
      address = await savedAddress(ctx, given.customer_address_id, 'billing');
    } else {
      address = addressFromInput(given.address!, 'billing');
      await keepInAddressBook(ctx, given.address!, address);
    }
    await upsertAddress(ctx.services.db, record.id, address);
    written.push(address);
    if (sameAsShipping) {
      const shipping: AddressRecord = { ...address, address_type: 'shipping' };
      await upsertAddress(ctx.services.db, record.id, shipping);
      written.push(shipping);
    }
  } else if (sameAsShipping) {
    const { shipping } = shapeOf(contents);
    if (!shipping) {
      throw inputError(
        'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
      );
    }
    const billing: AddressRecord = { ...shipping, address_type: 'billing', same_as_shipping: true };
    await upsertAddress(ctx.services.db, record.id, billing);
    written.push(billing);
  } else {
    throw inputError(
      'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
    );
  }
  return { cart: answer(ctx, record, withAddresses(contents, written)) };
}

export async function setShippingMethodsOnCart(
  ctx: Context,
  input: SetShippingMethodsOnCartInput,
): Promise<{ cart: CartParent }> {
  // Which methods exist does not depend on prices (cart-view.ts offeredRate): no products are read.
  const { record, contents } = await cartWithContentsForUser(ctx, input.cart_id, { products: false });
  const list = input.shipping_methods;
  if (!list.length) throw inputError('Required parameter "shipping_methods" is missing');
  if (list.length > 1) throw inputError('You cannot specify multiple shipping methods.');
  const chosen = list[0];
  if (!chosen) throw inputError('Required parameter "shipping_methods" is missing');
  const { carrier_code: carrier, method_code: method } = chosen;
  const { lineCount, shipping } = shapeOf(contents);
  if (!lineCount) {
    throw inputError(
      "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
    );
  }
  if (!shipping) throw inputError('The shipping address is missing. Set the address and try again.');
  if (!offeredRate(ctx.store, shipping.country_code, carrier, method)) {
    throw inputError(`Carrier with such method not found: ${carrier}, ${method}`);
  }
  const fields = { shipping_carrier_code: carrier, shipping_method_code: method };
  // A payment method the new delivery does not allow is dropped (chosen again at the next step).
  const next = { ...record, ...fields };
  const offered = offeredPaymentMethods(ctx.store, lineCount, shipping.country_code, next);
  const keepPayment = offered.some((p) => p.code === record.payment_method_code);
  const dropped = {
    payment_method_code: null,
    payment_nonce: null,
    payment_save_card: false,
    payment_token_public_hash: null,
  };
  await updateCart(ctx.services.db, record.id, keepPayment ? fields : { ...fields, ...dropped });
  return { cart: answer(ctx, keepPayment ? next : { ...next, ...dropped }, contents) };
}

export async function setPaymentMethodOnCart(
  ctx: Context,
  input: SetPaymentMethodOnCartInput,
): Promise<{ cart: CartParent }> {
  const { record, contents } = await cartWithContentsForUser(ctx, input.cart_id, { products: false });
  const code = input.payment_method.code.trim();
  if (!code) throw inputError('Required parameter "code" for "payment_method" is missing.');
  const { lineCount, shipping } = shapeOf(contents);
  const country = shipping?.country_code ?? null;
  const shippingChosen = offeredRate(
    ctx.store,
    country,
    record.shipping_carrier_code,
    record.shipping_method_code,
  );
  if (lineCount && !shippingChosen) {
    throw inputError('The shipping method is missing. Select the shipping method and try again.');
  }
  if (!offeredPaymentMethods(ctx.store, lineCount, country, record).some((m) => m.code === code)) {
    throw inputError('The requested Payment Method is not available.');
  }
  const payment = { payment_method_code: code, ...(await cardChoice(ctx, code, input.payment_method)) };
  await updateCart(ctx.services.db, record.id, payment);
  return { cart: answer(ctx, { ...record, ...payment }, contents) };
}

/**
 * How a card order pays: a new card's nonce (kept for later when a customer asks:
 * is_active_payment_token_enabler), or one of the customer's saved cards by public hash.
 */
async function cardChoice(ctx: Context, code: string, input: SetPaymentMethodOnCartInput['payment_method']) {
  const none = { payment_nonce: null, payment_save_card: false, payment_token_public_hash: null };
  if (code !== CARD) return none;
  const customerId = ctx.customer.customerId;
  const vault = input.vitryna_card_vault;
  if (vault) {
    if (input.vitryna_card)
      throw inputError('Specify either "vitryna_card" or "vitryna_card_vault", not both.');
    // Saved cards are a customer's: a guest has none.
    if (customerId === null) throw authorizationError(NOT_AUTHORIZED);
    const token = await findPaymentToken(ctx.services.db, customerId, vault.public_hash);
    if (!token) throw tokenNotFound(vault.public_hash);
    return { ...none, payment_token_public_hash: token.public_hash };
  }
  const nonce = input.vitryna_card?.payment_method_nonce ?? null;
  if (nonce !== null && nonce.length > 255) throw inputError('The payment nonce is too long.');
  const keep = customerId !== null && input.vitryna_card?.is_active_payment_token_enabler === true;
  return { ...none, payment_nonce: nonce, payment_save_card: keep };
}
