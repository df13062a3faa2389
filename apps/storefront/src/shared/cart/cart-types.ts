/**
 * The answers of cart-documents.ts, derived by gql.tada from their selections (nullable where the
 * schema is), and what the shopper asks to add.
 */
import type { ResultOf, VariablesOf } from '../graphql/graphql.ts';
import type { ADD_ITEM, CART_DETAILS_FRAGMENT } from './cart-documents.ts';

export type CartDetails = ResultOf<typeof CART_DETAILS_FRAGMENT>;

/** One line: a simple product's, or a configurable one's with its size (configurable_options, configured_variant). */
export type CartItem = NonNullable<NonNullable<CartDetails['items']>[number]>;

/** An amount and its currency, as every price of the cart comes. */
export type CartMoney = NonNullable<CartItem['prices']>['price'];

/** Magento's CartItemInput, as addProductsToCart takes it. */
export type CartItemInput = VariablesOf<typeof ADD_ITEM>['cartItems'][number];

/** What the shopper asks to add (the product page's choice). */
export interface AddItemRequest {
  /** The product's sku: the configurable parent's, or the simple product's. */
  sku: string;
  quantity: number;
  /** Configurable products: the chosen size's option value uids. */
  selectedOptions?: readonly string[];
  /** Adding a size by its own sku: the parent's sku (Magento's CartItemInput.parent_sku). */
  parentSku?: string | null;
}
