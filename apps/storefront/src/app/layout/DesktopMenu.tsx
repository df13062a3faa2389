/**
 * The desktop header's horizontal top-level menu with a mega-menu panel showing the submenu of the item
 * under the pointer or focus: second-level items as columns, third-level items as links, and the item's
 * right block as a promotion. A server-rendered page has only the menu's outline: the whole menu is
 * asked for when the pointer or focus enters the menu, and a panel opens once it is there.
 */
import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import { RichHtml } from '../../features/cms/page-builder/RichHtml.tsx';
import type { MainMenu } from './main-menu.tsx';
import { MegaMenuShimmer } from './MegaMenuShimmer.tsx';
import { useDesktopMenu } from './useDesktopMenu.ts';
import styles from './Header.module.css';

export function DesktopMenu({
  items,
  loading,
  complete,
  onIntent,
}: MainMenu & {
  /** The pointer or focus entered the menu: the whole menu is wanted. */
  onIntent: () => void;
}) {
  const t = useT();
  const menu = useDesktopMenu(items);
  if (loading) return <MegaMenuShimmer />;
  const open = complete ? menu.openItem : null;
  return (
    // Pointer and key handling for the whole menu sits on a box-less wrapper: the landmark stays a landmark.
    <div
      role="presentation"
      style={{ display: 'contents' }}
      onMouseLeave={menu.scheduleClose}
      onMouseEnter={() => {
        onIntent();
        menu.cancelClose();
      }}
      onFocus={onIntent}
      onBlur={menu.onBlur}
      onKeyDown={menu.onKeyDown}
    >
      <nav className={styles.desktopNav} aria-label={t('header.mainMenu', 'Main menu')}>
        <ul className={styles.topList}>
          {items.map((item) => {
            const hasPanel = item.children.length > 0;
            return (
              <li key={item.id} onMouseEnter={() => menu.openSoon(item.id)} onMouseLeave={menu.cancelOpen}>
                <Link
                  href={item.href}
                  className={[
                    styles.topLink,
                    item.isRed ? styles.sale : '',
                    menu.activeId === item.id ? styles.topLinkActive : '',
                    open?.id === item.id ? styles.topLinkOpen : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-expanded={hasPanel ? open?.id === item.id : undefined}
                  aria-controls={hasPanel && open?.id === item.id ? menu.panelId : undefined}
                  onFocus={() => menu.openNow(item.id)}
                  onClick={menu.close}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        {open && open.children.length > 0 ? (
          <div id={menu.panelId} className={styles.megaPanel}>
            <div className={styles.megaInner}>
              <div className={styles.megaColumns}>
                {open.children.map((column) => (
                  <div key={column.id} className={styles.megaColumn}>
                    <Link
                      href={column.href}
                      className={`${styles.megaTitle} ${column.isRed ? styles.sale : ''}`}
                      onClick={menu.close}
                    >
                      {column.label}
                    </Link>
                    {column.children.length > 0 ? (
                      <ul className={styles.megaLinks}>
                        {column.children.map((link) => (
                          <li key={link.id}>
                            <Link
                              href={link.href}
                              className={`${styles.megaLink} ${link.isRed ? styles.sale : ''}`}
                              onClick={menu.close}
                            >
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                ))}
              </div>
              {open.rightBlock ? (
                // Its links are routed by RichHtml; the click then closes the panel.
                <div className={styles.megaPromo} role="presentation" onClick={menu.closeOnLinkClick}>
                  <RichHtml html={open.rightBlock} />
                </div>
              ) : null}
            </div>
          </div>
        ) : null}
      </nav>
    </div>
  );
}
