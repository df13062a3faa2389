/** What the share store modal shares: the store's name, address and link, read from the modal props. */
import type { ModalProps } from '../../shared/state/modal-state.ts';

export interface SharedStore {
  name: string;
  address: string;
  phone: string;
  workingTime: string;
  url: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readShareStoreProps(props: ModalProps): SharedStore {
  const url = text(props.url);
  return {
    name: text(props.name),
    address: text(props.address),
    phone: text(props.phone),
    workingTime: text(props.workingTime),
    url: /^https?:\/\//i.test(url) ? url : '',
  };
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
