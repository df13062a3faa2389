import { PageHead } from './PageHead.tsx';
import { useT } from '../store-view/store-view.tsx';

/** Any route failure other than "not found" (spec section 2). */
export function RouteError() {
  const t = useT();
  return (
    <section className="page" role="alert" style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <PageHead title={t('routeError.title', 'Error')} robots="NOINDEX,NOFOLLOW" />
      <p>{t('routeError.message', 'Something went wrong. Sorry about that.')}</p>
    </section>
  );
}
