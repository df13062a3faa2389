/** Help: the ways to reach the shop (the store's phone when it has one) and its service pages. */
import { Link } from 'wouter';
import { useStoreConfig, useT } from '../../../shared/store-view/store-view.tsx';
import styles from '../Account.module.css';

export function Help() {
  const t = useT();
  const phone = useStoreConfig()?.contact_phone ?? null;
  return (
    <>
      <p>{t('account.help.intro', 'Questions about an order, delivery or returns? We are happy to help.')}</p>
      {phone ? (
        <p>
          {t('account.help.phone', 'Call us:')}{' '}
          <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        </p>
      ) : null}
      <ul className={styles.tabList}>
        <li>
          <Link href="/contact-us" className={styles.tabLink}>
            {t('account.help.contact', 'Contact us')}
          </Link>
        </li>
        <li>
          <Link href="/faq" className={styles.tabLink}>
            {t('account.help.faq', 'Frequently asked questions')}
          </Link>
        </li>
        <li>
          <Link href="/our-service" className={styles.tabLink}>
            {t('account.help.service', 'Delivery, payment and returns')}
          </Link>
        </li>
      </ul>
    </>
  );
}
