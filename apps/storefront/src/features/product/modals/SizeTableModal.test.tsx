// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import SizeTableModal from './SizeTableModal.tsx';
import { harness as appHarness } from '../../../testing/harness.tsx';

afterEach(cleanup);

describe('SizeTableModal', () => {
  it('opens on the requested table and switches tables', () => {
    const harness = appHarness();
    render(<SizeTableModal props={{ table: 'footwear' }} />, { wrapper: harness.Wrapper });
    expect(screen.getByRole('tab', { name: 'Footwear' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('columnheader', { name: 'Foot length, cm' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Clothing: tops' }));
    expect(screen.getByRole('table', { name: 'Clothing: tops' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'M' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Clothing: tops' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Clothing: bottoms' }).getAttribute('aria-selected')).toBe('true');
  });
});
