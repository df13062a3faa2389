/** What the share store modal shares: the store's name, address and link (its typed modal props). */
import type { ModalPropsMap } from '../../shared/state/modal-state.ts';

export type SharedStore = ModalPropsMap['share-store'];

/** Only a web link is offered for copying and sharing. */
export function sharedStore(props: SharedStore): SharedStore {
  return { ...props, url: /^https?:\/\//i.test(props.url) ? props.url : '' };
}

/** The message shared with the link: 'Vitryna Київ, Хрещатик — вул. Хрещатик, 22, Київ'. */
export function shareText(store: SharedStore): string {
  return [store.name, store.address].filter(Boolean).join(' — ');
}

export interface ShareLink {
  id: 'facebook' | 'telegram' | 'viber' | 'whatsapp';
  name: string;
  href: string;
}

export function storeShareLinks(store: SharedStore): ShareLink[] {
  const u = encodeURIComponent(store.url);
  const message = shareText(store);
  const full = encodeURIComponent(message ? `${message} ${store.url}` : store.url);
  return [
    { id: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      id: 'telegram',
      name: 'Telegram',
      href: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(message)}`,
    },
    { id: 'viber', name: 'Viber', href: `viber://forward?text=${full}` },
    { id: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${full}` },
  ];
}
