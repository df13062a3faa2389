/** The parser on the seeded markup, sanitised first as the renderer does (server path: jsdom). */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../shared/html/sanitize.ts';
import seed from './__fixtures__/seed-content.json' with { type: 'json' };
import {
  blockIdentifier,
  hasPageBuilderMarkers,
  parseBackgroundImages,
  parseMapLocations,
  parsePageBuilder as parseSanitized,
} from './parse.ts';
import type { PbNode } from './types.ts';

const parsePageBuilder = (html: string) => parseSanitized(sanitizeHtml(html));

const contents: Record<string, string> = { ...seed.ua.pages, ...seed.ua.blocks };

function walk(nodes: PbNode[], visit: (n: PbNode) => void) {
  for (const n of nodes) {
    visit(n);
    if ('children' in n) walk(n.children, visit);
  }
}

function all(nodes: PbNode[]): PbNode[] {
  const out: PbNode[] = [];
  walk(nodes, (n) => out.push(n));
  return out;
}

function find<T extends PbNode['type']>(nodes: PbNode[], type: T): Extract<PbNode, { type: T }>[] {
  return all(nodes).filter((n): n is Extract<PbNode, { type: T }> => n.type === type);
}

describe('parsePageBuilder on the seeded pages and blocks', () => {
  it('recognises every content type the seed uses, leaving none as raw HTML', () => {
    const marked = new Set<string>();
    const parsed = new Set<string>();
    for (const [id, html] of Object.entries(contents)) {
      for (const m of html.matchAll(/data-content-type="([^"]+)"/g)) marked.add(m[1]!);
      const nodes = parsePageBuilder(html);
      for (const n of all(nodes)) {
        parsed.add(n.type);
        if (n.type === 'raw')
          expect(n.html, `${id} has an unparsed content type`).not.toContain('data-content-type');
      }
    }
    expect(marked.size).toBeGreaterThanOrEqual(19);
    for (const type of marked) expect(parsed, type).toContain(type);
  });

  it('counts the same number of content types as markers', () => {
    for (const [id, html] of Object.entries(contents)) {
      const markers = [...html.matchAll(/data-content-type="/g)].length;
      const nodes = all(parsePageBuilder(html)).filter((n) => n.type !== 'raw');
      expect(nodes.length, id).toBe(markers);
    }
  });

  it('home: a full-width row with a slider of three slides, with links, images and buttons', () => {
    const nodes = parsePageBuilder(seed.ua.pages.home);
    const first = nodes[0]!;
    expect(first.type).toBe('row');
    if (first.type !== 'row') return;
    expect(first.appearance).toBe('full-width');
    expect(first.style.padding).toBe('0px');
    const [slider] = find(nodes, 'slider');
    expect(slider?.autoplay).toBe(true);
    expect(slider?.autoplaySpeed).toBe(4000);
    expect(slider?.showDots).toBe(true);
    expect(slider?.children).toHaveLength(3);
    const slide = slider!.children[0]!;
    if (slide.type !== 'slide') throw new Error('not a slide');
    expect(slide.name).toBe('women');
    expect(slide.link).toEqual({ href: '/women', target: '' });
    expect(slide.background.images).toEqual({
      desktop: '/media/wysiwyg/home/hero-women.jpg',
      mobile: '/media/wysiwyg/home/hero-women-mobile.jpg',
    });
    expect(slide.buttonText).toBe('Дивитися');
    expect(slide.overlayColor).toBe('rgba(0,0,0,0.15)');
    expect(slide.overlayStyle.minHeight).toBe('480px');
    expect(slide.contentHtml).toContain('<h2>Нова колекція для неї</h2>');
  });

  it('home: column group of four 25% tiles with image, heading and link button', () => {
    const [group] = find(parsePageBuilder(seed.ua.pages.home), 'column-group');
    expect(group?.children).toHaveLength(4);
    const column = group!.children[0]!;
    if (column.type !== 'column') throw new Error('not a column');
    expect(column.width).toBe('25%');
    const [image] = find([column], 'image');
    expect(image?.desktop?.src).toBe('/media/wysiwyg/tiles/women.jpg');
    expect(image?.mobile?.src).toBe('/media/wysiwyg/tiles/women-mobile.jpg');
    expect(image?.desktop?.alt).toBe('Жінкам');
    expect(image?.link?.href).toBe('/women');
    const [heading] = find([column], 'heading');
    expect(heading?.level).toBe(3);
    expect(heading?.style.textAlign).toBe('center');
    const [item] = find([column], 'button-item');
    expect(item).toMatchObject({ text: 'Дивитися', kind: 'link', link: { href: '/women', target: '' } });
  });

  it('products: the SKUs in display order', () => {
    const [products] = find(parsePageBuilder(seed.ua.pages.home), 'products');
    expect(products?.appearance).toBe('carousel');
    expect(products?.skus).toEqual(['VT-W000001', 'VT-M000002', 'VT-K000003', 'VT-W000004']);
    expect(products?.carousel).toMatchObject({ autoplay: false, showArrows: true, showDots: true });
  });

  it('products: falls back to the widget directive when data-skus is missing', () => {
    const html = seed.ua.pages.home.replace(/ data-skus="[^"]*"/, '');
    const [products] = find(parsePageBuilder(html), 'products');
    expect(products?.skus).toEqual(['VT-W000001', 'VT-M000002', 'VT-K000003', 'VT-W000004']);
  });

  it('section home: banner with a video background and collage appearance', () => {
    const banners = find(parsePageBuilder(seed.ua.pages['home-women']), 'banner');
    const lookbook = banners.find((b) => b.background.video);
    expect(lookbook?.appearance).toBe('collage-left');
    expect(lookbook?.background.video).toMatchObject({ src: 'https://vimeo.com/76979871', loop: true });
    expect(lookbook?.background.images.desktop).toBe('/media/wysiwyg/promo/women-lookbook.jpg');
    expect(lookbook?.showButton).toBe('always');
  });

  it('faq: the delivery section keeps its id 3', () => {
    const texts = find(parsePageBuilder(seed.ua.pages.faq), 'text');
    expect(texts.map((t) => t.html).join('')).toContain('<h2 id="3">Доставка</h2>');
    expect(find(parsePageBuilder(seed.ua.pages.faq), 'divider')[0]?.lineStyle.borderColor).toBe(
      'rgb(206, 206, 206)',
    );
  });

  it('stores: map locations, then a raw list as an html content type', () => {
    const nodes = parsePageBuilder(seed.ua.pages.stores);
    const [map] = find(nodes, 'map');
    expect(map?.showControls).toBe(true);
    expect(map?.style.height).toBe('480px');
    expect(map?.locations.length).toBe(13);
    expect(map?.locations[0]).toMatchObject({ name: 'Vitryna Київ, Хрещатик', lat: 50.4474, lng: 30.5225 });
    expect(find(nodes, 'html')[0]?.html).toContain('<ul class="stores-list">');
  });

  it('contact-us: map without controls', () => {
    const [map] = find(parsePageBuilder(seed.ua.pages['contact-us']), 'map');
    expect(map?.showControls).toBe(false);
    expect(map?.locations).toHaveLength(1);
  });

  it('loyalty rules: tabs with three named items and ids', () => {
    const [tabs] = find(parsePageBuilder(seed.ua.pages['loyalty-rules']), 'tabs');
    expect(tabs?.activeTab).toBe(0);
    expect(tabs?.navigationAlign).toBe('left');
    expect(tabs?.contentStyle.minHeight).toBe('300px');
    expect(tabs?.children.map((c) => (c.type === 'tab-item' ? [c.name, c.id] : null))).toEqual([
      ['Як приєднатися', 'join'],
      ['Нарахування', 'earn'],
      ['Використання', 'spend'],
    ]);
  });

  it('hm-space: video content and our-service: a CMS block', () => {
    const [video] = find(parsePageBuilder(seed.ua.pages['hm-space']), 'video');
    expect(video?.src).toBe('https://www.youtube.com/watch?v=Vt9mQk2xLpA');
    expect(video?.maxWidth).toBe('900px');
    const [block] = find(parsePageBuilder(seed.ua.pages['our-service']), 'block');
    expect(block?.identifier).toBe('pwa-footer-links-services');
  });
});

describe('fallbacks and helpers', () => {
  it('unknown content types fall back to sanitised HTML', () => {
    const nodes = parsePageBuilder(
      '<div data-content-type="fancy-carousel" data-element="main"><p>Hi</p><img src="x" onerror="alert(1)"></div>',
    );
    expect(nodes).toEqual([
      {
        type: 'raw',
        html: '<div data-content-type="fancy-carousel" data-element="main"><p>Hi</p><img src="x"></div>',
      },
    ]);
  });

  it('markup between content types is kept as HTML', () => {
    const nodes = parsePageBuilder(
      '<p>before</p><h2 data-content-type="heading" data-element="main">T</h2>tail',
    );
    expect(nodes.map((n) => n.type)).toEqual(['raw', 'heading', 'raw']);
  });

  it('detects markers', () => {
    expect(hasPageBuilderMarkers(seed.ua.pages.home)).toBe(true);
    expect(hasPageBuilderMarkers(seed.ua.blocks['pwa-header-banner'])).toBe(false);
    expect(hasPageBuilderMarkers(null)).toBe(false);
  });

  it('entity-encoded HTML code is decoded and left for the renderer to sanitise', () => {
    const nodes = parsePageBuilder(
      '<div data-content-type="html" data-element="main">&lt;b onclick="x()"&gt;bold&lt;/b&gt;</div>',
    );
    expect(nodes[0]).toMatchObject({ type: 'html', html: '<b onclick="x()">bold</b>', sanitized: false });
    const [markup] = parsePageBuilder('<div data-content-type="html" data-element="main"><i>x</i></div>');
    expect(markup).toMatchObject({ type: 'html', html: '<i>x</i>', sanitized: true });
  });

  it('parses the markup as given: a leading comment or text stays in the body', () => {
    const nodes = parseSanitized('lead<h2 data-content-type="heading" data-element="main">T</h2>');
    expect(nodes.map((n) => n.type)).toEqual(['raw', 'heading']);
  });

  it('background images: escaped JSON, media directives, unsafe URLs dropped', () => {
    expect(
      parseBackgroundImages('{\\"desktop_image\\":\\"/media/a.jpg\\",\\"mobile_image\\":\\"/media/b.jpg\\"}'),
    ).toEqual({
      desktop: '/media/a.jpg',
      mobile: '/media/b.jpg',
    });
    expect(parseBackgroundImages('{"desktop_image":"{{media url=wysiwyg/a.jpg}}"}')).toEqual({
      desktop: 'wysiwyg/a.jpg',
    });
    expect(parseBackgroundImages('{"desktop_image":"javascript:alert(1)"}')).toEqual({});
    expect(parseBackgroundImages('not json')).toEqual({});
    expect(parseBackgroundImages('{}')).toEqual({});
  });

  it('map locations: invalid coordinates are skipped', () => {
    expect(
      parseMapLocations(
        JSON.stringify([
          { position: { latitude: '50.1', longitude: '30.2' }, location_name: 'A' },
          { position: { latitude: 'x', longitude: 1 } },
          { position: { latitude: 100, longitude: 1 } },
        ]),
      ),
    ).toEqual([
      { name: 'A', lat: 50.1, lng: 30.2, phone: '', address: '', city: '', country: '', comment: '' },
    ]);
    expect(parseMapLocations('oops')).toEqual([]);
  });

  it('block identifiers from the widget directive', () => {
    expect(blockIdentifier('{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="footer-a"}}')).toBe(
      'footer-a',
    );
    expect(blockIdentifier('{{widget type="x"}}')).toBeNull();
  });
});
