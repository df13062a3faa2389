/** The size chart's tabs: one per table, opening on the product's own; arrow keys move between tabs. */
import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import type { ModalPropsMap } from '../../../shared/state/modal-state.ts';
import { SIZE_TABLES, type SizeTableId } from '../size-tables.ts';
import { useCloseModal } from './useCloseModal.ts';

export function useSizeTableModal(props: ModalPropsMap['product-size-table'], onClose?: () => void) {
  const close = useCloseModal(onClose);
  const [active, setActive] = useState<SizeTableId>(
    () => SIZE_TABLES.find((table) => table.id === props.table)?.id ?? 'tops',
  );
  const baseId = useId();
  const tabId = (id: SizeTableId) => `${baseId}-tab-${id}`;
  const panelId = (id: SizeTableId) => `${baseId}-panel-${id}`;

  const onTabKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      const at = SIZE_TABLES.findIndex((table) => table.id === active);
      const target = SIZE_TABLES[(at + step + SIZE_TABLES.length) % SIZE_TABLES.length]!;
      setActive(target.id);
      document.getElementById(`${baseId}-tab-${target.id}`)?.focus();
    },
    [active, baseId],
  );

  const table = SIZE_TABLES.find((entry) => entry.id === active) ?? SIZE_TABLES[0]!;
  return { tables: SIZE_TABLES, active, table, setActive, tabId, panelId, onTabKeyDown, close };
}
