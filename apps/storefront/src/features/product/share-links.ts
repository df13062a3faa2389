/** Links that share a product page on social networks and messengers popular in Ukraine. */

export interface ShareLink {
  id: 'facebook' | 'telegram' | 'viber' | 'whatsapp';
  name: string;
  href: string;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title ? `${title} ${url}` : url);
  return [
    { id: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      id: 'telegram',
      name: 'Telegram',
      href: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { id: 'viber', name: 'Viber', href: `viber://forward?text=${text}` },
    { id: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${text}` },
  ];
}
