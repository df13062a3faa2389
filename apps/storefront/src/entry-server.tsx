/**
 * Server rendering of one request: the store comes from the path prefix, data from the
 * commerce server (in process, or the configured Magento endpoint), and the HTML holds the
 * page's content, head tags and the results the browser hydrates from.
 */
import type { VNode } from 'preact';
import { renderToStringAsync } from './shared/react/react-dom-server-on-preact.ts';
import { App } from './app/App.tsx';
import { Document, type Assets } from './app/Document.tsx';
import { createStorefrontClient } from './app/graphql/client.ts';
import type { HttpStatus } from './shared/page/http-status.tsx';
import { headTagsHtml, type HeadCollector } from './shared/page/head-tags.tsx';
import { BOOT_ELEMENT_ID, type BootData } from './app/render-context.ts';
import { createAppStore } from './shared/state/app-store.tsx';
import { firstViewAnswers } from './app/graphql/first-view-answers.ts';
import { operationLogExchange, type OperationLog } from './app/graphql/operation-log.ts';
import { installServerSanitizer, withRenderedHtml } from './shared/html/server-html-manifest.ts';
import { loadLocale } from './shared/i18n/load-locale.ts';
import { localeForStoreCode, toBcp47 } from './shared/i18n/locales.ts';
import { createBrowserStorage, createMemoryStorage } from './shared/storage/browser-storage.ts';
import { STORAGE_KEYS } from './shared/storage/storage-keys.ts';
import { splitStorePrefix } from './shared/url/store-prefix.ts';
import { DEFAULT_STORE_CODE } from './shared/constants.ts';
import { BOOT_PRELOAD_ATTRIBUTE, bootLoaderScript } from './app/boot-loader.ts';
import { scriptJson } from './app/script-json.ts';
import { withLcpImagePreload } from './app/lcp-preload.ts';

export interface RenderRequest {
  /** Path and query, e.g. /ua/women?sort=price:ASC */
  url: string;
  origin: string;
  /** Endpoint the server renderer queries (absolute). */
  endpoint: string;
  /** Endpoint the browser queries. */
  publicEndpoint: string;
  fetch: typeof globalThis.fetch;
  /**
   * The entry module and the modules it imports (requested by the boot loader), stylesheets, and per
   * lazily loaded module (its build manifest key) the chunks to preload when a page renders with it.
   */
  assets: Assets & { entry: string; preloads: string[]; lazy?: Readonly<Record<string, readonly string[]>> };
  /**
   * False where the request says its browser holds no cart or session (the cart hint cookie,
   * shared/session/cart-hint.ts): the cart and the checkout then render empty. Default true.
   */
  mayHoldCart?: boolean;
}

export type RenderResult = { status: number; location: string } | { status: number; html: string };

const RENDER_TIMEOUT_MS = 10_000;

installServerSanitizer();

/**
 * The text of every inline <script> a page carries (the boot loader), the same for every page of a
 * build: the server allows them in its Content-Security-Policy by their hashes (server/security-headers.ts).
 */
export function inlineScripts(assets: RenderRequest['assets']): string[] {
  return [bootLoaderScript(assets.entry, assets.preloads)];
}

/** The chunks of the lazy modules the page rendered with, less those the entry preloads anyway. */
function lazyPreloads(assets: RenderRequest['assets'], modules: ReadonlySet<string>): string {
  const files = new Set([...modules].flatMap((id) => assets.lazy?.[id] ?? []));
  for (const file of assets.preloads) files.delete(file);
  return [...files].filter((file) => /^\/[\w./-]+$/.test(file)).join(' ');
}

export async function render(req: RenderRequest): Promise<RenderResult> {
  const [pathname, search = ''] = req.url.split(/\?(.*)/s, 2) as [string, string?];
  const { storeCode, rest } = splitStorePrefix(pathname);
  if (!storeCode) {
    return {
      status: pathname === '/' ? 302 : 301,
      location: `/${DEFAULT_STORE_CODE}${pathname}${search ? `?${search}` : ''}`,
    };
  }
  const locale = localeForStoreCode(storeCode);
  // The server renders every page, the account's too: all texts, lazy areas included.
  const messages = await loadLocale(locale, { lazyAreas: true });
  const storage = createBrowserStorage({ storage: createMemoryStorage() });
  storage.setItem(STORAGE_KEYS.storeViewCode, storeCode);
  // Which document each embedded answer belongs to (app/graphql/first-view-answers.ts).
  const operations: OperationLog = new Map();
  const { client, ssr } = createStorefrontClient({
    endpoint: req.endpoint,
    storage,
    isServer: true,
    fetch: req.fetch,
    beforeSsr: operationLogExchange(operations),
  });
  const mayHoldCart = req.mayHoldCart ?? true;
  const store = createAppStore({ firstRenderMayHoldCart: mayHoldCart });
  const httpStatus: HttpStatus = { status: 200 };
  const head: HeadCollector = { tags: null };
  const renderedModules = new Set<string>();
  const assets: Assets = { styles: req.assets.styles };
  const tree = (
    <Document lang={toBcp47(locale)} assets={assets}>
      <App
        client={client}
        store={store}
        storeCode={storeCode}
        origin={req.origin}
        messages={messages}
        httpStatus={httpStatus}
        head={head}
        renderedModules={renderedModules}
        ssrPath={`/${storeCode}${rest === '/' ? '' : rest}`}
        ssrSearch={search}
      />
    </Document>
  );
  const { result: body, ...rendered } = await withRenderedHtml(() => renderToString(tree));
  if (httpStatus.location) {
    const location = `/${storeCode}${httpStatus.location === '/' ? '/' : httpStatus.location}`;
    return { status: httpStatus.status, location };
  }
  const html = withLcpImagePreload(
    head.tags ? body.replace('</head>', `${headTagsHtml(head.tags)}</head>`) : body,
  );
  const embedded = firstViewAnswers(ssr.extractData(), operations, rendered);
  const boot: BootData = {
    storeCode,
    endpoint: req.publicEndpoint,
    pageType: store.getState().app.nextRootComponent,
    urql: embedded.urql,
    html: embedded.html,
    origin: req.origin,
    assets,
    ...(mayHoldCart ? {} : { noCart: true as const }),
  };
  // The loader must follow the boot block directly: it hands that element to the entry (boot-loader.ts).
  const [loader] = inlineScripts(req.assets);
  const preload = lazyPreloads(req.assets, renderedModules);
  const tail = `<script type="application/json" id="${BOOT_ELEMENT_ID}"${preload ? ` ${BOOT_PRELOAD_ATTRIBUTE}="${preload}"` : ''}>${scriptJson(boot)}</script><script>${loader}</script>`;
  return { status: httpStatus.status, html: `${html.replace('</body>', `${tail}</body>`)}` };
}

/**
 * The whole page in one piece, once every lazy module and query it suspends on has settled (as
 * React's onAllReady did): crawlers and browsers without JavaScript see all of it.
 */
async function renderToString(tree: React.ReactNode): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Server render timed out')), RENDER_TIMEOUT_MS);
  });
  try {
    // React's element type and Preact's VNode are one object here (build/preact-renderer.ts).
    const html = await Promise.race([renderToStringAsync(tree as unknown as VNode), timeout]);
    return `<!DOCTYPE html>${html}`;
  } finally {
    clearTimeout(timer);
  }
}
