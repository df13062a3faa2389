/**
 * Search results page (/all/p:1?q=…, also /all/f/…/p:2?q=…): heading "Search results for “q”"
 * with the count, the shared listing (filters, sort, pagination), and when nothing is found the
 * server's suggestion as a "Did you mean …?" link. Never indexed: robots noindex, follow.
 */
import { Link } from 'wouter';
import { PageHead } from '../../shared/page/PageHead.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { ListingFallback } from '../../shared/listing/ListingFallback.tsx';
import { ListingView } from '../../shared/listing/ListingView.tsx';
import { SEARCH_RESULTS_LIST, useSearchResultsPage } from './use-search-results-page.ts';
import styles from './SearchResultsPage.module.css';

/** Splits a message around a placeholder so a link can sit inside translated text. */
const MARK = '\u0000';

export default function SearchResultsPage() {
  const t = useT();
  const page = useSearchResultsPage();
  if (page.notFound) return <ListingFallback kind="not-found" />;
  if (page.failed) return <ListingFallback kind="error" />;
  const head = <PageHead title={page.title} robots="NOINDEX,FOLLOW" />;
  if (!page.term) {
    return (
      <section className={`page ${styles.prompt}`}>
        {head}
        <h1 className={styles.title}>{page.title}</h1>
        <p>{t('searchResults.enterTerm', 'Type what you are looking for in the search box.')}</p>
      </section>
    );
  }
  if (!page.products) return <ListingFallback kind="loading" />;
  const suggestion = page.suggestions[0];
  const [before = '', after = ''] = t('searchResults.didYouMean', 'Did you mean {suggestion}?', {
    suggestion: MARK,
  }).split(MARK);
  const empty = (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('searchPage.noResults', 'Nothing was found for your search.')}</p>
      {suggestion ? (
        <p className={styles.suggestion}>
          {before}
          <Link href={suggestion.href} className={styles.suggestionLink}>
            {suggestion.text}
          </Link>
          {after}
        </p>
      ) : (
        <p>{t('searchResults.tryAgain', 'Check the spelling or try a more general word.')}</p>
      )}
    </div>
  );
  return (
    <>
      {head}
      <ListingView
        title={page.title}
        breadcrumbs={[{ label: page.title }]}
        products={page.products}
        fetching={page.fetching}
        state={page.state}
        list={SEARCH_RESULTS_LIST}
        empty={empty}
        countText={t('searchResults.count', 'Found: {count}', { count: page.products.total_count ?? 0 })}
      />
    </>
  );
}
