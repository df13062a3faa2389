// @vitest-environment jsdom
/** Rarer content types come in their own chunks: the rest of the content does not wait for them. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import seed from './__fixtures__/seed-content.json' with { type: 'json' };
import { harness } from '../../../testing/harness.tsx';
import { PageBuilder } from './PageBuilder.tsx';

afterEach(() => cleanup());

describe('lazy content types', () => {
  it('tabs render once their chunk has loaded; the headings around them at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const h = harness({ underStorePrefix: true, answers: {} });
    render(<PageBuilder html={seed.ua.pages['loyalty-rules']} />, { wrapper: h.Wrapper });
    expect(screen.getAllByRole('heading').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    await act(() => vi.dynamicImportSettled());
    expect((await screen.findAllByRole('tab')).length).toBe(3);
    vi.unstubAllGlobals();
  });

  it('entity-encoded HTML code is sanitised when it is rendered', () => {
    const h = harness({ underStorePrefix: true, answers: {} });
    const { container } = render(
      <PageBuilder html='<div data-content-type="html" data-element="main">&lt;b onclick="x()"&gt;bold&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;</div>' />,
      { wrapper: h.Wrapper },
    );
    expect(container.querySelector('b')?.outerHTML).toBe('<b>bold</b>');
    expect(container.innerHTML).not.toContain('script');
  });
});
