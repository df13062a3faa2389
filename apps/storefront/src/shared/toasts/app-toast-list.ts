/** The app store's toast slice as the toast store's list: toasts live in the one store of the app. */
import type { AppStore } from '../state/app-store.tsx';
import type { ToastList } from './toast-store.ts';

export function appToastList(store: AppStore): ToastList<unknown> {
  return {
    getState: () => store.getState().toasts,
    dispatch: (action) => store.dispatch(action),
    // Only a change of the toast slice wakes the toast host, not every change of the app store.
    subscribe: (listener) =>
      store.subscribe((state, previous) => {
        if (state.toasts !== previous.toasts) listener();
      }),
  };
}
