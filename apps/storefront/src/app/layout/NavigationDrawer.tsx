/**
 * The navigation drawer (spec §2): slides in from the left; top-level menu items (the sale item in red);
 * the active item's submenu as banner tiles with their images, whose nested submenus (down to five
 * levels) expand and collapse; the store switcher; the active item's left CMS block. A link click or the
 * close button closes it.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Drawer } from '../../shared/ui/Drawer.tsx';
import { ChevronDownIcon } from '../../shared/ui/icons.tsx';
import { imageUrl } from '../../shared/media/images.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import type { MenuNode } from './menu-tree.ts';
import { StoreSwitcher } from './StoreSwitcher.tsx';
import { useNavigationDrawer, type NavigationDrawerState } from './useNavigationDrawer.ts';
import styles from './NavigationDrawer.module.css';

/** The left block is Page Builder content: the CMS area draws it, loaded with the drawer's first opening. */
const CmsBlock = lazy(() => import('../../features/cms/CmsBlock.tsx'));

const TILE_IMAGE = { width: 64, height: 80 } as const;

function MenuTile({ node, drawer }: { node: MenuNode; drawer: NavigationDrawerState }) {
  const t = useT();
  const expanded = drawer.isExpanded(node.id);
  const hasChildren = node.children.length > 0;
  const isBanner = node.depth === 2;
  const listId = `menu-${node.id}`;
  return (
    <li className={isBanner ? styles.tile : styles.nested}>
      <div className={isBanner ? styles.tileRow : styles.nestedRow}>
        <Link
          href={node.href}
          className={[isBanner ? styles.tileLink : styles.nestedLink, node.isRed ? styles.sale : ''].join(
            ' ',
          )}
          onClick={() => drawer.onLinkClick()}
        >
          <span className={styles.tileLabel}>{node.label}</span>
          {isBanner && node.image ? (
            <img
              className={styles.tileImage}
              src={imageUrl(node.image, { ...TILE_IMAGE, format: 'png' })}
              srcSet={`${imageUrl(node.image, { width: TILE_IMAGE.width * 2, height: TILE_IMAGE.height * 2, format: 'png' })} 2x`}
              width={TILE_IMAGE.width}
              height={TILE_IMAGE.height}
              loading="lazy"
              alt=""
            />
          ) : null}
        </Link>
        {hasChildren ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-label={
              expanded
                ? t('navigation.collapseItem', 'Collapse {label}', { label: node.label })
                : t('navigation.expandItem', 'Expand {label}', { label: node.label })
            }
            onClick={() => drawer.toggle(node.id)}
          >
            <ChevronDownIcon size={20} className={expanded ? styles.chevronOpen : styles.chevron} />
          </button>
        ) : null}
      </div>
      {hasChildren && expanded ? (
        <ul id={listId} className={styles.nestedList}>
          {node.children.map((child) => (
            <MenuTile key={child.id} node={child} drawer={drawer} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function NavigationDrawer() {
  const t = useT();
  const drawer = useNavigationDrawer();
  const active = drawer.active;
  return (
    <Drawer
      open={drawer.open}
      onClose={drawer.close}
      side="left"
      title={t('navigation.title', 'Menu')}
      hideTitle
      closeLabel={t('navigation.close', 'Close menu')}
      headerExtra={<span className={styles.brand}>VITRYNA</span>}
    >
      <nav aria-label={t('navigation.title', 'Menu')} className={styles.nav}>
        <ul className={styles.tabs}>
          {drawer.items.map((item) =>
            item.children.length > 0 ? (
              <li key={item.id}>
                <button
                  type="button"
                  className={[styles.tab, item.isRed ? styles.sale : ''].filter(Boolean).join(' ')}
                  aria-expanded={active?.id === item.id}
                  aria-controls={active?.id === item.id ? 'navigation-submenu' : undefined}
                  onClick={() => drawer.select(item.id)}
                >
                  {item.label}
                </button>
              </li>
            ) : (
              <li key={item.id}>
                <Link
                  href={item.href}
                  className={[styles.tab, item.isRed ? styles.sale : ''].filter(Boolean).join(' ')}
                  onClick={() => drawer.onLinkClick(item.id)}
                >
                  {item.label}
                </Link>
              </li>
            ),
          )}
        </ul>
        {active && drawer.showSubmenu ? (
          <div id="navigation-submenu" className={styles.submenu}>
            <Link href={active.href} className={styles.viewAll} onClick={() => drawer.onLinkClick()}>
              {t('navigation.viewAll', 'View all: {label}', { label: active.label })}
            </Link>
            <ul className={styles.tiles}>
              {active.children.map((child) => (
                <MenuTile key={child.id} node={child} drawer={drawer} />
              ))}
            </ul>
          </div>
        ) : null}
      </nav>
      <div className={styles.section}>
        <p className={styles.sectionTitle}>{t('storeSwitcher.label', 'Language')}</p>
        <StoreSwitcher />
      </div>
      {drawer.leftBlockId ? (
        // A link followed inside the block closes the drawer (CmsBlock routes it).
        <div className={styles.leftBlock} role="presentation" onClick={drawer.closeOnLinkClick}>
          <Suspense fallback={null}>
            <CmsBlock identifiers={[drawer.leftBlockId]} />
          </Suspense>
        </div>
      ) : null}
    </Drawer>
  );
}
