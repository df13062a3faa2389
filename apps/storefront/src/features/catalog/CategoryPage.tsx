/**
 * Category page (spec section 2): title, heading with header buttons, info block, filters
 * (sidebar on desktop, panel on small screens), sort, products, pagination and breadcrumbs with
 * the current category last. Reached through the route lookup with the category's uid.
 */
import { Link } from 'wouter';
import { PageHead } from '../../shared/page/PageHead.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { useCleanHtml } from '../../shared/html/clean-html.ts';
import { ListingFallback } from '../../shared/listing/ListingFallback.tsx';
import { ListingView } from '../../shared/listing/ListingView.tsx';
import { useCategoryPage } from './use-category-page.ts';
import styles from './CategoryPage.module.css';
import { useRenderedModule } from '../../shared/page/rendered-modules.tsx';

/** The category facet is replaced by the subcategory links on a category page. */
const HIDDEN_FILTERS = ['category_uid'] as const;

export default function CategoryPage({ uid }: { uid: string }) {
  useRenderedModule('src/features/catalog/CategoryPage.tsx');
  const t = useT();
  const page = useCategoryPage(uid);
  // Empty while the sanitiser loads (a category opened client-side).
  const description = useCleanHtml(page.category?.description ?? '') ?? '';
  if (page.notFound) return <ListingFallback kind="not-found" />;
  if (page.failed) return <ListingFallback kind="error" />;
  if (!page.category) return <ListingFallback kind="loading" />;
  const intro =
    page.subcategories.length > 0 || description ? (
      <>
        {description ? (
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />
        ) : null}
        {page.subcategories.length > 0 ? (
          <nav aria-label={t('category.subcategories', 'Subcategories')}>
            <ul className={styles.subcategories}>
              {page.subcategories.map((child) => (
                <li key={child.uid}>
                  <Link href={child.href} className={styles.subcategory}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </>
    ) : null;
  return (
    <>
      <PageHead
        title={page.head.title}
        description={page.head.description}
        robots={page.head.robots}
        path={page.head.canonicalPath}
      />
      <ListingView
        title={page.category.name ?? ''}
        breadcrumbs={page.breadcrumbs}
        intro={intro}
        products={page.products}
        fetching={page.fetching}
        state={page.state}
        hiddenFilters={HIDDEN_FILTERS}
        list={page.list}
        empty={page.emptyText}
      />
    </>
  );
}
