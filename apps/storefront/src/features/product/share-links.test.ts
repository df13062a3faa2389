import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  it('encodes the product url and title into each network’s share address', () => {
    const links = shareLinks('https://shop.ua/ua/red-dress.html?x=1&y=2', 'Red dress');
    expect(links.map((l) => l.id)).toEqual(['facebook', 'telegram', 'viber', 'whatsapp']);
    expect(links[0]!.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.ua%2Fua%2Fred-dress.html%3Fx%3D1%26y%3D2',
    );
    expect(links[1]!.href).toContain('text=Red%20dress');
    expect(links[3]!.href).toBe(
      'https://wa.me/?text=Red%20dress%20https%3A%2F%2Fshop.ua%2Fua%2Fred-dress.html%3Fx%3D1%26y%3D2',
    );
  });
});
