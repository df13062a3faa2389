/**
 * Magento's deprecated layered navigation (`Products.filters`), read from the same facets as
 * `aggregations`: one LayerFilter per aggregation, one item per option; an option with a swatch
 * (attribute_option.swatch) is a SwatchLayerFilterItem carrying it.
 */
import type { Context } from '../../graphql-context.ts';
import { layerSwatchData, swatchData } from './swatches.ts';

interface AggregationLike {
  attribute_code: string;
  label?: string | null;
  count?: number | null;
  options?: ({ label?: string | null; value: string; count?: number | null } | null)[] | null;
}

export async function layerFilters(aggregations: readonly (AggregationLike | null)[], ctx: Context) {
  const dict = await ctx.services.options.get();
  return aggregations
    .filter((a): a is AggregationLike => a !== null)
    .map((a) => ({
      name: a.label ?? null,
      request_var: a.attribute_code,
      filter_items_count: a.count ?? 0,
      filter_items: (a.options ?? [])
        .filter((o) => o !== null)
        .map((o) => {
          const item = { label: o.label ?? null, value_string: o.value, items_count: o.count ?? null };
          const option = /^\d+$/.test(o.value) ? dict.options.get(Number(o.value)) : undefined;
          if (!option?.swatch || option.attributeCode !== a.attribute_code) {
            return { __typename: 'LayerFilterItem' as const, ...item };
          }
          const swatch = swatchData(option.swatch, item.label, ctx.services.config.publicUrl);
          return {
            __typename: 'SwatchLayerFilterItem' as const,
            ...item,
            swatch_data: layerSwatchData(swatch),
          };
        }),
    }));
}
