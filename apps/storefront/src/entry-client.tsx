/** Hydrates the server-rendered document and carries on as a single-page app. */
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createStorefrontClient } from './app/graphql/client.ts';
import { BOOT_HANDOFF } from './app/boot-loader.ts';
import { BOOT_GLOBAL, type BootData } from './app/render-context.ts';
import { createPersistedAppStore } from './shared/state/persisted-slices.ts';
import { toSsrData } from './app/graphql/boot-answers.ts';
import { adoptHtmlManifest, trustSanitizedHtml } from './shared/html/clean-html.ts';
import { embeddedSanitizedHtml } from './shared/html/embedded-html.ts';
import { loadLocale } from './shared/i18n/load-locale.ts';
import { localeForStoreCode } from './shared/i18n/locales.ts';
import { createBrowserStorage } from './shared/storage/browser-storage.ts';
import { PersistedCache } from './shared/graphql/persisted-cache.ts';
import { holdFirstView } from './shared/graphql/session-policy.ts';
import './app/global.css';

/** The boot block the loader found right before itself (app/boot-loader.ts): content cannot stand in for it. */
function readBootData(): BootData {
  const element = (window as unknown as Record<string, unknown>)[BOOT_HANDOFF];
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') {
    throw new Error('The boot data block was not handed over by the boot loader');
  }
  return JSON.parse(element.textContent ?? '') as BootData;
}

async function boot() {
  const data = readBootData();
  (window as unknown as Record<string, BootData>)[BOOT_GLOBAL] = data;
  const locale = localeForStoreCode(data.storeCode);
  const storage = createBrowserStorage();
  trustSanitizedHtml(embeddedSanitizedHtml(data.urql, data.html.at));
  adoptHtmlManifest(data.html.manifest);
  const messages = await loadLocale(locale);
  const firstViewOver = holdFirstView(window);
  const persisted = new PersistedCache({
    storage,
    storeCode: data.storeCode,
    ready: firstViewOver,
    win: window,
  });
  const { client } = createStorefrontClient({
    endpoint: data.endpoint,
    storage,
    isServer: false,
    initialState: toSsrData(data.urql),
    persisted,
  });
  // The sign-in token, the cart id and the checkout steps come back from storage and are written back.
  const store = createPersistedAppStore(storage, {
    isOnline: navigator.onLine,
    firstRenderMayHoldCart: data.noCart !== true,
  });
  // The app in #root: the document around it is the server's alone (app/Document.tsx).
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root to hydrate');
  // The boot's work and the shell's hydration in two tasks.
  await new Promise((resolve) => setTimeout(resolve, 0));
  hydrateRoot(
    root,
    <App client={client} store={store} storeCode={data.storeCode} origin={data.origin} messages={messages} />,
  );
}

void boot();
