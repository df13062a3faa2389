/**
 * The product page (route /{url_key}.html): breadcrumbs, gallery with zoom, brand, name, price,
 * size strip, buying controls, availability in shops, description and details, related and
 * recently viewed products. A url key no product has goes to the route lookup (old URLs
 * redirect, anything else is a 404).
 */
import { HydrationSlice } from '../../shared/react/HydrationSlice.tsx';
import { NotFound } from '../../shared/page/NotFound.tsx';
import { PageHead } from '../../shared/page/PageHead.tsx';
import { RouteError } from '../../shared/page/RouteError.tsx';
import { RouteLookup } from '../../shared/page/route-lookup.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import type { ProductCardFragment } from '../../shared/product-card/product-card-fragment.ts';
import { Breadcrumbs } from './components/Breadcrumbs.tsx';
import { ProductGallery } from './components/ProductGallery.tsx';
import { ProductHeading } from './components/ProductHeading.tsx';
import { ProductInformation } from './components/ProductInformation.tsx';
import { ProductPurchase } from './components/ProductPurchase.tsx';
import { ProductRow } from './components/ProductRow.tsx';
import { ProductSkeleton } from './components/ProductSkeleton.tsx';
import { RecentlyViewed } from './components/RecentlyViewed.tsx';
import { ShopAvailability } from './components/ShopAvailability.tsx';
import { InsideMissingProductLookup } from './missing-product.ts';
import { useProductPage } from './useProductPage.ts';
import styles from './ProductPage.module.css';
import { useRenderedModule } from '../../shared/page/rendered-modules.tsx';

export const RELATED_PRODUCTS_LIST = { id: 'related_products', name: 'Related products' } as const;

export default function ProductPage({ urlKey }: { urlKey: string }) {
  useRenderedModule('src/features/product/ProductPage.tsx');
  const t = useT();
  const page = useProductPage(urlKey);
  switch (page.kind) {
    case 'loading':
      return <ProductSkeleton />;
    case 'error':
      return <RouteError />;
    case 'missing':
      return (
        <InsideMissingProductLookup.Provider value={true}>
          <RouteLookup />
        </InsideMissingProductLookup.Provider>
      );
    case 'not-found':
      return <NotFound />;
    case 'ready': {
      const { product, images, head, crumbs } = page;
      const related = (product.related_products ?? []).filter(
        (p): p is ProductCardFragment & { uid: string } => !!p,
      );
      return (
        <article key={product.uid} className={`page ${styles.page}`}>
          <PageHead title={head.title} description={head.description} robots={head.robots} path={head.path} />
          <Breadcrumbs crumbs={crumbs} />
          <div className={styles.layout}>
            <div className={styles.media}>
              <HydrationSlice>
                <ProductGallery images={images} product={product} />
              </HydrationSlice>
            </div>
            <div className={styles.details}>
              <ProductHeading product={product} />
              <HydrationSlice>
                <ProductPurchase product={product} />
              </HydrationSlice>
              <div className={styles.sections}>
                <ShopAvailability product={product} />
                <HydrationSlice>
                  <ProductInformation product={product} />
                </HydrationSlice>
              </div>
            </div>
          </div>
          <HydrationSlice>
            <ProductRow
              title={t('product.related', 'You may also like')}
              products={related}
              list={RELATED_PRODUCTS_LIST}
            />
          </HydrationSlice>
          <RecentlyViewed product={product} />
        </article>
      );
    }
  }
}
