// @vitest-environment jsdom
/** The renderer's components: slider and tabs keyboard behaviour, videos, links, products, images, map. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import seed from './__fixtures__/seed-content.json' with { type: 'json' };
import { cardProduct } from '../../../shared/product-card/fixtures.ts';
import { harness, type Answer } from '../../../testing/harness.tsx';
import { resetSessionPolicies } from '../../../shared/graphql/session-policy.ts';
import { PageBuilder } from './PageBuilder.tsx';
import { PLAYER_READY_TIMEOUT_MS } from './useVideoPlayer.ts';

function slide(name: string, title: string, link: string) {
  return `<div data-content-type="slide" data-slide-name="${name}" data-appearance="poster" data-show-button="always" data-show-overlay="never_show" data-element="main"><a href="${link}" target="" data-link-type="default" data-element="link"><div class="pagebuilder-slide-wrapper" data-background-images='{\\"desktop_image\\":\\"/media/wysiwyg/${name}.jpg\\"}' data-background-type="image" data-element="wrapper" style="border-style: none;"><div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" data-element="overlay" style="min-height: 480px; padding: 40px;"><div class="pagebuilder-poster-content"><div data-element="content"><h2>${title}</h2></div><button type="button" class="pagebuilder-slide-button pagebuilder-button-primary" data-element="button">Shop</button></div></div></div></a></div>`;
}

function slider(o: { autoplay?: boolean; infinite?: boolean } = {}) {
  return `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="${o.autoplay ?? false}" data-autoplay-speed="4000" data-fade="false" data-infinite-loop="${o.infinite ?? true}" data-show-arrows="true" data-show-dots="true" data-element="main" style="min-height: 400px;">${slide('women', 'For her', '/women')}${slide('men', 'For him', '/men')}${slide('kids', 'For kids', '/kids')}</div>`;
}

function renderContent(html: string, answers: Record<string, Answer> = {}, path = '/') {
  const h = harness({ underStorePrefix: true, answers, path });
  const view = render(<PageBuilder html={html} />, { wrapper: h.Wrapper });
  return { ...h, ...view };
}

function visibleSlide(): string {
  const shown = screen
    .getAllByRole('group', { hidden: true })
    .filter(
      (g) => g.getAttribute('aria-roledescription') === 'slide' && g.getAttribute('aria-hidden') === 'false',
    );
  expect(shown).toHaveLength(1);
  return within(shown[0]!).getByRole('heading').textContent ?? '';
}

beforeAll(async () => {
  // The rarer content types are lazy chunks (lazy-content-types.tsx, tested there): load each once
  // here, so the tests below render them synchronously.
  vi.stubGlobal('IntersectionObserver', undefined);
  const bgVideo = `<div data-content-type="row" data-appearance="full-bleed" data-background-type="video" data-video-src="/media/a.mp4" data-element="main"></div>`;
  const video = `<div data-content-type="video" data-video-src="/media/a.mp4" data-element="main"></div>`;
  const products = `<div data-content-type="products" data-skus="A" data-element="main"></div>`;
  const block = `<div data-content-type="block" data-element="main">{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="b"}}</div>`;
  renderContent(
    seed.ua.pages['loyalty-rules'] + seed.ua.pages['contact-us'] + bgVideo + video + products + block,
  );
  for (let i = 0; i < 3; i++) await act(() => vi.dynamicImportSettled());
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  // jsdom-like environments without layout: reveal lazy content at once.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetSessionPolicies();
  window.location.hash = '';
});

describe('Slider', () => {
  it('is a labelled carousel of slides; arrow keys, arrows and dots move it, wrapping with an infinite loop', () => {
    renderContent(slider());
    const carousel = screen.getByRole('region', { name: 'Slideshow' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(visibleSlide()).toBe('For her');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(visibleSlide()).toBe('For him');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(visibleSlide()).toBe('For kids');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('For her');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(visibleSlide()).toBe('For him');
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toBe('For her');
  });

  it('hidden slides are inert and their links out of reach', () => {
    renderContent(slider());
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/ua/women');
  });

  it('without an infinite loop it stops at the ends', () => {
    renderContent(slider({ infinite: false }));
    const carousel = screen.getByRole('region', { name: 'Slideshow' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(visibleSlide()).toBe('For her');
    expect((screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('autoplays at its speed, pauses on hover and with the pause button', () => {
    vi.useFakeTimers();
    renderContent(slider({ autoplay: true }));
    const carousel = screen.getByRole('region', { name: 'Slideshow' });
    act(() => void vi.advanceTimersByTime(4000));
    expect(visibleSlide()).toBe('For him');
    fireEvent.mouseEnter(carousel);
    act(() => void vi.advanceTimersByTime(8000));
    expect(visibleSlide()).toBe('For him');
    fireEvent.mouseLeave(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.mouseLeave(carousel);
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => void vi.advanceTimersByTime(8000));
    expect(visibleSlide()).toBe('For him');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => void vi.advanceTimersByTime(4000));
    expect(visibleSlide()).toBe('For kids');
  });

  it('a swipe of more than 50 px moves it', () => {
    renderContent(slider());
    const carousel = screen.getByRole('region', { name: 'Slideshow' });
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 200, clientY: 110 }] });
    expect(visibleSlide()).toBe('For him');
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 270, clientY: 100 }] });
    expect(visibleSlide()).toBe('For him');
  });
});

describe('Tabs', () => {
  const html = seed.ua.pages['loyalty-rules'];

  it('are ARIA tabs: arrows, Home and End move focus and selection; one panel shows', () => {
    renderContent(html);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Як приєднатися', 'Нарахування', 'Використання']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Зареєструйтеся');
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    expect(screen.getByRole('tabpanel').textContent).toContain('нараховуємо');
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('a click selects a tab, and a link to a tab item id opens it', () => {
    window.location.hash = '#spend';
    renderContent(html);
    expect(screen.getByRole('tab', { name: 'Використання' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Нарахування' }));
    expect(screen.getByRole('tabpanel').id).toBe('earn');
  });
});

describe('Video content', () => {
  const video = (src: string, extra = '') =>
    `<div data-content-type="video" data-appearance="default" data-video-src="${src}" data-element="main"${extra}><div class="pagebuilder-video-inner" data-element="inner" style="max-width: 900px;"><div class="pagebuilder-video-wrapper" data-element="wrapper"></div></div></div>`;

  it('YouTube: a play button loads the player; no answer from it (offline) shows a notice and fires an error event', () => {
    vi.useFakeTimers();
    renderContent(video('https://www.youtube.com/watch?v=Vt9mQk2xLpA'));
    const play = screen.getByRole('button', { name: 'Play video' });
    const container = play.closest('[data-video-frame]')!;
    const errors: Event[] = [];
    container.addEventListener('error', (e) => errors.push(e));
    expect(screen.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=Vt9mQk2xLpA',
    );
    fireEvent.click(play);
    const frame = screen.getByTitle('YouTube video player') as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(src.hostname).toBe('www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/Vt9mQk2xLpA');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('mute')).toBe('0');
    act(() => void vi.advanceTimersByTime(PLAYER_READY_TIMEOUT_MS + 10));
    expect(errors).toHaveLength(1);
    expect((errors[0] as CustomEvent).detail).toEqual({ src: 'Vt9mQk2xLpA', provider: 'youtube' });
    expect(screen.getByText('The video cannot be played right now.')).toBeTruthy();
    expect(screen.queryByTitle('YouTube video player')).toBeNull();
  });

  it('an invalid video URL renders nothing', () => {
    const { container } = renderContent(video('https://www.youtube.com/watch?v=short'));
    expect(container.querySelector('iframe, video, button')).toBeNull();
  });

  it('local files play in a <video> with controls and their sources', () => {
    const { container } = renderContent(video('mp4:/media/a.mp4,webm:/media/a.webm'));
    const element = container.querySelector('video')!;
    expect(element.controls).toBe(true);
    expect(
      [...element.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')]),
    ).toEqual([
      ['/media/a.mp4', 'video/mp4'],
      ['/media/a.webm', 'video/webm'],
    ]);
  });
});

describe('Video backgrounds', () => {
  const row = (src: string, o: { loop?: boolean; end?: number } = {}) =>
    `<div data-content-type="row" data-appearance="full-bleed" data-enable-parallax="0" data-background-images='{\\"desktop_image\\":\\"/media/wysiwyg/still.jpg\\"}' data-background-type="video" data-video-src="${src}" data-video-loop="${o.loop ?? false}" data-video-play-only-visible="false" data-video-lazy-load="false" data-video-fallback-src="" data-video-end="${o.end ?? 0}" data-element="main" style="min-height: 300px;"><h2 data-content-type="heading" data-element="main">Lookbook</h2></div>`;

  function playerMessage(frame: HTMLIFrameElement, data: unknown, origin: string) {
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: JSON.stringify(data), origin, source: frame.contentWindow }),
      );
    });
  }

  it('YouTube: autoplays muted without controls, and without loop stops at the end time, back to the still image', () => {
    const { container } = renderContent(row('https://youtu.be/Vt9mQk2xLpA', { end: 10 }));
    const frame = container.querySelector('iframe')!;
    const src = new URL(frame.src);
    expect([
      src.searchParams.get('autoplay'),
      src.searchParams.get('mute'),
      src.searchParams.get('controls'),
    ]).toEqual(['1', '1', '0']);
    playerMessage(
      frame,
      { event: 'infoDelivery', info: { currentTime: 5 } },
      'https://www.youtube-nocookie.com',
    );
    expect(container.querySelector('iframe')).not.toBeNull();
    playerMessage(
      frame,
      { event: 'infoDelivery', info: { currentTime: 9.95 } },
      'https://www.youtube-nocookie.com',
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toContain('/media/wysiwyg/still.jpg');
  });

  it('with loop it goes back to the start instead', () => {
    const { container } = renderContent(row('https://youtu.be/Vt9mQk2xLpA', { end: 10, loop: true }));
    const frame = container.querySelector('iframe')!;
    const posted: string[] = [];
    vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(
      (m: unknown) => void posted.push(String(m)),
    );
    playerMessage(
      frame,
      { event: 'infoDelivery', info: { currentTime: 9.95 } },
      'https://www.youtube-nocookie.com',
    );
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(posted.map((m) => JSON.parse(m).func)).toEqual(expect.arrayContaining(['seekTo', 'playVideo']));
  });

  it('ignores messages from other origins', () => {
    const { container } = renderContent(row('https://youtu.be/Vt9mQk2xLpA', { end: 10 }));
    const frame = container.querySelector('iframe')!;
    playerMessage(frame, { event: 'infoDelivery', info: { currentTime: 9.95 } }, 'https://evil.example');
    expect(container.querySelector('iframe')).not.toBeNull();
  });

  it('a local video that fails fires an error event and keeps the still image', () => {
    const { container } = renderContent(row('/media/video/a.mp4'));
    const video = container.querySelector('video')!;
    const layer = container.querySelector('[data-video-background]')!;
    const errors: Event[] = [];
    layer.addEventListener('error', (e) => errors.push(e));
    fireEvent.error(video.querySelector('source')!);
    expect(errors).toHaveLength(1);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toContain('/media/wysiwyg/still.jpg');
  });
});

describe('links in content', () => {
  it('internal links route in the app with the store prefix in their href; external ones are left alone', () => {
    const h = renderContent(
      '<div data-content-type="text" data-element="main"><p><a href="/faq#3">Delivery</a> <a href="https://brand.example/">Brand</a> <a href="/women" target="_blank">New tab</a></p></div>' +
        '<div data-content-type="buttons" data-element="main"><div data-content-type="button-item" data-element="main"><a class="pagebuilder-button-secondary" href="/men" data-element="link"><span data-element="link_text">Men</span></a></div></div>',
      {},
      '/stores',
    );
    const delivery = screen.getByRole('link', { name: 'Delivery' });
    expect(delivery.getAttribute('href')).toBe('/ua/faq#3');
    fireEvent.click(delivery);
    expect(h.location.history.at(-1)).toBe('/ua/faq#3');
    const brand = screen.getByRole('link', { name: 'Brand' });
    expect(fireEvent.click(brand)).toBe(true);
    expect(screen.getByRole('link', { name: 'New tab' }).getAttribute('rel')).toBe('noopener noreferrer');
    const men = screen.getByRole('link', { name: 'Men' });
    expect(men.getAttribute('href')).toBe('/ua/men');
    fireEvent.click(men);
    expect(h.location.history.at(-1)).toBe('/ua/men');
    fireEvent.click(men, { ctrlKey: true });
    expect(h.location.history.at(-1)).toBe('/ua/men');
    expect(h.location.history).toHaveLength(3);
  });
});

describe('products', () => {
  it('shows the listed SKUs as product cards, in the content order', async () => {
    const items = [
      cardProduct({ uid: 'b', sku: 'VT-M000002', name: 'Shirt', url_key: 'shirt' }),
      cardProduct({ uid: 'a', sku: 'VT-W000001', name: 'Dress', url_key: 'dress' }),
    ];
    const h = renderContent(
      '<div data-content-type="products" data-appearance="carousel" data-skus="VT-W000001,VT-M000002,VT-X" data-element="main"></div>',
      { GetPageBuilderProducts: { products: { items } } },
    );
    const names = (await screen.findAllByRole('heading', { level: 3 })).map((n) => n.textContent);
    expect(names).toEqual(['Dress', 'Shirt']);
    expect(h.sent.find((o) => o.name === 'GetPageBuilderProducts')?.variables).toEqual({
      skus: ['VT-W000001', 'VT-M000002', 'VT-X'],
      pageSize: 3,
    });
    expect(screen.getByRole('region', { name: 'Products' })).toBeTruthy();
  });
});

describe('images', () => {
  it('the first image of the page loads at once with high priority; its mobile image applies below 768 px', () => {
    const { container } = renderContent(seed.ua.pages['our-service']);
    const images = container.querySelectorAll('figure img');
    const first = images[0] as HTMLImageElement;
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('src')).toContain('quality=85');
    expect(first.getAttribute('srcset')).toContain('640w');
    expect(first.getAttribute('width')).toBe('800');
    expect(first.getAttribute('height')).toBe('1000');
    expect(images[1]!.getAttribute('fetchpriority')).toBeNull();
    const home = renderContent(seed.ua.pages.home).container;
    const source = home.querySelector('figure source')!;
    expect(source.getAttribute('media')).toBe('(max-width: 768px)');
    expect(source.getAttribute('srcset')).toContain('women-mobile.jpg');
  });

  it('lazy images get their address only near the viewport (100 px)', () => {
    const observed: Array<{ margin: string | undefined; fire: () => void }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private readonly callback: IntersectionObserverCallback,
          private readonly options?: IntersectionObserverInit,
        ) {}
        observe() {
          observed.push({
            margin: this.options?.rootMargin,
            fire: () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never),
          });
        }
        disconnect() {}
        unobserve() {}
      },
    );
    const { container } = renderContent(seed.ua.pages['our-service'], {}, '/our-service');
    const lazy = container.querySelectorAll('figure img')[1] as HTMLImageElement;
    expect(lazy.getAttribute('src')).toBeNull();
    expect(observed.every((o) => o.margin === '100px')).toBe(true);
    act(() => observed.forEach((o) => o.fire()));
    expect(lazy.getAttribute('src')).toContain('/media/wysiwyg/service/fitting.png');
  });
});

describe('map', () => {
  it('lists every location with its details and an "Open in maps" link at zoom 8', () => {
    renderContent(seed.ua.pages['contact-us']);
    const map = screen.getByRole('region', { name: 'Map of locations' });
    const open = within(map).getByRole('link', { name: 'Open in maps: Офіс Vitryna' });
    expect(open.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=50.4501&mlon=30.5234#map=8/50.4501/30.5234',
    );
    expect(open.getAttribute('target')).toBe('_blank');
    expect(within(map).getByText('50.4501° N, 30.5234° E')).toBeTruthy();
    expect(within(map).queryByRole('link', { name: 'View all on the map' })).toBeNull();
  });
});
