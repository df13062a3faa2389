/**
 * Mounted once by Layout: registers the service worker after load and turns its messages into shell
 * behaviour. NEW_VERSION (a new release took over) offers a reload in a toast.
 */
import { useEffect, useRef } from 'react';
import { useT } from '../../app/store-view.tsx';
import { useToasts } from '../../app/layout/toasts-context.tsx';
import { registerServiceWorker, type ServiceWorkerMessageHandlers } from './register-sw.ts';

export function useServiceWorker(): void {
  const t = useT();
  const { addToast } = useToasts();
  // Handlers read the latest translations without re-registering.
  const handlers = useRef<ServiceWorkerMessageHandlers>({});
  handlers.current = {
    NEW_VERSION: () => {
      addToast({
        id: 'sw-new-version',
        type: 'info',
        message: t('pwa.newVersion', 'A new version of the store is available.'),
        actionText: t('pwa.reload', 'Reload'),
        onAction: () => window.location.reload(),
        dismissable: true,
        timeout: false,
      });
    },
  };
  useEffect(() => {
    const dispatchers: ServiceWorkerMessageHandlers = {
      NEW_VERSION: (payload) => handlers.current.NEW_VERSION?.(payload),
    };
    return registerServiceWorker({ handlers: dispatchers });
  }, []);
}

export function ServiceWorker() {
  useServiceWorker();
  return null;
}
