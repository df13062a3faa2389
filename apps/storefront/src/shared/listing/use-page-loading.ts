/** Sets the app's page loading flag while a page loads with nothing to show yet. */
import { useEffect } from 'react';
import { useDispatch } from '../state/app-store.tsx';
import { appActions } from '../state/app-state.ts';

export function usePageLoading(loading: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(appActions.setPageLoading(loading));
  }, [dispatch, loading]);
  useEffect(() => () => dispatch(appActions.setPageLoading(false)), [dispatch]);
}
