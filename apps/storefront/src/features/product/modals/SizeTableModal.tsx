/** The size chart: a tab per kind of size (tops, bottoms, footwear, kids) and how to measure. */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import type { ProductModalProps } from './useCloseModal.ts';
import { useSizeTableModal } from './useSizeTableModal.ts';
import styles from './modals.module.css';

export default function SizeTableModal({ props, onClose }: ProductModalProps<'product-size-table'>) {
  const t = useT();
  const modal = useSizeTableModal(props, onClose);
  const { table } = modal;
  const tableTitle = t(table.title.id, table.title.defaultMessage);
  return (
    <Modal
      title={t('product.sizeTable', 'Size chart')}
      closeLabel={t('modal.close', 'Close')}
      onClose={modal.close}
      size="large"
    >
      <div role="tablist" aria-label={t('product.sizeTable.kinds', 'Kinds of sizes')} className={styles.tabs}>
        {modal.tables.map((entry) => (
          <button
            key={entry.id}
            id={modal.tabId(entry.id)}
            type="button"
            role="tab"
            aria-selected={entry.id === modal.active}
            aria-controls={modal.panelId(entry.id)}
            tabIndex={entry.id === modal.active ? 0 : -1}
            className={styles.tab}
            onClick={() => modal.setActive(entry.id)}
            onKeyDown={modal.onTabKeyDown}
          >
            {t(entry.title.id, entry.title.defaultMessage)}
          </button>
        ))}
      </div>
      <div
        id={modal.panelId(table.id)}
        role="tabpanel"
        aria-labelledby={modal.tabId(table.id)}
        tabIndex={0}
        className={styles.tablePanel}
      >
        <table className={styles.sizeTable}>
          <caption className={styles.caption}>{tableTitle}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.id} scope="col">
                  {t(column.id, column.defaultMessage)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        {t(
          'product.sizeTable.howToMeasure',
          'Measure over underwear, keeping the tape snug but not tight: chest at its fullest point, waist at its narrowest, hips at their fullest. For shoes, measure your foot from heel to the longest toe. Between two sizes, choose the larger one.',
        )}
      </p>
    </Modal>
  );
}
