/**
 * Brand lists (/brands, /exclusive-brands, /brands/{gender}, /exclusive-brands/{gender}): every
 * brand of the section A–Z, with letter anchors and section tabs.
 */
import { Link } from 'wouter';
import { PageHead } from '../../shared/page/PageHead.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { Breadcrumbs } from '../../shared/listing/Breadcrumbs.tsx';
import { ListingFallback } from '../../shared/listing/ListingFallback.tsx';
import { useBrandListPage } from './use-brand-list-page.ts';
import styles from './BrandListPage.module.css';

export interface BrandListPageProps {
  exclusive: boolean;
  gender: string | null;
}

export default function BrandListPage({ exclusive, gender }: BrandListPageProps) {
  const t = useT();
  const page = useBrandListPage(exclusive, gender);
  if (page.failed) return <ListingFallback kind="error" />;
  return (
    <div className={`page ${styles.root}`}>
      <PageHead title={page.title} />
      <Breadcrumbs items={page.breadcrumbs} />
      <h1 className={styles.title}>{page.title}</h1>
      <nav aria-label={t('brands.sections', 'Sections')}>
        <ul className={styles.tabs}>
          {page.tabs.map((tab) => (
            <li key={tab.href}>
              <Link
                href={tab.href}
                className={tab.current ? styles.tabCurrent : styles.tab}
                aria-current={tab.current ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('brands.alphabet', 'Brands by letter')} className={styles.lettersNav}>
        <ul className={styles.letters}>
          {page.letters.map((entry) => (
            <li key={entry.letter}>
              {entry.enabled ? (
                <a href={`#${entry.anchor}`} className={styles.letter}>
                  {entry.letter}
                </a>
              ) : (
                <span className={styles.letterDisabled} aria-disabled="true">
                  {entry.letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {page.loading ? (
        <p className={styles.status} role="status">
          {t('loading.fetchingData', 'Fetching Data...')}
        </p>
      ) : page.groups.length === 0 ? (
        <p className={styles.status}>{t('brands.empty', 'There are no brands to show yet.')}</p>
      ) : (
        <div className={styles.groups}>
          {page.groups.map((group) => (
            <section
              key={group.letter}
              id={group.anchor}
              className={styles.group}
              aria-labelledby={`${group.anchor}-title`}
            >
              <h2 id={`${group.anchor}-title`} className={styles.groupLetter}>
                {group.letter}
              </h2>
              <ul className={styles.brands}>
                {group.brands.map((brand) => (
                  <li key={brand.id}>
                    <Link href={page.brandHref(brand)} className={styles.brand}>
                      <span>{brand.label}</span>
                      <span className={styles.brandCount} aria-hidden="true">
                        {brand.count}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
