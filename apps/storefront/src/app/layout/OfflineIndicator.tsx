/** Shown while offline, once the shopper has been offline (spec §2/§4). */
import { showsOfflineIndicator } from '../../shared/state/app-state.ts';
import { OfflineIcon } from '../../shared/ui/icons.tsx';
import { useAppStore } from '../../shared/state/app-store.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import styles from './Header.module.css';

export function OfflineIndicator() {
  const t = useT();
  // A page opened offline (from the service worker's cache) hydrates as the server rendered it first.
  const visible = useAfterHydration(
    useAppStore((s) => showsOfflineIndicator(s.app)),
    false,
  );
  if (!visible) return null;
  return (
    <p className={styles.offline} role="status">
      <OfflineIcon size={16} />
      {t('header.offline', 'Offline')}
    </p>
  );
}
