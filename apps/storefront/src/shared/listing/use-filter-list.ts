/** Which filter groups are collapsed and which show all their options. */
import { useCallback, useState } from 'react';

/** Options shown before "Show more". */
export const FILTER_OPTIONS_VISIBLE = 8;

export function useFilterList() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const flip = (set: ReadonlySet<string>, code: string) => {
    const next = new Set(set);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    return next;
  };
  const toggleGroup = useCallback((code: string) => setCollapsed((set) => flip(set, code)), []);
  const toggleMore = useCallback((code: string) => setExpanded((set) => flip(set, code)), []);
  return {
    isCollapsed: (code: string) => collapsed.has(code),
    showsAll: (code: string) => expanded.has(code),
    toggleGroup,
    toggleMore,
  };
}
