/** The search panel under the header (spec §2): slides in over 300 ms with the search form. */
import { useT } from '../../shared/store-view/store-view.tsx';
import { SearchForm } from './SearchForm.tsx';
import { useSearchPanel } from './useSearchPanel.ts';
import styles from './Search.module.css';

export function SearchPanel() {
  const t = useT();
  const { inputRef, panelRef, ...panel } = useSearchPanel();
  if (!panel.mounted) return null;
  return (
    <div className={styles.panelClip}>
      <div
        ref={panelRef}
        className={`${styles.panel} ${panel.shown ? styles.panelShown : ''}`}
        data-state={panel.shown ? 'open' : 'closed'}
        role="region"
        aria-label={t('searchBar.label', 'Search')}
      >
        <div className={styles.panelInner}>
          <SearchForm inputRef={inputRef} onDone={panel.close} />
        </div>
      </div>
    </div>
  );
}

export default SearchPanel;
