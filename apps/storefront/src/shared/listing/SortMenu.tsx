/** The listing's sort control: a button and its menu of the three sort options. */
import { useSortMenu } from './use-sort-menu.ts';
import type { ListingLocationState } from './listing-location.ts';
import styles from './SortMenu.module.css';

export function SortMenu({ state }: { state: ListingLocationState }) {
  const { buttonRef, rootRef, ...menu } = useSortMenu(state);
  return (
    <div
      className={styles.root}
      ref={rootRef}
      role="presentation"
      onBlur={menu.onBlur}
      onKeyDown={menu.onKeyDown}
    >
      <span id={menu.ids.label} className={styles.sortBy}>
        {menu.sortByLabel}
      </span>
      <button
        ref={buttonRef}
        id={menu.ids.button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.ids.menu}
        aria-labelledby={`${menu.ids.label} ${menu.ids.button}`}
        onFocus={menu.onButtonFocus}
        onClick={menu.onButtonClick}
      >
        <span>{menu.text}</span>
        <svg
          className={styles.chevron}
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <div
        id={menu.ids.menu}
        role="menu"
        aria-label={menu.menuLabel}
        className={styles.menu}
        hidden={!menu.open}
      >
        {menu.options.map((option, i) => (
          <button
            key={option.key}
            ref={(el) => {
              menu.itemRefs.current[i] = el;
            }}
            type="button"
            role="menuitemradio"
            aria-checked={option.selected}
            className={styles.item}
            tabIndex={-1}
            onClick={() => menu.choose(option.href)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
