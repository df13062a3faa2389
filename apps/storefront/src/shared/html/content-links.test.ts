import { describe, expect, it } from 'vitest';
import { contentLinkTarget, isPlainClick, prefixRootRelativeHrefs } from './content-links.ts';

const page = 'https://shop.example/ua/faq';

describe('contentLinkTarget', () => {
  it('routes root-relative links in the app, with the store prefix in the href', () => {
    expect(contentLinkTarget('/women', page, 'ua')).toEqual({
      kind: 'route',
      to: '/women',
      href: '/ua/women',
    });
    expect(contentLinkTarget('/faq#3', page, 'ua', '')).toEqual({
      kind: 'route',
      to: '/faq#3',
      href: '/ua/faq#3',
    });
    expect(contentLinkTarget('/men?sort=price:ASC', page, 'ru')).toEqual({
      kind: 'route',
      to: '/men?sort=price:ASC',
      href: '/ru/men?sort=price:ASC',
    });
  });
  it('routes absolute links to the own host by pathname, dropping the store prefix', () => {
    expect(contentLinkTarget('https://shop.example/ua/kids', page, 'ua')).toEqual({
      kind: 'route',
      to: '/kids',
      href: '/ua/kids',
    });
  });
  it('leaves other hosts, schemes, other stores and server files to the browser', () => {
    expect(contentLinkTarget('https://brand.example/x', page, 'ua')).toEqual({
      kind: 'external',
      href: 'https://brand.example/x',
    });
    expect(contentLinkTarget('tel:+380440000000', page, 'ua').kind).toBe('external');
    expect(contentLinkTarget('mailto:a@b.c', page, 'ua').kind).toBe('external');
    expect(contentLinkTarget('#3', page, 'ua').kind).toBe('external');
    expect(contentLinkTarget('/ru/women', page, 'ua')).toEqual({ kind: 'external', href: '/ru/women' });
    expect(contentLinkTarget('/media/wysiwyg/a.pdf', page, 'ua').kind).toBe('external');
  });
  it('a target opens a new tab', () => {
    expect(contentLinkTarget('/women', page, 'ua', '_blank')).toEqual({ kind: 'new-tab', href: '/ua/women' });
    expect(contentLinkTarget('https://brand.example', page, 'ua', '_blank')).toEqual({
      kind: 'new-tab',
      href: 'https://brand.example',
    });
    expect(contentLinkTarget('/women', page, 'ua', '_self').kind).toBe('route');
  });
});

describe('prefixRootRelativeHrefs', () => {
  it('adds the store prefix to root-relative links only', () => {
    expect(
      prefixRootRelativeHrefs(
        '<a href="/faq#3">a</a><a class="x" href="/ua/men">b</a><a href="//cdn.example/x">c</a><a href="https://x.example/">d</a><a href="/media/a.pdf">e</a><a href="tel:1">f</a>',
        'ru',
      ),
    ).toBe(
      '<a href="/ru/faq#3">a</a><a class="x" href="/ua/men">b</a><a href="//cdn.example/x">c</a><a href="https://x.example/">d</a><a href="/media/a.pdf">e</a><a href="tel:1">f</a>',
    );
  });
  it('does nothing for an unknown store code', () => {
    expect(prefixRootRelativeHrefs('<a href="/x">x</a>', 'de')).toBe('<a href="/x">x</a>');
  });
});

describe('isPlainClick', () => {
  it('only the main button without modifiers', () => {
    expect(isPlainClick({ button: 0 })).toBe(true);
    expect(isPlainClick({ button: 1 })).toBe(false);
    expect(isPlainClick({ button: 0, metaKey: true })).toBe(false);
    expect(isPlainClick({ ctrlKey: true })).toBe(false);
  });
});
