// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SizeStrip } from './SizeStrip.tsx';
import { harness as appHarness } from '../../../testing/harness.tsx';
import { productFixture } from '../product-fixture.ts';

afterEach(cleanup);

function renderStrip(product = productFixture()) {
  const harness = appHarness();
  render(<SizeStrip product={product} />, { wrapper: harness.Wrapper });
  const group = screen.getByRole('radiogroup');
  const shown = () =>
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.textContent);
  return { ...harness, group, shown };
}

const swipe = (element: Element, from: { x: number; y: number }, to: { x: number; y: number }) => {
  fireEvent.touchStart(element, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
};

describe('SizeStrip', () => {
  it('shows only in-stock sizes with a title, in rank order, five at a time', () => {
    const { shown } = renderStrip();
    // XXS is out of stock and one entry has no title: 7 sizes remain, in two groups.
    expect(shown()).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(screen.getAllByRole('button', { name: /Sizes, group/ })).toHaveLength(2);
  });

  it('moves between groups only on a horizontal swipe longer than 50 px', () => {
    const { group, shown } = renderStrip();
    swipe(group, { x: 200, y: 100 }, { x: 160, y: 100 });
    expect(shown()).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    swipe(group, { x: 200, y: 100 }, { x: 140, y: 190 });
    expect(shown()).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    swipe(group, { x: 200, y: 100 }, { x: 140, y: 100 });
    expect(shown()).toEqual(['XXL', '3XL']);
    swipe(group, { x: 100, y: 100 }, { x: 170, y: 100 });
    expect(shown()).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });

  it('jumps to a group with its dot', () => {
    const { shown } = renderStrip();
    const second = screen.getByRole('button', { name: 'Sizes, group 2' });
    fireEvent.click(second);
    expect(shown()).toEqual(['XXL', '3XL']);
    expect(second.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Sizes, group 1' }));
    expect(shown()).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });

  it('choosing a size checks it and sets the product slice options', () => {
    const { store } = renderStrip();
    const m = screen.getByRole('radio', { name: 'M' });
    expect(m.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(m);
    expect(m.getAttribute('aria-checked')).toBe('true');
    expect(store.getState().product.options).toEqual({ top_sizes: 'uid-M' });
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('arrow keys move the choice like a radio group, into the next group', () => {
    const { group, shown, store } = renderStrip();
    fireEvent.click(screen.getByRole('radio', { name: 'XL' }));
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(store.getState().product.options).toEqual({ top_sizes: 'uid-XXL' });
    expect(shown()).toEqual(['XXL', '3XL']);
  });

  it('chooses the only size of a one-size configurable product', () => {
    const product = productFixture({
      product_all: [{ id: 1, title: 'One size', label: 'Size', sku: 'DRESS-1-XS', stock_status: 1 }],
    });
    const { store } = renderStrip(product);
    expect(store.getState().product.options).toEqual({ top_sizes: 'uid-XS' });
  });
});
