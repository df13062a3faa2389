/**
 * Logic of Footer: the three link blocks (query state, split into groups), which groups are open on
 * phones, the contact-us link opening its modal, the social and Instagram links of the store config.
 */
import { useState, type MouseEvent } from 'react';
import { modalActions } from '../../shared/state/modal-state.ts';
import { useDispatch } from '../../shared/state/app-store.tsx';
import { useStoreConfig, useStoreView, useT } from '../../shared/store-view/store-view.tsx';
import { socialHandle, splitLinkGroup } from './footer-content.ts';
import { FOOTER_BLOCK_IDS } from './queries.ts';
import { useCmsBlocks } from '../../features/cms/useCmsBlocks.ts';
import { contentLinkTarget, isPlainClick } from '../../shared/html/content-links.ts';
import { FROM_TABLET, useMediaQuery } from '../../shared/browser/use-media-query.ts';

export const CONTACT_US_PATH = '/contact-us';

const GROUP_TITLES: Record<string, { id: string; defaultMessage: string }> = {
  'pwa-footer-links-about': { id: 'footer.about', defaultMessage: 'About us' },
  'pwa-footer-links-online-purchase': { id: 'footer.onlinePurchase', defaultMessage: 'Online purchase' },
  'pwa-footer-links-services': { id: 'footer.services', defaultMessage: 'Services' },
};

/** '/contact-us' with or without a trailing slash, query or hash. */
export const isContactUsPath = (to: string): boolean =>
  (to.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') === CONTACT_US_PATH;

export interface FooterGroup {
  id: string;
  title: string;
  body: string;
}

export function useFooter() {
  const t = useT();
  const { storeCode } = useStoreView();
  const dispatch = useDispatch();
  const config = useStoreConfig();
  const { blocks, fetching, error } = useCmsBlocks(FOOTER_BLOCK_IDS);
  const fromTablet = useMediaQuery(FROM_TABLET);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const groups = blocks.map((block, index): FooterGroup => {
    const { title, body } = splitLinkGroup(block.content ?? '');
    const id = block.identifier ?? `block-${index}`;
    const fallback = GROUP_TITLES[id];
    return { id, title: title ?? (fallback ? t(fallback.id, fallback.defaultMessage) : id), body };
  });

  const instagramAccounts = [
    {
      kind: 'group',
      url: config?.instagram_group_url,
      name: { id: 'footer.instagramMain', defaultMessage: 'Main' },
    },
    {
      kind: 'outlet',
      url: config?.instagram_outlet_url,
      name: { id: 'footer.instagramOutlet', defaultMessage: 'Outlet' },
    },
    {
      kind: 'beauty',
      url: config?.instagram_beauty_url,
      name: { id: 'footer.instagramBeauty', defaultMessage: 'Beauty' },
    },
    {
      kind: 'baby',
      url: config?.instagram_baby_url,
      name: { id: 'footer.instagramBaby', defaultMessage: 'Baby' },
    },
  ].flatMap(({ kind, url, name }) =>
    url ? [{ kind, url, label: socialHandle(url) ?? t(name.id, name.defaultMessage) }] : [],
  );

  const socialLinks = [
    { kind: 'facebook' as const, url: config?.facebook_url, label: 'Facebook' },
    { kind: 'telegram' as const, url: config?.telegram_url, label: 'Telegram' },
    // Instagram among the social icons on phones only; wider screens list the four accounts.
    { kind: 'instagram' as const, url: config?.instagram_group_url, label: 'Instagram' },
  ].flatMap((link) => (link.url ? [{ ...link, url: link.url }] : []));

  return {
    config,
    groups,
    loading: fetching,
    error,
    /** Groups collapse on phones only. */
    collapsible: !fromTablet,
    isExpanded: (id: string) => open.has(id),
    toggle(id: string) {
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    /** A contact-us link opens its modal instead of navigating. */
    onLinkClickCapture(event: MouseEvent<HTMLElement>) {
      if (!isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!anchor) return;
      const destination = contentLinkTarget(
        anchor.getAttribute('href') ?? '',
        window.location.href,
        storeCode,
      );
      if (destination.kind !== 'route' || !isContactUsPath(destination.to)) return;
      event.preventDefault();
      event.stopPropagation();
      dispatch(modalActions.openModal('contact-us'));
    },
    socialLinks,
    instagramAccounts,
    year: new Date().getFullYear(),
  };
}

export type FooterState = ReturnType<typeof useFooter>;
