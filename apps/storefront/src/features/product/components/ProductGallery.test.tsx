// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ProductGallery } from './ProductGallery.tsx';
import { harness as appHarness } from '../../../testing/harness.tsx';

afterEach(cleanup);

const images = ['a', 'b', 'c'].map((name) => ({
  url: `https://shop.test/media/catalog/product/${name}.jpg`,
  label: null,
}));
const product = { name: 'Silk midi dress', brand_label: 'Maison', short_description: { html: '' } };

function renderGallery() {
  const harness = appHarness();
  render(<ProductGallery images={images} product={product} />, { wrapper: harness.Wrapper });
  const current = () =>
    screen
      .getAllByRole('button', { name: /^Go to photo/ })
      .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  const viewport = screen.getByRole('button', { name: 'Zoom photo 1' }).closest('[role="group"]')!
    .parentElement!.parentElement!;
  return { ...harness, current, viewport };
}

const swipe = (element: Element, dx: number, dy = 0) => {
  fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 200 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: 200 + dx, clientY: 200 + dy }] });
};

describe('ProductGallery', () => {
  it('makes the first photo the eager, high-priority LCP image with a 300/600 srcset', () => {
    renderGallery();
    const [first, second] = screen
      .getAllByRole('img', { hidden: true })
      .filter((img) => img.getAttribute('srcset'));
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('srcset')).toMatch(/width=300.* 300w, .*width=600.* 600w$/);
    expect(first!.getAttribute('width')).toBe('600');
    expect(first!.getAttribute('height')).toBe('750');
    expect(first!.getAttribute('alt')).toContain('Silk midi dress');
    expect(second!.getAttribute('loading')).toBe('lazy');
  });

  it('changes the photo on a swipe beyond 50 px, wrapping at both ends', () => {
    const { current, viewport } = renderGallery();
    expect(current()).toBe(0);
    swipe(viewport, -40);
    expect(current()).toBe(0);
    swipe(viewport, -80);
    expect(current()).toBe(1);
    swipe(viewport, -80, 120);
    expect(current()).toBe(1);
    swipe(viewport, 80);
    swipe(viewport, 80);
    expect(current()).toBe(2);
  });

  it('opens the zoom modal at the clicked photo', () => {
    const { store } = renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom photo 2' }));
    expect(store.getState().modal.type).toBe('zoom');
    const modal = store.getState().modal;
    expect(modal.props).toMatchObject({ index: 1, title: 'Silk midi dress' });
    expect(modal.type === 'zoom' && modal.props.images.length).toBe(3);
  });
});
