/** The product page slice (spec §3/§4): the product shown and the shopper's choices on it. */

export type ProductOptions = Readonly<Record<string, string | number>>;

export interface ProductState<TItem = unknown, TImage = unknown, TCart = unknown> {
  item: TItem | null;
  quantity: number;
  /** Selected configurable options, attribute code → value (uid or value_index). */
  options: ProductOptions;
  /** Result of the last add to cart from this page (shown by the add-to-cart success modal). */
  cart: TCart | null;
  imageIndex: number;
  images: readonly TImage[];
}

export const DEFAULT_QUANTITY = 1;
export const DEFAULT_IMAGE_INDEX = 0;

export function createInitialProductState<TItem = unknown, TImage = unknown, TCart = unknown>(): ProductState<
  TItem,
  TImage,
  TCart
> {
  return {
    item: null,
    quantity: DEFAULT_QUANTITY,
    options: {},
    cart: null,
    imageIndex: DEFAULT_IMAGE_INDEX,
    images: [],
  };
}

export type ProductAction<TItem = unknown, TImage = unknown, TCart = unknown> =
  | { type: 'product/setItem'; item: TItem | null }
  | { type: 'product/setQuantity'; quantity: number }
  | { type: 'product/resetQuantity' }
  | { type: 'product/setOption'; code: string; value: string | number }
  | { type: 'product/setOptions'; options: ProductOptions }
  | { type: 'product/resetOptions' }
  | { type: 'product/setCart'; cart: TCart | null }
  | { type: 'product/setImageIndex'; index: number }
  | { type: 'product/setImages'; images: readonly TImage[] };

export const productActions = {
  /** Another product starts fresh: quantity, options and image position go back to their defaults. */
  setItem: <TItem>(item: TItem | null) => ({ type: 'product/setItem', item }) as const,
  setQuantity: (quantity: number) => ({ type: 'product/setQuantity', quantity }) as const,
  resetQuantity: () => ({ type: 'product/resetQuantity' }) as const,
  setOption: (code: string, value: string | number) => ({ type: 'product/setOption', code, value }) as const,
  setOptions: (options: ProductOptions) => ({ type: 'product/setOptions', options }) as const,
  resetOptions: () => ({ type: 'product/resetOptions' }) as const,
  setCart: <TCart>(cart: TCart | null) => ({ type: 'product/setCart', cart }) as const,
  setImageIndex: (index: number) => ({ type: 'product/setImageIndex', index }) as const,
  setImages: <TImage>(images: readonly TImage[]) => ({ type: 'product/setImages', images }) as const,
};

export function productReducer<TItem, TImage, TCart>(
  state: ProductState<TItem, TImage, TCart>,
  action: ProductAction<TItem, TImage, TCart>,
): ProductState<TItem, TImage, TCart> {
  switch (action.type) {
    case 'product/setItem':
      if (action.item === state.item) return state;
      return {
        ...state,
        item: action.item,
        quantity: DEFAULT_QUANTITY,
        options: {},
        imageIndex: DEFAULT_IMAGE_INDEX,
      };
    case 'product/setQuantity':
      // A quantity is a whole number of at least 1; anything else is ignored rather than stored.
      return Number.isInteger(action.quantity) && action.quantity >= 1
        ? { ...state, quantity: action.quantity }
        : state;
    case 'product/resetQuantity':
      return { ...state, quantity: DEFAULT_QUANTITY };
    case 'product/setOption':
      return { ...state, options: { ...state.options, [action.code]: action.value } };
    case 'product/setOptions':
      return { ...state, options: { ...action.options } };
    case 'product/resetOptions':
      return { ...state, options: {} };
    case 'product/setCart':
      return { ...state, cart: action.cart };
    case 'product/setImageIndex':
      return Number.isInteger(action.index) &&
        action.index >= 0 &&
        action.index < Math.max(state.images.length, 1)
        ? { ...state, imageIndex: action.index }
        : state;
    case 'product/setImages':
      // A shorter gallery (another colour) must not leave the index past its end.
      return {
        ...state,
        images: action.images,
        imageIndex: state.imageIndex < action.images.length ? state.imageIndex : DEFAULT_IMAGE_INDEX,
      };
    default:
      return state;
  }
}
