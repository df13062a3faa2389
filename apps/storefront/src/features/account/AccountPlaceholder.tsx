/**
 * Sign-in, account, cart and checkout pages arrive in a later issue; until then their routes
 * show this page: the page title, a short note and a way back home. Not indexed.
 */
import { Link } from 'wouter';
import { PageHead } from '../../shared/page/PageHead.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { useAccountPlaceholder } from './useAccountPlaceholder.ts';
import styles from './AccountPlaceholder.module.css';

export interface AccountPlaceholderProps {
  page: string;
}

export default function AccountPlaceholder({ page }: AccountPlaceholderProps) {
  const t = useT();
  const { title } = useAccountPlaceholder(page);
  return (
    <section className={styles.root} aria-labelledby="account-placeholder-title">
      <PageHead title={title} robots="NOINDEX,NOFOLLOW" />
      <svg
        className={styles.icon}
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M14 18V15a10 10 0 0 1 20 0v3M9 18h30l-2 24H11z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id="account-placeholder-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>
        {t(
          'accountPlaceholder.text',
          'This page is on its way. In the meantime, discover the new season on the home page.',
        )}
      </p>
      <Link href="/" className={styles.button}>
        {t('accountPlaceholder.home', 'Go to the home page')}
      </Link>
    </section>
  );
}
