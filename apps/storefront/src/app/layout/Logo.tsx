import { Link } from 'wouter';
import { useT } from '../store-view.tsx';
import styles from './Logo.module.css';

/** The wordmark, a link to the home page of the store. */
export function Logo({ className }: { className?: string }) {
  const t = useT();
  return (
    <Link href="/" className={`${styles.logo} ${className ?? ''}`} aria-label={t('header.logo', 'Home page')}>
      <span aria-hidden="true">VITRYNA</span>
    </Link>
  );
}
