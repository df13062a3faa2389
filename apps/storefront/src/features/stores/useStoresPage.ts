/**
 * Logic of StoresPage: every store locator point (no cache), grouped by city, and the share
 * store modal.
 */
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { useStoreView } from '../../shared/store-view/store-view.tsx';
import { useDispatch } from '../../shared/state/app-store.tsx';
import { modalActions } from '../../shared/state/modal-state.ts';
import { STORE_LOCATOR_POINTS, type StoreLocatorPoint } from './queries.ts';
import { groupByCity, storeAnchor } from './store-points.ts';
import { useNoCachePolicy } from './useNoCachePolicy.ts';

export function useStoresPage() {
  const requestPolicy = useNoCachePolicy(STORE_LOCATOR_POINTS, {});
  const [{ data, fetching, error }] = useQuery({ query: STORE_LOCATOR_POINTS, requestPolicy });
  const { origin, storeCode } = useStoreView();
  const dispatch = useDispatch();
  const groups = groupByCity(data?.storeLocatorPoints ?? []);
  const share = useCallback(
    (point: StoreLocatorPoint) =>
      dispatch(
        modalActions.openModal('share-store', {
          name: point.name ?? '',
          address: [point.address, point.city].filter(Boolean).join(', '),
          phone: point.phone ?? '',
          workingTime: point.working_time ?? '',
          url: `${origin}/${storeCode}/stores#${storeAnchor(point)}`,
        }),
      ),
    [dispatch, origin, storeCode],
  );
  return {
    groups,
    count: groups.reduce((n, g) => n + g.points.length, 0),
    loading: fetching && !data,
    failed: Boolean(error) && !data,
    share,
  };
}
