// @vitest-environment happy-dom
/** A page's head tags: into the server's <head> as escaped HTML, and kept in document.head in the browser. */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  PAGE_HEAD_SELECTOR,
  HeadCollectorContext,
  headTagsHtml,
  useHeadTags,
  type HeadCollector,
  type HeadTags,
} from './head-tags.tsx';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.title = '';
});

const tags = (title: string, description?: string): HeadTags => ({
  title,
  meta: [
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'index, follow' },
  ],
  links: [
    { rel: 'canonical', href: 'https://shop.test/ua/dress.html' },
    { rel: 'alternate', hrefLang: 'ru', href: 'https://shop.test/ru/dress.html' },
  ],
});

function Head({ value }: { value: HeadTags }) {
  useHeadTags(value);
  return null;
}

const managed = () => [...document.head.querySelectorAll(PAGE_HEAD_SELECTOR)];

describe('head tags', () => {
  it('are collected while the server renders, and written as escaped HTML', () => {
    const collector: HeadCollector = { tags: null };
    const html = renderToString(
      <HeadCollectorContext.Provider value={collector}>
        <Head value={tags('Dress <"&"> - Vitryna', 'Silk "midi" <dress>')} />
      </HeadCollectorContext.Provider>,
    );
    expect(html).toBe('');
    expect(headTagsHtml(collector.tags!)).toBe(
      '<title>Dress &lt;&quot;&amp;&quot;&gt; - Vitryna</title>' +
        '<meta name="description" content="Silk &quot;midi&quot; &lt;dress&gt;">' +
        '<meta name="robots" content="index, follow">' +
        '<link rel="canonical" href="https://shop.test/ua/dress.html">' +
        '<link rel="alternate" hreflang="ru" href="https://shop.test/ru/dress.html">',
    );
  });

  it("leave the server's tags in place when the page hydrates with the same ones", async () => {
    document.head.innerHTML = headTagsHtml(tags('Dress', 'Silk'));
    const before = managed();
    render(<Head value={tags('Dress', 'Silk')} />);
    await act(async () => undefined);
    expect(managed()).toEqual(before);
    expect(managed().every((node, i) => node === before[i])).toBe(true);
  });

  it('are replaced as the page changes, a missing description removed, and taken out when it goes', async () => {
    const view = render(<Head value={tags('Dress - Vitryna', 'Silk')} />);
    await act(async () => undefined);
    expect(document.title).toBe('Dress - Vitryna');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Silk');
    view.rerender(<Head value={tags('Shoes - Vitryna')} />);
    await act(async () => undefined);
    expect(document.title).toBe('Shoes - Vitryna');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="alternate"]')?.getAttribute('hreflang')).toBe('ru');
    view.unmount();
    expect(managed()).toHaveLength(0);
  });
});
