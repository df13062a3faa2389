/** The filter groups of a listing as checkbox lists (sidebar on desktop, panel on small screens). */
import { useId } from 'react';
import { useT } from '../store-view/store-view.tsx';
import type { FilterGroup } from './filter-groups.ts';
import { FILTER_OPTIONS_VISIBLE, useFilterList } from './use-filter-list.ts';
import styles from './FilterList.module.css';

export interface FilterListProps {
  groups: readonly FilterGroup[];
  /** Goes to the address that toggles the option. */
  onToggle: (href: string) => void;
}

export function FilterList({ groups, onToggle }: FilterListProps) {
  const t = useT();
  const list = useFilterList();
  const id = useId();
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const collapsed = list.isCollapsed(group.code);
        // Chosen options always stay visible.
        const visible = list.showsAll(group.code)
          ? group.options
          : group.options.filter((option, i) => i < FILTER_OPTIONS_VISIBLE || option.checked);
        const listId = `${id}-${group.code}`;
        return (
          <fieldset key={group.code} className={styles.group}>
            <legend className={styles.legend}>
              <button
                type="button"
                className={styles.groupToggle}
                aria-expanded={!collapsed}
                aria-controls={listId}
                onClick={() => list.toggleGroup(group.code)}
              >
                {group.label}
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
            </legend>
            <div id={listId} hidden={collapsed}>
              <ul className={styles.options}>
                {visible.map((option) => (
                  <li key={option.value}>
                    <label className={styles.option}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        checked={option.checked}
                        onChange={() => onToggle(option.href)}
                      />
                      <span className={styles.optionLabel}>{option.label}</span>
                      {option.count !== null ? <span className={styles.count}>{option.count}</span> : null}
                    </label>
                  </li>
                ))}
              </ul>
              {group.options.length > FILTER_OPTIONS_VISIBLE ? (
                <button type="button" className={styles.more} onClick={() => list.toggleMore(group.code)}>
                  {list.showsAll(group.code)
                    ? t('category.showLess', 'Show less')
                    : t('category.showMore', 'Show more')}
                </button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
