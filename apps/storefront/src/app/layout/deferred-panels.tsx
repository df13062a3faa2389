/**
 * Panels closed when a page loads (navigation drawer, search panel, mini cart) are not part of the first
 * load: their code is fetched when the shopper shows intent (pointer over or focus on the trigger) or
 * opens them, then they stay mounted so they can slide out again. This keeps the first load of a page
 * inside the JavaScript budget.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { withAreaMessages } from '../../shared/i18n/load-locale.ts';
import { useAppStore } from '../../shared/state/app-store.tsx';
import { FOOTER_ELEMENT_ID } from './layout-ids.ts';

export const loadNavigationDrawer = () => import('./NavigationDrawer.tsx');
export const loadSearchPanel = () => import('../../features/search/SearchPanel.tsx');
export const loadMiniCartDrawer = withAreaMessages(
  'cart',
  () => import('../../features/cart/MiniCartDrawer.tsx'),
);

const NavigationDrawer = lazy(() => loadNavigationDrawer().then((m) => ({ default: m.NavigationDrawer })));
const SearchPanel = lazy(() => loadSearchPanel().then((m) => ({ default: m.SearchPanel })));
const MiniCartDrawer = lazy(() => loadMiniCartDrawer().then((m) => ({ default: m.MiniCartDrawer })));

/** True from the first time `open` is true. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function Deferred({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(open);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function DeferredNavigationDrawer() {
  const open = useAppStore((s) => s.app.drawer === 'nav');
  return (
    <Deferred open={open}>
      <NavigationDrawer />
    </Deferred>
  );
}

export function DeferredSearchPanel() {
  const open = useAppStore((s) => s.app.searchOpen);
  return (
    <Deferred open={open}>
      <SearchPanel />
    </Deferred>
  );
}

export function DeferredMiniCartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Deferred open={open}>
      <MiniCartDrawer open={open} onClose={onClose} />
    </Deferred>
  );
}

/** Starts fetching a panel's code (ignored when it fails: opening tries again). */
export function prefetch(load: () => Promise<unknown>): () => void {
  return () => void load().catch(() => undefined);
}

/**
 * Resolves once the element is within 300 px of the viewport (at once without the element or an
 * IntersectionObserver, e.g. when the page was not server-rendered), or once it has left the page
 * (React dropped the server markup it belonged to): then nothing would ever come near.
 */
export function whenNearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const done = () => {
      observer.disconnect();
      clearInterval(detachedCheck);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: '300px 0px',
    });
    observer.observe(element);
    const detachedCheck = setInterval(() => !element.isConnected && done(), 1000);
  });
}

/**
 * The footer is rendered by the server as usual, but in the browser its code loads (and the server
 * markup hydrates) only when it comes near the viewport: until then its links work as plain links.
 */
const Footer = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : whenNearViewport(FOOTER_ELEMENT_ID))
    .then(() => import('./Footer.tsx'))
    .then((m) => ({ default: m.Footer })),
);

export function DeferredFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
