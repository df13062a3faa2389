import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import styles from './Logo.module.css';

const WORDMARK = 'VITRYNA';

/**
 * The wordmark, a link to the home page of the store. Its accessible name starts with the text it
 * shows (WCAG 2.5.3: a voice user says what they see), then says where it leads.
 */
export function Logo({ className }: { className?: string }) {
  const t = useT();
  return (
    <Link
      href="/"
      className={`${styles.logo} ${className ?? ''}`}
      aria-label={`${WORDMARK} — ${t('header.logo', 'Home page')}`}
    >
      {WORDMARK}
    </Link>
  );
}
