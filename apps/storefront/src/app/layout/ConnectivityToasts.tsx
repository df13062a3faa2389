/**
 * Online/offline (spec §4): the browser's events update the app store; going offline shows the offline
 * error toast, coming back the online info toast (3 s each, spec §8).
 */
import { useEffect } from 'react';
import { appActions } from '../../shared/state/app-state.ts';
import { offlineToast, onlineToast } from '../../shared/toasts/standard-toasts.ts';
import { useDispatch } from '../../shared/state/app-store.tsx';
import { useStoreView } from '../../shared/store-view/store-view.tsx';
import { useToasts } from '../../shared/toasts/toasts-context.tsx';

export function useConnectivityToasts(): void {
  const dispatch = useDispatch();
  const { addToast } = useToasts();
  const { t } = useStoreView();
  useEffect(() => {
    const goOnline = () => {
      dispatch(appActions.setOnline());
      addToast(onlineToast(t));
    };
    const goOffline = () => {
      dispatch(appActions.setOffline());
      addToast(offlineToast(t));
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [dispatch, addToast, t]);
}

export function ConnectivityToasts() {
  useConnectivityToasts();
  return null;
}
