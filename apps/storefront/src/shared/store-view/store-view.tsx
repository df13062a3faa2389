/**
 * The current store view (ua or ru): its code, locale, translations and storeConfig, for
 * every component below. Messages are loaded before rendering on both sides.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { createTranslator, type Messages, type Translate } from '../i18n/format-message.ts';
import { localeForStoreCode, toBcp47, type Locale } from '../i18n/locales.ts';
import { STORE_CONFIG, type StoreConfigData } from './store-config-query.ts';
import { useStableData } from '../graphql/use-stable-data.ts';

export interface StoreView {
  storeCode: string;
  locale: Locale;
  /** 'uk-UA' / 'ru-RU' for Intl and lang attributes. */
  lang: string;
  origin: string;
  t: Translate;
}

const StoreViewContext = createContext<StoreView | null>(null);

type StoreConfig = NonNullable<StoreConfigData['storeConfig']>;
const StoreConfigContext = createContext<StoreConfig | null>(null);

export function StoreViewProvider(props: {
  storeCode: string;
  origin: string;
  messages: Messages;
  children: ReactNode;
}) {
  const { storeCode, origin, messages } = props;
  const value = useMemo(() => {
    const locale = localeForStoreCode(storeCode);
    return { storeCode, locale, lang: toBcp47(locale), origin, t: createTranslator(messages) };
  }, [storeCode, origin, messages]);
  // One storeConfig query for the whole app. A useQuery per reader (every product card) would make
  // urql mark all readers stale whenever one mounts, re-rendering them all; inside an interrupted
  // Suspense retry that loops (see app/layout/main-menu.tsx).
  const [{ data }] = useQuery<StoreConfigData>({ query: STORE_CONFIG });
  const config = useStableData(data?.storeConfig ?? null);
  return (
    <StoreViewContext.Provider value={value}>
      <StoreConfigContext.Provider value={config}>{props.children}</StoreConfigContext.Provider>
    </StoreViewContext.Provider>
  );
}

export function useStoreView(): StoreView {
  const v = useContext(StoreViewContext);
  if (!v) throw new Error('useStoreView must be used inside <StoreViewProvider>');
  return v;
}

/** Shorthand: t('id', 'Default message', values). The same function while the store view stays, so
 * callbacks and effects that depend on it are not made anew on every render. */
export function useT() {
  const { t } = useStoreView();
  return useCallback(
    (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
      t({ id, defaultMessage }, values),
    [t],
  );
}

/** The store's storeConfig, once it has loaded (null before). */
export function useStoreConfig(): StoreConfig | null {
  return useContext(StoreConfigContext);
}

/** "{page} - {store name}" (spec section 1; the store name falls back to UA). */
export function usePageTitle(page: string | null | undefined): string {
  const config = useStoreConfig();
  const store = config?.store_name || 'UA';
  return page ? `${page} - ${store}` : store;
}
