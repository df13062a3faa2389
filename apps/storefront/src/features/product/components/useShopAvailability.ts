/**
 * Availability in shops: for the chosen size, the shops whose warehouse holds it. The store
 * locator points are asked for only once the section is opened (it starts open for products
 * sold in shops only).
 */
import { useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { useQuery } from 'urql';
import { useAppStore } from '../../../shared/state/app-store.tsx';
import { requestPolicyFor } from '../../../shared/graphql/fetch-policies.ts';
import type { ProductDetail } from '../product-detail-query.ts';
import { shopsWithStock, type ShopAvailability } from '../shop-availability.ts';
import { SHOP_POINTS_QUERY } from '../shops-query.ts';
import { chosenSize, sizeChoices, variantForSku } from '../size-selection.ts';

export type ShopAvailabilityState =
  | { kind: 'choose-size' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'none' }
  | { kind: 'shops'; shops: ShopAvailability[] };

export function useShopAvailability(product: ProductDetail) {
  const [open, setOpen] = useState(product.only_offline === true);
  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => {
    setOpen(event.currentTarget.open);
  }, []);

  const choices = useMemo(() => sizeChoices(product), [product]);
  const options = useAppStore((s) => s.product.options);
  const chosen = chosenSize(choices, options);
  const [{ data, fetching, error }] = useQuery({
    query: SHOP_POINTS_QUERY,
    pause: !open || !chosen,
    requestPolicy: requestPolicyFor('getStoreLocatorPoints', false),
  });

  let state: ShopAvailabilityState;
  if (!chosen) state = { kind: 'choose-size' };
  else if (data) {
    const variant = variantForSku(product, chosen.sku);
    const shops = shopsWithStock(variant?.product?.warehouses, data.storeLocatorPoints);
    state = shops.length > 0 ? { kind: 'shops', shops } : { kind: 'none' };
  } else if (error && !fetching) state = { kind: 'error' };
  else state = { kind: 'loading' };

  return {
    /** Only configurable products carry stock per warehouse. */
    available: product.__typename === 'ConfigurableProduct' && choices.length > 0,
    open,
    onToggle,
    size: chosen?.title ?? null,
    state,
  };
}
