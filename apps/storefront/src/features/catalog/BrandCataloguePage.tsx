/**
 * Brand catalogue (/brands/{brand}, /brands/{gender}/{brand}, /brands/{brand}/f/{filters},
 * pages and the older trailing filter form): one brand's products with the listing UI of the
 * category page.
 */
import { PageHead } from '../../shared/page/PageHead.tsx';
import { ListingFallback } from '../../shared/listing/ListingFallback.tsx';
import { ListingView } from '../../shared/listing/ListingView.tsx';
import { useBrandCataloguePage } from './use-brand-catalogue-page.ts';

export interface BrandCataloguePageProps {
  /** The brand's url key. */
  brand: string;
  /** men, women, kids, boys, girls or null. */
  gender: string | null;
  /** The path after the brand: '', '/f/…', '/p:2' or the older trailing filter form. */
  rest: string;
}

export default function BrandCataloguePage({ brand, gender, rest }: BrandCataloguePageProps) {
  const page = useBrandCataloguePage(brand, gender, rest);
  if (page.notFound) return <ListingFallback kind="not-found" />;
  if (page.failed) return <ListingFallback kind="error" />;
  if (!page.products) return <ListingFallback kind="loading" />;
  return (
    <>
      <PageHead
        title={page.head.title}
        description={page.head.description}
        robots={page.head.robots}
        path={page.head.canonicalPath}
      />
      <ListingView
        title={page.title}
        breadcrumbs={page.breadcrumbs}
        products={page.products}
        fetching={page.fetching}
        state={page.state}
        hiddenFilters={page.hiddenFilters}
        list={page.list}
        empty={page.emptyText}
      />
    </>
  );
}
