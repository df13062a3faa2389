/**
 * Delivery settings of a store view, kept in store.config.shipping (migration 006, seed/stores.ts):
 * a price per method in hryvnias and the subtotal from which delivery is free. The header banner's
 * "free delivery from …" is rendered from the same threshold (seed/content/blocks.ts).
 */
import type { StoreView } from '../store/stores.ts';

export interface ShippingSettings {
  /** Subtotal (after discounts), in hryvnias, from which Nova Poshta delivery is free. */
  free_shipping_threshold: number;
  /** Price in hryvnias per `<carrier>_<method>`. */
  rates: Record<string, number>;
}

export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  free_shipping_threshold: 1500,
  rates: {
    novaposhta_warehouse: 80,
    novaposhta_postomat: 70,
    novaposhta_courier: 120,
    storepickup_pickup: 0,
  },
};

export function shippingSettings(store: StoreView): ShippingSettings {
  const stored = store.config.shipping as Partial<ShippingSettings> | undefined;
  return {
    free_shipping_threshold:
      typeof stored?.free_shipping_threshold === 'number'
        ? stored.free_shipping_threshold
        : DEFAULT_SHIPPING_SETTINGS.free_shipping_threshold,
    rates: { ...DEFAULT_SHIPPING_SETTINGS.rates, ...stored?.rates },
  };
}
