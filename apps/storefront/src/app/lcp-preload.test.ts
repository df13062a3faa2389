import { describe, expect, it } from 'vitest';
import { lcpImagePreload, withLcpImagePreload } from './lcp-preload.ts';

const card =
  '<img src="/media/a.jpg?width=387&amp;height=484" srcset="/media/a.jpg?width=320 320w, /media/a.jpg?width=640 640w" sizes="(max-width: 767px) 344px, 387px" loading="eager" fetchPriority="high" decoding="async">';

describe('lcpImagePreload', () => {
  it('preloads the first high-priority image with its srcset and sizes, as written', () => {
    const html = `<html><head><title>t</title></head><body><img src="/logo.svg"><img src="/b.jpg" fetchpriority="low">${card}<img src="/c.jpg" fetchpriority="high"></body></html>`;
    expect(lcpImagePreload(html)).toBe(
      '<link rel="preload" as="image" href="/media/a.jpg?width=387&amp;height=484" imagesrcset="/media/a.jpg?width=320 320w, /media/a.jpg?width=640 640w" imagesizes="(max-width: 767px) 344px, 387px" fetchpriority="high">',
    );
    const out = withLcpImagePreload(html);
    expect(out.indexOf('rel="preload"')).toBeLessThan(out.indexOf('</head>'));
    expect(out.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('leaves an image inside <picture> to its sources', () => {
    const html = `<head></head><body><picture><source media="(max-width: 768px)" srcset="/m.jpg"><img src="/d.jpg" fetchpriority="high"></picture></body>`;
    expect(lcpImagePreload(html)).toBe('');
    expect(withLcpImagePreload(html)).toBe(html);
  });

  it('preloads an image after a closed <picture>, and nothing without a high-priority image', () => {
    const after = `<head></head><body><picture><img src="/p.jpg"></picture><img src="/e.jpg" fetchpriority="high"></body>`;
    expect(lcpImagePreload(after)).toBe('<link rel="preload" as="image" href="/e.jpg" fetchpriority="high">');
    expect(lcpImagePreload('<head></head><body><img src="/f.jpg"></body>')).toBe('');
  });
});
