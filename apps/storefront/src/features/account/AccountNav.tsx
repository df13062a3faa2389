/** The account's side navigation (desktop): every tab, the current one marked, and sign-out. */
import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import { ACCOUNT_TABS, SIGN_OUT_PATH, type AccountTabId } from './account-tabs.ts';
import styles from './Account.module.css';

export function AccountNav({ current }: { current: AccountTabId }) {
  const t = useT();
  return (
    <nav className={styles.nav} aria-label={t('account.nav', 'Account sections')}>
      <ul className={styles.navList}>
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab.id}>
            <Link
              href={tab.path}
              className={styles.navLink}
              aria-current={tab.id === current ? 'page' : undefined}
            >
              {t(tab.title.id, tab.title.defaultMessage)}
            </Link>
          </li>
        ))}
        <li>
          <Link href={SIGN_OUT_PATH} className={styles.navLink}>
            {t('account.signOut', 'Sign out')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The home's list of tabs: the phone's navigation (desktop has the side navigation instead). */
export function AccountTabList() {
  const t = useT();
  return (
    <ul className={`${styles.tabList} ${styles.homeTabs}`} aria-label={t('account.tabList', 'Your account')}>
      {ACCOUNT_TABS.filter((tab) => tab.id !== 'home').map((tab) => (
        <li key={tab.id}>
          <Link href={tab.path} className={styles.tabLink}>
            {t(tab.title.id, tab.title.defaultMessage)}
          </Link>
        </li>
      ))}
      <li>
        <Link href={SIGN_OUT_PATH} className={styles.tabLink}>
          {t('account.signOut', 'Sign out')}
        </Link>
      </li>
    </ul>
  );
}
