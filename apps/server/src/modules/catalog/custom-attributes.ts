/**
 * `ProductInterface.custom_attributesV2` (Magento 2.4.7): the product's storefront attributes that
 * have a value, as Magento gives them: a select or multiselect attribute as its chosen options
 * (value = option id, label = the option's store label), a text attribute as its value.
 * Read from the in-memory option dictionary: no query per product.
 *
 * `filters` keeps an attribute when every given flag equals the attribute's flag. Our attribute table
 * keeps only `is_filterable`; the other flags are decided here (ATTRIBUTE_FLAGS) from how the
 * storefront and server use each attribute:
 * - is_filterable_in_search = is_filterable (search results offer the same layered filters);
 * - is_visible_on_front: every attribute listed here (the product page shows them);
 * - used_in_product_listing: brand and marker (product cards show the brand and the marker badge);
 * - is_searchable: brand (the search index holds the brand label);
 * - is_comparable, is_html_allowed_on_front, is_wysiwyg_enabled, is_used_for_price_rules,
 *   is_used_for_promo_rules, is_visible_in_advanced_search: false (no comparison, no HTML in option
 *   labels, no attribute-based price or promo rules, no advanced search);
 * - is_used_for_customer_segment is a customer-attribute flag: false for every product attribute.
 * `errors` stays empty: every filter Magento declares is answered.
 */
import type { AttributeFilterInput } from '../../generated/graphql.ts';
import type { ProductRow } from './loaders.ts';
import type { OptionDictionary } from './option-dictionary.ts';

type Flag = keyof AttributeFilterInput;

const LISTED = new Set(['brand', 'marker']);
const SEARCHABLE = new Set(['brand']);

function attributeFlag(code: string, isFilterable: boolean, flag: Flag): boolean {
  switch (flag) {
    case 'is_filterable':
    case 'is_filterable_in_search':
      return isFilterable;
    case 'is_visible_on_front':
      return true;
    case 'used_in_product_listing':
      return LISTED.has(code);
    case 'is_searchable':
      return SEARCHABLE.has(code);
    default:
      return false;
  }
}

export type CustomAttributeValue =
  | { __typename: 'AttributeValue'; code: string; value: string }
  | {
      __typename: 'AttributeSelectedOptions';
      code: string;
      selected_options: { __typename: 'AttributeSelectedOption'; label: string; value: string }[];
    };

/** The product's attribute values by attribute code: option ids of select/multiselect attributes. */
function optionIds(p: ProductRow, dict: OptionDictionary): Map<string, number[]> {
  const values = new Map<string, number[]>();
  const put = (code: string, id: number | null | undefined) => {
    if (id != null) values.set(code, [...(values.get(code) ?? []), id]);
  };
  for (const g of p.genders) put('gender', g);
  put('brand', p.brand_id);
  put('season', p.season_id);
  put('style', p.style_id);
  put('marker', p.marker_id);
  put('product_type', p.product_type_id);
  if (p.base_product_type)
    put('base_product_type', dict.optionIdByAdminLabel('base_product_type', p.base_product_type));
  // A simple product's (or variant's) own size; a configurable product has no size of its own.
  if (p.size_option_id != null) {
    const size = dict.options.get(p.size_option_id);
    if (size) put(size.attributeCode, p.size_option_id);
  }
  return values;
}

export function customAttributes(
  p: ProductRow,
  dict: OptionDictionary,
  storeCode: string,
  filters: AttributeFilterInput | null | undefined,
): CustomAttributeValue[] {
  const given = Object.entries(filters ?? {}).filter((e): e is [Flag, boolean] => typeof e[1] === 'boolean');
  const items: (CustomAttributeValue & { position: number })[] = [];
  for (const [code, ids] of optionIds(p, dict)) {
    const attribute = dict.attributes.get(code);
    if (!attribute) continue;
    if (given.some(([flag, wanted]) => attributeFlag(code, attribute.isFilterable, flag) !== wanted))
      continue;
    const selected = ids.flatMap((id) => {
      const label = dict.label(id, storeCode);
      return label == null
        ? []
        : [{ __typename: 'AttributeSelectedOption' as const, label, value: String(id) }];
    });
    if (!selected.length) continue;
    items.push(
      attribute.frontendInput === 'select' || attribute.frontendInput === 'multiselect'
        ? {
            __typename: 'AttributeSelectedOptions',
            code,
            selected_options: selected,
            position: attribute.position,
          }
        : {
            __typename: 'AttributeValue',
            code,
            value: selected.map((s) => s.label).join(', '),
            position: attribute.position,
          },
    );
  }
  items.sort((a, b) => a.position - b.position);
  return items.map(({ position: _position, ...item }) => item);
}
