/** Logic of Tabs: the selected tab, roving focus with the keyboard, selection by URL hash. */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../shared/store-view/store-view.tsx';
import type { TabItemNode, TabsNode } from './types.ts';
import { safeDecode } from '../../../shared/url/safe-decode.ts';

/** The tab a key moves to from `index` of `count` (wrapping), or null for other keys. */
export function tabForKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function useTabs(node: TabsNode) {
  const t = useT();
  const items = node.children.filter((c): c is TabItemNode => c.type === 'tab-item');
  const [active, setActive] = useState(node.activeTab < items.length ? node.activeTab : 0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const base = useId();
  const panelId = useCallback((i: number) => items[i]?.id || `${base}-panel-${i}`, [items, base]);

  const select = useCallback((i: number) => setActive(i), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = tabForKey(event.key, active, items.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  // A link to a tab item's id selects that tab.
  const ids = items.map((item) => item.id ?? '').join('|');
  useEffect(() => {
    const fromHash = () => {
      const hash = safeDecode(window.location.hash.slice(1));
      if (!hash) return;
      const index = ids.split('|').indexOf(hash);
      if (index >= 0) setActive(index);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    window.addEventListener('pushState', fromHash);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      window.removeEventListener('pushState', fromHash);
    };
  }, [ids]);

  return {
    items,
    active,
    select,
    onKeyDown,
    tabRefs,
    tabId: (i: number) => `${base}-tab-${i}`,
    panelId,
    fallbackName: (i: number) => t('pageBuilder.tab', 'Tab {number}', { number: i + 1 }),
  };
}
