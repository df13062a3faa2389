// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import seed from './page-builder/__fixtures__/seed-content.json' with { type: 'json' };
import CmsRoute from './CmsRoute.tsx';
import { resetSessionPolicies } from '../../shared/graphql/session-policy.ts';
import { harness } from '../../testing/harness.tsx';
import { cmsPage } from './cms-page-fixture.ts';

afterEach(() => {
  cleanup();
  resetSessionPolicies();
  window.location.hash = '';
});

describe('CmsRoute', () => {
  it('renders the page: title, description, canonical and the Page Builder content', async () => {
    const h = harness({
      underStorePrefix: true,
      path: '/faq',
      answers: { GetCmsPage: cmsPage('faq', seed.ua.pages.faq, { meta_title: 'FAQ meta title' }) },
    });
    render(<CmsRoute identifier="faq" />, { wrapper: h.Wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Питання та відповіді' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Доставка' }).id).toBe('3');
    await waitFor(() => expect(document.title).toBe('FAQ meta title - Vitryna'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About faq');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.test/ua/faq',
    );
    expect(h.http.status).toBe(200);
    expect(h.sent.find((o) => o.name === 'GetCmsPage')?.variables).toEqual({ identifier: 'faq' });
  });

  it('uses the title when there is no meta title, and shows the content heading', async () => {
    const h = harness({
      underStorePrefix: true,
      answers: { GetCmsPage: cmsPage('x', '<p>Plain <b>HTML</b></p>', { content_heading: 'Big heading' }) },
    });
    render(<CmsRoute identifier="x" />, { wrapper: h.Wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Big heading' })).toBeTruthy();
    expect(screen.getByText('HTML').tagName).toBe('B');
    await waitFor(() => expect(document.title).toBe('Title of x - Vitryna'));
  });

  it('an unknown identifier is the 404 page with status 404', async () => {
    const h = harness({
      underStorePrefix: true,
      answers: {
        GetCmsPage: {
          error: {
            message: 'The CMS page with the "nope" ID doesn\'t exist.',
            category: 'graphql-no-such-entity',
          },
        },
      },
    });
    render(<CmsRoute identifier="nope" />, { wrapper: h.Wrapper });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'go home' })).toBeTruthy();
    expect(h.http.status).toBe(404);
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, nofollow',
      ),
    );
  });

  it('another failure is the error page with status 500', async () => {
    const h = harness({
      underStorePrefix: true,
      answers: { GetCmsPage: { error: { message: 'boom', category: 'internal' } } },
    });
    render(<CmsRoute identifier="faq" />, { wrapper: h.Wrapper });
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeTruthy();
    expect(h.http.status).toBe(500);
  });

  it('/faq#3 scrolls to the delivery section once the page is shown', async () => {
    const scrolled: string[] = [];
    HTMLElement.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    window.location.hash = '#3';
    const h = harness({
      underStorePrefix: true,
      path: '/faq',
      answers: { GetCmsPage: cmsPage('faq', seed.ua.pages.faq) },
    });
    render(<CmsRoute identifier="faq" />, { wrapper: h.Wrapper });
    await waitFor(() => expect(scrolled).toContain('3'));
    vi.restoreAllMocks();
  });

  it('asks cache-and-network on the first view of a page, cache-first later in the session', async () => {
    const answers = { GetCmsPage: cmsPage('faq', '<p>x</p>') };
    const first = harness({ underStorePrefix: true, answers });
    const { unmount } = render(<CmsRoute identifier="faq" />, { wrapper: first.Wrapper });
    await screen.findByText('x');
    unmount();
    const second = harness({ underStorePrefix: true, answers });
    render(<CmsRoute identifier="faq" />, { wrapper: second.Wrapper });
    await screen.findByText('x');
    expect(first.sent.find((o) => o.name === 'GetCmsPage')?.requestPolicy).toBe('cache-and-network');
    expect(second.sent.find((o) => o.name === 'GetCmsPage')?.requestPolicy).toBe('cache-first');
  });
});

beforeEach(() => {
  document.head.innerHTML = '';
});
