/**
 * The mobile bottom bar (spec §2), below 768 px: home, catalog (opens the navigation drawer), wishlist,
 * the brands list of the current gender section, profile.
 */
import { Link } from 'wouter';
import { CatalogIcon, HeartIcon, HomeIcon, TagIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { loadNavigationDrawer, prefetch } from './deferred-panels.tsx';
import { useMobileBar } from './useMobileBar.ts';
import styles from './MobileBar.module.css';

export function MobileBar() {
  const t = useT();
  const bar = useMobileBar();
  const item = (active: boolean) => `${styles.item} ${active ? styles.active : ''}`;
  return (
    <nav className={styles.bar} aria-label={t('mobileBar.label', 'Quick links')}>
      <Link href="/" className={item(bar.isHome)} aria-current={bar.isHome ? 'page' : undefined}>
        <HomeIcon size={22} />
        <span>{t('mobileBar.home', 'Home')}</span>
      </Link>
      <button
        type="button"
        className={item(bar.navOpen)}
        aria-haspopup="dialog"
        aria-expanded={bar.navOpen}
        onClick={bar.openCatalog}
        onPointerEnter={prefetch(loadNavigationDrawer)}
        onTouchStart={prefetch(loadNavigationDrawer)}
        onFocus={prefetch(loadNavigationDrawer)}
      >
        <CatalogIcon size={22} />
        <span>{t('mobileBar.catalog', 'Catalog')}</span>
      </button>
      <Link href={bar.wishlistHref} className={item(bar.isCurrent(bar.wishlistHref))}>
        <HeartIcon size={22} />
        <span>{t('mobileBar.wishlist', 'Wishlist')}</span>
      </Link>
      <Link href={bar.brandsHref} className={item(bar.isCurrent(bar.brandsHref))}>
        <TagIcon size={22} />
        <span>{t('mobileBar.brands', 'Brands')}</span>
      </Link>
      <Link
        href={bar.profileHref}
        className={item(bar.isCurrent(bar.profileHref))}
        aria-label={
          bar.firstName ? t('mobileBar.profileOf', 'Profile, {name}', { name: bar.firstName }) : undefined
        }
      >
        <UserIcon size={22} />
        <span>{bar.firstName ?? t('mobileBar.profile', 'Profile')}</span>
      </Link>
    </nav>
  );
}
