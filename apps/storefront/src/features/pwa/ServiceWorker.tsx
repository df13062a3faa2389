/**
 * Mounted once by Layout: registers the service worker after load and turns its messages into shell
 * behaviour. NEW_VERSION (a new release took over) offers a reload in a toast.
 */
import { useEffect, useEffectEvent } from 'react';
import { useT } from '../../shared/store-view/store-view.tsx';
import { useToasts } from '../../shared/toasts/toasts-context.tsx';
import { registerServiceWorker, type ServiceWorkerMessageHandlers } from './register-sw.ts';

export function useServiceWorker(): void {
  const t = useT();
  const { addToast } = useToasts();
  // Reads the latest translations without re-registering.
  const onNewVersion = useEffectEvent(() => {
    addToast({
      id: 'sw-new-version',
      type: 'info',
      message: t('pwa.newVersion', 'A new version of the store is available.'),
      actionText: t('pwa.reload', 'Reload'),
      onAction: () => window.location.reload(),
      dismissable: true,
      timeout: false,
    });
  });
  useEffect(() => {
    const dispatchers: ServiceWorkerMessageHandlers = {
      NEW_VERSION: () => onNewVersion(),
    };
    return registerServiceWorker({ handlers: dispatchers });
  }, []);
}

export function ServiceWorker() {
  useServiceWorker();
  return null;
}
