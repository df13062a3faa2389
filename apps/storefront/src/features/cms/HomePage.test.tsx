// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import HomePage from './HomePage.tsx';
import { resetSessionPolicies } from '../../shared/graphql/session-policy.ts';
import { harness } from '../../testing/harness.tsx';
import { cmsPage } from './cms-page-fixture.ts';
import { homeIdentifier } from './useHomePage.ts';

afterEach(() => {
  cleanup();
  resetSessionPolicies();
});

const answers = {
  GetCmsPage: (v: Record<string, unknown>) =>
    cmsPage(
      String(v.identifier),
      `<h2 data-content-type="heading" data-element="main">Content of ${String(v.identifier)}</h2>`,
      {
        meta_title: `Meta ${String(v.identifier)}`,
      },
    ),
};

describe('HomePage', () => {
  it('/ shows the CMS page "home" and its title', async () => {
    const h = harness({ underStorePrefix: true, path: '/', answers });
    render(<HomePage section={null} />, { wrapper: h.Wrapper });
    expect(await screen.findByRole('heading', { name: 'Content of home' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Title of home' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Meta home - Vitryna'));
  });

  it('a section shows its own page, and the section tab bar marks it', async () => {
    const h = harness({ underStorePrefix: true, path: '/men', answers });
    render(<HomePage section="men" />, { wrapper: h.Wrapper });
    expect(await screen.findByRole('heading', { name: 'Content of home-men' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual(
      [
        ['Women', '/ua/women', null],
        ['Men', '/ua/men', 'page'],
        ['Kids', '/ua/kids', null],
      ],
    );
  });

  it('maps sections to identifiers', () => {
    expect(homeIdentifier(null)).toBe('home');
    expect(homeIdentifier('women')).toBe('home-women');
    expect(homeIdentifier('kids')).toBe('home-kids');
  });

  it('a missing home page is a 404', async () => {
    const h = harness({
      underStorePrefix: true,
      answers: { GetCmsPage: { error: { message: 'x', category: 'graphql-no-such-entity' } } },
    });
    render(<HomePage section="kids" />, { wrapper: h.Wrapper });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(h.http.status).toBe(404);
  });
});
