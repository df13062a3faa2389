/** The 404 screen (spec section 2): 'Page not found', the code, a 'go home' button; noindex, nofollow. */
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { trackNotFound } from '../analytics/analytics.ts';
import { PageHead } from './PageHead.tsx';
import { useT } from '../store-view/store-view.tsx';
import styles from './NotFound.module.css';

export function NotFound() {
  const t = useT();
  const title = t('notFound.title', 'Page not found');
  const [location] = useLocation();
  useEffect(() => trackNotFound(location), [location]);
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <PageHead title={title} robots="NOINDEX,NOFOLLOW" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>
        {t(
          'notFound.message',
          "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
        )}
      </p>
      <Link href="/" className={styles.button}>
        {t('notFound.goHome', 'go home')}
      </Link>
    </section>
  );
}
