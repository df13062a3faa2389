/**
 * Brand lists: the `brands` query (a Vitryna extension) of the brands with products on sale in
 * the section (women 36, men 10, kids 7 and 8; without a gender every section), exclusive ones
 * only on /exclusive-brands, grouped A–Z.
 */
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useT } from '../../shared/store-view/store-view.tsx';
import { graphql } from '../../shared/graphql/graphql.ts';
import { useSessionPolicy } from '../../shared/graphql/session-policy.ts';
import type { Crumb } from '../../shared/listing/Breadcrumbs.tsx';
import { usePageLoading } from '../../shared/listing/use-page-loading.ts';
import { MENU_GENDERS } from '../../shared/catalog/gender.ts';
import { brandListFilter, brandUrlKey, groupBrands, LATIN_LETTERS, type BrandEntry } from './brands.ts';
import { sectionLabel } from './sections.ts';

export const BRAND_LIST_QUERY = graphql(`
  query getBrandList($filter: BrandFilterInput) {
    brands(filter: $filter) {
      id
      name
      url_key
      product_count
    }
  }
`);

export function useBrandListPage(exclusive: boolean, gender: string | null) {
  const t = useT();
  const filter = useMemo(() => ({ gender: brandListFilter(gender).gender, exclusive }), [gender, exclusive]);
  const requestPolicy = useSessionPolicy(`getBrandList:${JSON.stringify(filter)}`);
  const [{ data, fetching, error }] = useQuery({
    query: BRAND_LIST_QUERY,
    variables: { filter },
    requestPolicy,
  });
  usePageLoading(fetching && !data);

  const brands: BrandEntry[] = useMemo(() => {
    return (data?.brands ?? []).flatMap((brand) => {
      const label = brand?.name?.trim();
      if (!brand || !label) return [];
      return [
        {
          id: String(brand.id),
          label,
          urlKey: brand.url_key ?? brandUrlKey(label),
          count: brand.product_count ?? 0,
        },
      ];
    });
  }, [data]);
  const groups = useMemo(() => groupBrands(brands), [brands]);

  const root = exclusive ? '/exclusive-brands' : '/brands';
  const listTitle = exclusive ? t('brands.exclusiveTitle', 'Exclusive brands') : t('brands.title', 'Brands');
  const section = gender ? sectionLabel(t, gender) : null;
  const title = section
    ? t('brands.titleForSection', '{title}: {section}', { title: listTitle, section })
    : listTitle;
  const breadcrumbs: Crumb[] = section
    ? [{ label: listTitle, href: root }, { label: section }]
    : [{ label: listTitle }];

  const present = new Set(groups.map((group) => group.letter));
  const letters = [
    ...LATIN_LETTERS.map((letter) => ({ letter, anchor: `brands-${letter}`, enabled: present.has(letter) })),
    ...groups
      .filter((group) => !LATIN_LETTERS.includes(group.letter))
      .map((group) => ({ letter: group.letter, anchor: group.anchor, enabled: true })),
  ];
  const tabs = [
    { label: t('brands.allSections', 'All'), href: root, current: gender === null },
    ...MENU_GENDERS.map((section) => ({
      label: sectionLabel(t, section),
      href: `${root}/${section}`,
      current: gender === section,
    })),
  ];

  return {
    title,
    breadcrumbs,
    groups,
    letters,
    tabs,
    /** A brand's catalogue, within the section when the list is one section's. */
    brandHref: (brand: BrandEntry) =>
      gender ? `/brands/${gender}/${brand.urlKey}` : `/brands/${brand.urlKey}`,
    loading: fetching && !data,
    failed: !fetching && !data && Boolean(error),
    total: brands.length,
  };
}
