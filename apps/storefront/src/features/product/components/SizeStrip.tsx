/**
 * The size strip: a radio group of the sizes in stock, five at a time, with dots (and arrows)
 * to move between groups and a swipe on touch screens; the size table button beside its title.
 */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import type { SizeSource } from '../size-selection.ts';
import { useSizeStrip } from './useSizeStrip.ts';
import styles from './SizeStrip.module.css';

export interface SizeStripProps {
  product: SizeSource;
  /** Id of the "choose a size" message when it is shown (the radio group is described by it). */
  errorId?: string | null;
  onOpenSizeTable?: () => void;
}

export function SizeStrip({ product, errorId = null, onOpenSizeTable }: SizeStripProps) {
  const t = useT();
  const strip = useSizeStrip(product);
  if (strip.choices.length === 0) return null;
  const title = strip.label || t('product.size', 'Size');
  const many = strip.groups.length > 1;

  return (
    <div className={styles.strip}>
      <div className={styles.header}>
        <p className={styles.title}>
          {title}
          {strip.chosen ? <span className={styles.chosen}>: {strip.chosen.title}</span> : null}
        </p>
        {onOpenSizeTable ? (
          <button type="button" className={styles.tableButton} onClick={onOpenSizeTable}>
            {t('product.sizeTable', 'Size chart')}
          </button>
        ) : null}
      </div>
      <div className={styles.row}>
        {many ? (
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('product.previousSizes', 'Previous sizes')}
            disabled={strip.group === 0}
            onClick={() => strip.showGroup(strip.group - 1)}
          >
            <ChevronLeftIcon size={18} />
          </button>
        ) : null}
        <div
          role="radiogroup"
          tabIndex={-1}
          aria-label={title}
          aria-describedby={errorId ?? undefined}
          aria-invalid={errorId ? true : undefined}
          className={`${styles.sizes} ${errorId ? styles.invalid : ''}`}
          onKeyDown={strip.onKeyDown}
          {...strip.touchHandlers}
        >
          {strip.visible.map((choice) => {
            const checked = strip.chosen === choice;
            return (
              <button
                key={choice.key}
                id={strip.radioId(choice)}
                type="button"
                role="radio"
                aria-checked={checked}
                tabIndex={strip.tabStop === choice ? 0 : -1}
                className={styles.size}
                onClick={() => strip.choose(choice)}
              >
                {choice.title}
              </button>
            );
          })}
        </div>
        {many ? (
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('product.nextSizes', 'Next sizes')}
            disabled={strip.group === strip.groups.length - 1}
            onClick={() => strip.showGroup(strip.group + 1)}
          >
            <ChevronRightIcon size={18} />
          </button>
        ) : null}
      </div>
      {many ? (
        <div className={styles.dots}>
          {strip.groups.map((group, i) => (
            <button
              key={group[0]?.key ?? i}
              type="button"
              className={styles.dot}
              aria-label={t('sizeStrip.group', 'Sizes, group {number}', { number: i + 1 })}
              aria-current={i === strip.group ? 'true' : undefined}
              onClick={() => strip.showGroup(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
