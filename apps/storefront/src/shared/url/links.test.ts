import { describe, expect, it } from 'vitest';
import { classifyLink } from './links.ts';

const base = 'https://shop.example/ua/women';

describe('classifyLink', () => {
  it('routes links to the own host internally by pathname', () => {
    expect(classifyLink('https://shop.example/ua/men?sort=price:ASC#top', base)).toEqual({
      kind: 'internal',
      pathname: '/ua/men',
      to: '/ua/men?sort=price:ASC#top',
    });
    expect(classifyLink('http://SHOP.example/ua/brands', base)).toEqual({
      kind: 'internal',
      pathname: '/ua/brands',
      to: '/ua/brands',
    });
  });

  it('treats root-relative and relative links as the own host', () => {
    expect(classifyLink('/ua/faq', base)).toMatchObject({ kind: 'internal', pathname: '/ua/faq' });
    expect(classifyLink('dresses', base)).toMatchObject({ kind: 'internal', pathname: '/ua/dresses' });
  });

  it('keeps links to other hosts as ordinary external links', () => {
    expect(classifyLink('https://instagram.com/shop', base)).toEqual({
      kind: 'external',
      href: 'https://instagram.com/shop',
    });
    expect(classifyLink('//cdn.example/x.pdf', base)).toEqual({
      kind: 'external',
      href: '//cdn.example/x.pdf',
    });
    expect(classifyLink('https://shop.example:8443/ua', base)).toMatchObject({ kind: 'external' });
  });

  it('keeps non-web schemes and in-page anchors as ordinary links', () => {
    expect(classifyLink('tel:+380441234567', base)).toMatchObject({ kind: 'external' });
    expect(classifyLink('mailto:help@shop.example', base)).toMatchObject({ kind: 'external' });
    expect(classifyLink('#reviews', base)).toEqual({ kind: 'external', href: '#reviews' });
  });

  it('opens a link with a target in a new tab, even on the own host', () => {
    expect(classifyLink('/ua/loyalty-rules', base, '_blank')).toEqual({
      kind: 'new-tab',
      href: '/ua/loyalty-rules',
    });
    expect(classifyLink('https://t.me/shop', base, 'blank')).toEqual({
      kind: 'new-tab',
      href: 'https://t.me/shop',
    });
  });

  it("does not treat an empty target or '_self' as a new tab", () => {
    expect(classifyLink('/ua/men', base, '')).toMatchObject({ kind: 'internal' });
    expect(classifyLink('/ua/men', base, '_self')).toMatchObject({ kind: 'internal' });
    expect(classifyLink('/ua/men', base, null)).toMatchObject({ kind: 'internal' });
  });

  it('falls back to an ordinary link when the base cannot be parsed', () => {
    expect(classifyLink('/ua/men', 'not a url')).toEqual({ kind: 'external', href: '/ua/men' });
  });
});
