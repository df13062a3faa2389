/** What a route shows while its page loads: the category shimmer when the next page is a category. */
import { CategoryShimmer } from '../shared/page/CategoryShimmer.tsx';
import { useAppStore } from '../shared/state/app-store.tsx';
import { LoadingIndicator } from './layout/LoadingIndicator.tsx';

export function RouteLoading() {
  const nextIsCategory = useAppStore((s) => s.app.nextRootComponent === 'CATEGORY');
  return nextIsCategory ? <CategoryShimmer /> : <LoadingIndicator />;
}
