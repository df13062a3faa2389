/**
 * Availability in shops: the warehouses of the chosen size's variant that hold stock, matched
 * with the store locator points (a point names its warehouse by warehouse_option_id), so the
 * online warehouse is not listed as a shop and every shop shows its address.
 */

export interface WarehouseStockSource {
  warehouse_option_id?: number | null;
  name?: string | null;
  qty?: number | null;
}

export interface ShopPointSource {
  id: number;
  warehouse_option_id?: number | null;
  name?: string | null;
  city?: string | null;
  address?: string | null;
  working_time?: string | null;
  phone?: string | null;
  position?: number | null;
}

export interface ShopAvailability {
  id: number;
  name: string;
  city: string | null;
  address: string | null;
  workingTime: string | null;
  phone: string | null;
  qty: number;
}

/** Shops (locator points) whose warehouse has the size in stock, in the locator's order. */
export function shopsWithStock(
  warehouses: ReadonlyArray<WarehouseStockSource | null | undefined> | null | undefined,
  points: ReadonlyArray<ShopPointSource | null | undefined> | null | undefined,
): ShopAvailability[] {
  const stock = new Map<number, number>();
  for (const w of warehouses ?? []) {
    if (typeof w?.warehouse_option_id === 'number' && (w.qty ?? 0) > 0)
      stock.set(w.warehouse_option_id, (stock.get(w.warehouse_option_id) ?? 0) + (w.qty ?? 0));
  }
  return (points ?? [])
    .filter((p): p is ShopPointSource => !!p && typeof p.warehouse_option_id === 'number')
    .filter((p) => stock.has(p.warehouse_option_id!))
    .map((p, index) => ({ p, index }))
    .sort((a, b) => (a.p.position ?? a.index) - (b.p.position ?? b.index) || a.index - b.index)
    .map(({ p }) => ({
      id: p.id,
      name: p.name ?? '',
      city: p.city ?? null,
      address: p.address ?? null,
      workingTime: p.working_time ?? null,
      phone: p.phone ?? null,
      qty: stock.get(p.warehouse_option_id!) ?? 0,
    }));
}
