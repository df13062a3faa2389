/**
 * The description (server HTML, sanitised) and the details list: season, style, product type,
 * gender and SKU, only the ones the product has.
 */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { genderSectionOf, type GenderSection } from '../../../shared/catalog/gender.ts';
import { useCleanHtml } from '../../../shared/html/clean-html.ts';
import type { ProductDetail } from '../product-detail-query.ts';

export interface DetailRow {
  id: string;
  term: string;
  value: string;
}

const SECTION_LABELS: Readonly<Record<GenderSection, [string, string]>> = {
  women: ['product.gender.women', 'Women'],
  men: ['product.gender.men', 'Men'],
  kids: ['product.gender.kids', 'Kids'],
  boys: ['product.gender.boys', 'Boys'],
  girls: ['product.gender.girls', 'Girls'],
};

/** '36,10' → ['women', 'men'] (unknown ids are left out, repeats once). */
export function genderSections(gender: string | null | undefined): GenderSection[] {
  const sections = (gender ?? '')
    .split(/[,_;\s]+/)
    .map((id) => (id ? genderSectionOf(id) : undefined))
    .filter((s): s is GenderSection => s !== undefined);
  return [...new Set(sections)];
}

export function useProductInformation(product: ProductDetail) {
  const t = useT();
  // Empty while the sanitiser loads (a product opened client-side).
  const descriptionHtml = useCleanHtml(product.description?.html ?? '') ?? '';

  const rows: DetailRow[] = [];
  const add = (id: string, term: string, value: string | null | undefined) => {
    if (value && value.trim()) rows.push({ id, term, value: value.trim() });
  };
  add('season', t('product.details.season', 'Season'), product.season);
  add('style', t('product.details.style', 'Style'), product.style?.label);
  add(
    'type',
    t('product.details.type', 'Product type'),
    product.product_type_label || product.base_product_type_label,
  );
  add(
    'gender',
    t('product.details.gender', 'Gender'),
    genderSections(product.gender)
      .map((section) => t(SECTION_LABELS[section][0], SECTION_LABELS[section][1]))
      .join(', '),
  );
  add('sku', t('product.details.sku', 'SKU'), product.sku);

  return { descriptionHtml, rows };
}
