/** The wishlist tab: its own issue brings the list; until then a note and a way to keep shopping. */
import { Link } from 'wouter';
import { useT } from '../../../shared/store-view/store-view.tsx';
import styles from '../Account.module.css';

export function WishlistTab() {
  const t = useT();
  return (
    <>
      <p className={styles.muted}>
        {t('account.wishlist.soon', 'Your wishlist is on its way. In the meantime, discover the new season.')}
      </p>
      <p>
        <Link href="/" className={styles.link}>
          {t('account.wishlist.home', 'Go to the home page')}
        </Link>
      </p>
    </>
  );
}
