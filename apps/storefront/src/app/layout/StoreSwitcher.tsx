/** UA / RU buttons (spec §2): the current store is pressed; the other reloads the page in that store. */
import { useT } from '../../shared/store-view/store-view.tsx';
import { useStoreSwitcher } from './useStoreSwitcher.ts';
import styles from './StoreSwitcher.module.css';

const NAMES = {
  ua: { id: 'storeSwitcher.uaName', defaultMessage: 'Ukrainian' },
  ru: { id: 'storeSwitcher.ruName', defaultMessage: 'Russian' },
} as const;

export function StoreSwitcher({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { current, stores, switching, switchTo } = useStoreSwitcher();
  return (
    <div
      role="group"
      aria-label={t('storeSwitcher.label', 'Language')}
      className={`${styles.switcher} ${compact ? styles.compact : ''}`}
      aria-busy={switching ? true : undefined}
    >
      {stores.map((code) => (
        <button
          key={code}
          type="button"
          lang={code === 'ua' ? 'uk' : 'ru'}
          className={styles.option}
          aria-pressed={code === current}
          title={t(NAMES[code].id, NAMES[code].defaultMessage)}
          onClick={() => switchTo(code)}
        >
          {t(`storeSwitcher.${code}`, code.toUpperCase())}
        </button>
      ))}
    </div>
  );
}
