// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../shared/i18n/load-locale.ts';
import type { Messages } from '../../shared/i18n/format-message.ts';
import { harness, type Answer } from '../../testing/harness.tsx';
import type { CustomerOrder } from './account-documents.ts';
import { orderFixture } from './account-fixtures.ts';
import AccountPage from './AccountPage.tsx';

afterEach(cleanup);

const page = (orders: CustomerOrder[], current = 1, totalPages = 1, total = orders.length) => ({
  customer: {
    orders: {
      total_count: total,
      page_info: { current_page: current, page_size: 10, total_pages: totalPages },
      items: orders,
    },
  },
});

function renderOrders(answer: Answer, options: { path?: string; messages?: Messages } = {}) {
  const h = harness({
    path: options.path ?? '/order-history',
    signedIn: true,
    answers: { GetCustomerOrders: answer },
    messages: options.messages,
  });
  render(<AccountPage route="order-history" />, { wrapper: h.Wrapper });
  return h;
}

describe('order history', () => {
  it("asks for the newest orders first, ten a page, and shows each order's number, date, status, items, totals, delivery and payment", async () => {
    const h = renderOrders(
      page([
        orderFixture('000000012'),
        orderFixture('000000011', {
          status: 'Complete',
          items: [
            {
              id: 'item-b',
              product_name: 'Leather loafers',
              product_sku: 'LOAF-1-39',
              product_url_key: null,
              quantity_ordered: 1,
              product_sale_price: { value: 3100, currency: 'UAH' },
              selected_options: [{ label: 'Розмір', value: '39' }],
              product: null,
            },
          ],
          payment_methods: [{ name: 'Card', type: 'vitryna_card' }],
          shipping_method: null,
          carrier: 'Nova Poshta',
          total: {
            subtotal: { value: 3100, currency: 'UAH' },
            total_shipping: { value: 0, currency: 'UAH' },
            grand_total: { value: 3100, currency: 'UAH' },
            discounts: [],
          },
        }),
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order history' })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Order № 000000012' });
    expect(h.sent.find((op) => op.name === 'GetCustomerOrders')?.variables).toEqual({
      currentPage: 1,
      pageSize: 10,
    });
    // The store view's formats (ua): the date in Kyiv time, hryvnias.
    expect(first.textContent).toContain('Placed on 20 листопада 2026');
    expect(within(first).getByText('Processing')).toBeTruthy();
    const items = within(first).getByRole('list', { name: 'Items' });
    expect(items.textContent).toContain('Silk midi dress');
    expect(items.textContent).toContain('Size: M');
    expect(items.textContent).toContain('Quantity: 2');
    expect(items.textContent).toMatch(/1\s200\sгрн/);
    expect(items.querySelector('img')?.getAttribute('src')).toBe('https://shop.test/media/dress.jpg');
    expect(first.textContent).toContain('Nova Poshta: Branch: Відділення №1: вул. Хрещатик, 22, Київ');
    expect(first.textContent).toContain('Cash on delivery');
    const totals = first.querySelectorAll('dl')[1]!.textContent;
    expect(totals).toMatch(/Subtotal2\s400\sгрн/);
    expect(totals).toMatch(/WELCOME−100\sгрн/);
    expect(totals).toMatch(/Delivery cost70\sгрн/);
    expect(totals).toMatch(/Total2\s370\sгрн/);

    const second = screen.getByRole('article', { name: 'Order № 000000011' });
    expect(within(second).getByText('Complete')).toBeTruthy();
    expect(second.textContent).toContain('Size: 39');
    // No picture when the product answers none.
    expect(second.querySelector('img')).toBeNull();
    expect(second.textContent).toContain('Delivery costFree');
    expect(second.textContent).toContain('Nova Poshta: Відділення №1');
    expect(second.textContent).toContain('Card');
    // Newest first, as the server answered them.
    const titles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(titles).toEqual(['account-order-order-000000012', 'account-order-order-000000011']);
  });

  it('translates the status and the texts (uk)', async () => {
    const messages = await loadLocale('uk_UA', { lazyAreas: true });
    renderOrders(
      page(
        [orderFixture('7', { status: 'pending_payment' }), orderFixture('6', { status: 'Canceled' })],
        1,
        1,
        21,
      ),
      {
        messages,
      },
    );
    await screen.findByText('Очікує оплати');
    expect(screen.getByText('Скасовано')).toBeTruthy();
    expect(screen.getByText('21 замовлення')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Замовлення № 7' }).textContent).toContain('Розмір: M');
  });

  it('pages through older orders with ?page=N', async () => {
    const h = renderOrders((v: { currentPage: number }) =>
      page([orderFixture(`00${v.currentPage}`)], v.currentPage, 3, 25),
    );
    await screen.findByRole('article', { name: 'Order № 001' });
    const nav = screen.getByRole('navigation', { name: 'Order pages' });
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(within(nav).queryByRole('link', { name: 'Newer orders' })).toBeNull();
    fireEvent.click(within(nav).getByRole('link', { name: 'Older orders' }));
    await screen.findByRole('article', { name: 'Order № 002' });
    expect(h.location.history.at(-1)).toBe('/order-history?page=2');
    expect(h.sent.filter((op) => op.name === 'GetCustomerOrders').at(-1)?.variables).toEqual({
      currentPage: 2,
      pageSize: 10,
    });
    expect(
      within(screen.getByRole('navigation', { name: 'Order pages' }))
        .getByRole('link', { name: 'Newer orders' })
        .getAttribute('href'),
    ).toBe('/order-history');
  });

  it('has an empty state with a way to shop', async () => {
    renderOrders(page([]));
    await screen.findByText('You have not placed any orders yet.');
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('shows a failure with a way to try again', async () => {
    renderOrders(new Error('offline'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });
});
