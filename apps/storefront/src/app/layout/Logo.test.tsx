// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Logo } from './Logo.tsx';
import { renderInShell } from '../../testing/harness.tsx';

afterEach(cleanup);

describe('Logo', () => {
  it('is a link whose accessible name contains the text it shows (WCAG 2.5.3)', () => {
    renderInShell(<Logo />, { messages: { 'header.logo': 'Головна сторінка' } });
    const link = screen.getByRole('link');
    const name = link.getAttribute('aria-label') ?? '';
    expect(name.toLowerCase()).toContain(link.textContent!.trim().toLowerCase());
    expect(link.textContent).toBe('VITRYNA');
    expect(name).toContain('Головна сторінка');
  });
});
