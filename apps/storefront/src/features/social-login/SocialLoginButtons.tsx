/**
 * Social sign-in on the sign-in and registration pages (spec §3 "Social login config"): one
 * button per configured provider, where login_position names the page, above or below the form
 * (button_position), round, rectangular or square (button_shape). Loaded with its own texts, after
 * the page (app/routes.tsx), so the first load does not carry it.
 */
import { FormError } from '../../shared/forms/FormAnnouncer.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { useSocialSignIn } from './useSocialSignIn.ts';
import type { Placement, SocialLoginPage } from './social-rules.ts';
import styles from './SocialLogin.module.css';

export interface SocialLoginButtonsProps {
  page: SocialLoginPage;
  placement: Placement;
  /** Told when a social sign-in begins (the sign-in page then waits for it). */
  onStart?: () => void;
}

export default function SocialLoginButtons({ page, placement, onStart }: SocialLoginButtonsProps) {
  const t = useT();
  const { buttons, start, error, busy, shape } = useSocialSignIn(page, placement, onStart);
  if (!buttons.length && !error) return null;
  return (
    <div className={styles.social} aria-busy={busy || undefined}>
      {buttons.length ? (
        <ul className={styles.buttons} aria-label={t('socialLogin.title', 'Sign in with a social account')}>
          {buttons.map((button) => (
            <li key={button.type}>
              <button
                type="button"
                className={`${styles.button} ${styles[shape]}`}
                data-provider={button.type}
                disabled={busy}
                onClick={() => start(button)}
              >
                {t('socialLogin.signInWith', 'Sign in with {label}', { label: button.label })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormError message={error ?? undefined} />
    </div>
  );
}
