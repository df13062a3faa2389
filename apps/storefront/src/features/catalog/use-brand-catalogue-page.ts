/**
 * Brand catalogue (/brands/{brand}, /brands/{gender}/{brand}, with filters and pages): the
 * listing of one brand, optionally within a gender section, with the shared listing UI.
 */
import { useMemo } from 'react';
import { useT } from '../../shared/store-view/store-view.tsx';
import { readFragment } from '../../shared/graphql/graphql.ts';
import type { Crumb } from '../../shared/listing/Breadcrumbs.tsx';
import { useProductListing } from '../../shared/listing/use-product-listing.ts';
import { PRODUCT_CARD_FRAGMENT } from '../../shared/product-card/product-card-fragment.ts';
import { parseListingPath } from '../../shared/url/listing-url.ts';
import { MENU_GENDERS } from '../../shared/catalog/gender.ts';
import { brandCatalogueFilter, brandUrlKey } from './brands.ts';
import { isMissingPageError, listingHead } from './listing-head.ts';
import { sectionLabel } from './sections.ts';
import { safeDecode } from '../../shared/url/safe-decode.ts';

const HIDDEN_BRAND = ['brand'] as const;
const HIDDEN_BRAND_AND_GENDER = ['brand', 'gender'] as const;

/** 'maison-verte' → 'Maison Verte', when no product names the brand. */
function titleFromKey(key: string): string {
  return key
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function useBrandCataloguePage(brand: string, gender: string | null, rest: string) {
  const t = useT();
  const key = safeDecode(brand).toLowerCase();
  const filter = useMemo(() => brandCatalogueFilter(key, gender), [key, gender]);
  // Anything after the brand must be listing grammar (filters, page); otherwise there is no page.
  const validRest = parseListingPath(rest || '/').basePath === '/';
  const listing = useProductListing({ filter, pause: !validRest });
  const { products, state } = listing;

  const label = useMemo(() => {
    const first = products?.items?.find(Boolean);
    const fromProduct = first ? readFragment(PRODUCT_CARD_FRAGMENT, first).brand_label : null;
    if (fromProduct) return fromProduct;
    const options = products?.aggregations?.find((a) => a?.attribute_code === 'brand')?.options ?? [];
    const option = options.find((o) => o?.label && brandUrlKey(o.label) === key);
    return option?.label ?? titleFromKey(key);
  }, [products, key]);

  const section = gender ? sectionLabel(t, gender) : null;
  const title = section
    ? t('brandCatalogue.titleForSection', '{brand}: {section}', { brand: label, section })
    : label;
  const listSection = MENU_GENDERS.find((g) => g === gender);
  const breadcrumbs: Crumb[] = [
    { label: t('brands.title', 'Brands'), href: listSection ? `/brands/${listSection}` : '/brands' },
    { label: title },
  ];

  const unfiltered = Object.keys(state.filters).length === 0;
  const unknownBrand =
    Boolean(products) && (products?.total_count ?? 0) === 0 && unfiltered && state.page === 1;
  const head = listingHead(state);
  return {
    ...listing,
    title,
    breadcrumbs,
    hiddenFilters: gender ? HIDDEN_BRAND_AND_GENDER : HIDDEN_BRAND,
    list: { id: `brand_${key}${gender ? `_${gender}` : ''}`, name: title },
    head: {
      ...head,
      title,
      description: t(
        'brandCatalogue.description',
        '{brand}: clothing, footwear and accessories in the online store.',
        {
          brand: title,
        },
      ),
    },
    notFound: !validRest || unknownBrand || (!listing.fetching && isMissingPageError(listing.error)),
    failed: !listing.fetching && listing.error !== null && !isMissingPageError(listing.error),
    emptyText: t('brandCatalogue.empty', 'No products match these filters.'),
  };
}
