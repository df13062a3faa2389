/**
 * The store locator page, /stores (spec sections 1 and 3): the CMS page 'stores' (heading,
 * introduction, map), then every store locator point grouped by city, each with its address,
 * phone, working time, photo, description, its women's and men's entry buttons (to the
 * gendered catalogue of that shop) and a button to share the store.
 */
import { PageHead } from '../../shared/page/PageHead.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import ui from '../../shared/ui/ui.module.css';
import type { ContentSlot } from '../../shared/page/content-slot.ts';
import { StoreCard } from './StoreCard.tsx';
import { useStoresPage } from './useStoresPage.ts';
import styles from './StoresPage.module.css';

/** `content` renders the CMS page 'stores' (the app passes the CMS feature's CmsPageContent). */
export default function StoresPage({ content: CmsPageContent }: { content: ContentSlot }) {
  const t = useT();
  const stores = useStoresPage();
  const fallbackTitle = t('stores.title', 'Our stores');
  return (
    <div className={styles.page}>
      <CmsPageContent identifier="stores" className={styles.cms}>
        {(page, loading) => (
          <>
            <PageHead
              title={page?.meta_title || page?.title || fallbackTitle}
              description={page?.meta_description}
            />
            {!page && !loading ? <h1 className={styles.title}>{fallbackTitle}</h1> : null}
          </>
        )}
      </CmsPageContent>
      <div className={styles.list}>
        {stores.loading ? (
          <div
            className={styles.cards}
            aria-busy="true"
            role="status"
            aria-label={t('loading.fetchingData', 'Fetching Data...')}
          >
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className={styles.placeholder}>
                <div className={`${ui.shimmer} ${styles.placeholderPhoto}`} />
                <div className={`${ui.shimmer} ${styles.placeholderLine}`} />
                <div className={`${ui.shimmer} ${styles.placeholderLineShort}`} />
              </div>
            ))}
          </div>
        ) : null}
        {stores.failed ? (
          <p className={styles.message} role="alert">
            {t('stores.loadError', 'The list of stores could not be loaded. Please try again later.')}
          </p>
        ) : null}
        {!stores.loading && !stores.failed && stores.count === 0 ? (
          <p className={styles.message}>{t('stores.empty', 'There are no stores to show yet.')}</p>
        ) : null}
        {stores.groups.length > 1 ? (
          <nav className={styles.cities} aria-label={t('stores.cities', 'Cities')}>
            <ul className={styles.cityList}>
              {stores.groups.map((group) => (
                <li key={group.id}>
                  <a className={styles.cityChip} href={`#${group.id}`}>
                    {group.city}
                    <span className={styles.cityCount} aria-hidden="true">
                      {group.points.length}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {stores.groups.map((group) => (
          <section key={group.id} id={group.id} className={styles.city} aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`} className={styles.cityTitle}>
              {group.city || t('stores.otherCity', 'Other stores')}
            </h2>
            <ul className={styles.cards}>
              {group.points.map((point) => (
                <li key={point.id} className={styles.cardItem}>
                  <StoreCard point={point} onShare={stores.share} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
