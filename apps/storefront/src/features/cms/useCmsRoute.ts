/** Logic of CmsRoute: the page, its layout class, and scrolling to the #hash once it is shown. */
import { useCmsPage } from './useCmsPage.ts';
import { useHashScroll } from './useHashScroll.ts';
import styles from './CmsPage.module.css';

export function useCmsRoute(identifier: string) {
  const state = useCmsPage(identifier);
  useHashScroll(state.kind === 'page');
  const layout = state.kind === 'page' ? state.page.page_layout : null;
  return {
    state,
    className: `${styles.page} ${layout === 'cms-full-width' ? styles.fullWidth : styles.readable}`,
  };
}
