// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CmsBlock } from './CmsBlock.tsx';
import { resetSessionPolicies } from '../../shared/graphql/session-policy.ts';
import { harness } from '../../testing/harness.tsx';

afterEach(() => {
  cleanup();
  resetSessionPolicies();
});

describe('CmsBlock', () => {
  it('renders the blocks, Page Builder or HTML, in order', async () => {
    const h = harness({
      underStorePrefix: true,
      answers: {
        GetCmsBlocks: {
          cmsBlocks: {
            items: [
              { identifier: 'a', content: '<p>Plain block <a href="/faq">FAQ</a></p>' },
              {
                identifier: 'b',
                content: '<h3 data-content-type="heading" data-element="main">Builder block</h3>',
              },
            ],
          },
        },
      },
    });
    render(<CmsBlock identifiers={['a', 'b']} />, { wrapper: h.Wrapper });
    expect(await screen.findByText('Plain block')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/ua/faq');
    expect(screen.getByRole('heading', { level: 3, name: 'Builder block' })).toBeTruthy();
    expect(h.sent.find((o) => o.name === 'GetCmsBlocks')).toMatchObject({
      variables: { identifiers: ['a', 'b'] },
      requestPolicy: 'cache-and-network',
    });
  });

  it("shows 'There are no blocks to display' when there are none", async () => {
    const h = harness({ underStorePrefix: true, answers: { GetCmsBlocks: { cmsBlocks: { items: [] } } } });
    render(<CmsBlock identifiers={['a']} />, { wrapper: h.Wrapper });
    expect(await screen.findByText('There are no blocks to display')).toBeTruthy();
  });

  it('shows the error message when the query fails', async () => {
    const h = harness({
      underStorePrefix: true,
      answers: { GetCmsBlocks: { error: { message: 'The CMS block with the "x" ID doesn\'t exist.' } } },
    });
    render(<CmsBlock identifiers={['x']} />, { wrapper: h.Wrapper });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The CMS block with the "x" ID doesn\'t exist.',
    );
  });
});
