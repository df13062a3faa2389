/**
 * /social-accounts (spec §2, §4): the shop's social sign-in providers, each linked (with the
 * account's name, and a way to unlink it) or not (and a way to link it). Signed in only; never
 * indexed or cached (a personal route).
 */
import { PageHead } from '../../shared/page/PageHead.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { useSocialAccounts } from './useSocialAccounts.ts';
import styles from './SocialLogin.module.css';

export default function SocialAccountsPage() {
  const t = useT();
  const page = useSocialAccounts();
  const title = t('socialLogin.accounts.title', 'Social accounts');
  return (
    <section className={styles.page} aria-labelledby="social-accounts-title">
      <PageHead title={title} robots="NOINDEX,NOFOLLOW" />
      <h1 id="social-accounts-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>
        {t(
          'socialLogin.accounts.intro',
          'Link a social account to sign in with it instead of your password. Unlinked, you sign in with your e-mail and password (“Forgot your password?” sets one).',
        )}
      </p>
      {page.enabled && page.rows.length ? (
        <ul className={styles.accounts}>
          {page.rows.map((row) => (
            <li key={row.type} className={styles.account}>
              <span className={styles.accountName}>
                <strong>{row.label}</strong>
                <span className={styles.status}>
                  {row.linkedAs
                    ? t('socialLogin.accounts.linkedAs', 'Linked: {name}', { name: row.linkedAs })
                    : t('socialLogin.accounts.notLinked', 'Not linked')}
                </span>
              </span>
              {row.linkedAs ? (
                <button
                  type="button"
                  className={styles.action}
                  disabled={page.busy !== null}
                  onClick={() => page.onUnlink(row.type)}
                >
                  {t('socialLogin.accounts.unlink', 'Unlink {label}', { label: row.label })}
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.action}
                  disabled={page.busy !== null || page.loading}
                  onClick={() => page.onLink(row.type)}
                >
                  {t('socialLogin.accounts.link', 'Link {label}', { label: row.label })}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : page.loading ? null : (
        <p className={styles.text}>
          {t('socialLogin.accounts.none', 'Signing in with a social account is not available in this shop.')}
        </p>
      )}
      <p role="status" className={styles.text}>
        {page.notice?.kind === 'success' ? page.notice.text : ''}
      </p>
      {page.notice?.kind === 'error' ? (
        <p role="alert" className={styles.text}>
          {page.notice.text}
        </p>
      ) : null}
    </section>
  );
}
