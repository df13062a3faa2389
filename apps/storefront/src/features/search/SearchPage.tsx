/** /search.html: the search form inline as a page (spec §2). */
import { PageHead } from '../../shared/page/PageHead.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { SearchForm } from './SearchForm.tsx';
import styles from './Search.module.css';

export default function SearchPage() {
  const t = useT();
  const title = t('searchBar.label', 'Search');
  return (
    <section className={`page ${styles.page}`}>
      <PageHead title={title} />
      <h1 className={styles.pageTitle}>{title}</h1>
      <SearchForm variant="page" />
    </section>
  );
}
