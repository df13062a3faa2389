/** The price alerts slice (cart-account spec §3/§4): the skus of the alerted products; set whole, add one, remove by sku. */

export interface PriceAlertState {
  skus: readonly string[];
}

export type PriceAlertAction =
  | { type: 'priceAlerts/set'; skus: readonly string[] }
  | { type: 'priceAlerts/add'; sku: string }
  | { type: 'priceAlerts/remove'; sku: string };

export const initialPriceAlertState: PriceAlertState = { skus: [] };

export const priceAlertActions = {
  set: (skus: readonly string[]): PriceAlertAction => ({ type: 'priceAlerts/set', skus }),
  add: (sku: string): PriceAlertAction => ({ type: 'priceAlerts/add', sku }),
  remove: (sku: string): PriceAlertAction => ({ type: 'priceAlerts/remove', sku }),
};

export function priceAlertReducer(state: PriceAlertState, action: PriceAlertAction): PriceAlertState {
  switch (action.type) {
    case 'priceAlerts/set':
      return { skus: [...new Set(action.skus)] };
    case 'priceAlerts/add':
      return state.skus.includes(action.sku) ? state : { skus: [...state.skus, action.sku] };
    case 'priceAlerts/remove':
      return state.skus.includes(action.sku)
        ? { skus: state.skus.filter((sku) => sku !== action.sku) }
        : state;
    default:
      return state;
  }
}
