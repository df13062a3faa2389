/**
 * Content types most pages do not use, each in its own chunk: a page loads only the renderers of the
 * types its content has. The server renders them in full; in the browser each one hydrates (or, on
 * a client-side navigation, appears) once its chunk has arrived.
 */
import { lazy, Suspense, type ReactNode } from 'react';

export const LazyVideoContent = lazy(() =>
  import('./VideoContent.tsx').then((m) => ({ default: m.VideoContent })),
);
export const LazyVideoBackground = lazy(() =>
  import('./VideoBackground.tsx').then((m) => ({ default: m.VideoBackground })),
);
export const LazyMapPanel = lazy(() => import('./MapPanel.tsx').then((m) => ({ default: m.MapPanel })));
export const LazyTabs = lazy(() => import('./Tabs.tsx').then((m) => ({ default: m.Tabs })));
export const LazyTabItemContent = lazy(() =>
  import('./Tabs.tsx').then((m) => ({ default: m.TabItemContent })),
);
export const LazyProducts = lazy(() => import('./Products.tsx').then((m) => ({ default: m.Products })));
// Static blocks render CmsBlock, which renders Page Builder content again.
export const LazyBlock = lazy(() => import('./Block.tsx').then((m) => ({ default: m.Block })));

/** Its own boundary, so the rest of the content does not wait for the chunk. */
export function ContentTypeChunk({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
