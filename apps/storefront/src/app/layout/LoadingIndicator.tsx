import { useT } from '../../shared/store-view/store-view.tsx';

/** The spec's loading indicator: 'Fetching Data...'. */
export function LoadingIndicator() {
  const t = useT();
  return (
    <p
      role="status"
      aria-live="polite"
      style={{ padding: '3rem 1rem', textAlign: 'center', color: 'var(--color-muted)' }}
    >
      {t('loading.fetchingData', 'Fetching Data...')}
    </p>
  );
}
