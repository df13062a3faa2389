// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { modalActions } from '../../shared/state/modal-state.ts';
import { ModalHost } from '../../app/layout/ModalHost.tsx';
import { renderInShell } from '../../app/layout/testing.tsx';
import * as contactForm from './contact-form.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openContactUs() {
  const view = renderInShell(<ModalHost />);
  act(() => view.store.dispatch(modalActions.openModal('contact-us')));
  await screen.findByRole('dialog', { name: 'Contact us' });
  return view;
}

describe('ContactUsModal', () => {
  it('shows the required-field messages and focuses the first invalid field', async () => {
    const submit = vi.spyOn(contactForm, 'submitContactRequest');
    await openContactUs();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a phone number or e-mail.')).toBeTruthy();
    expect(screen.getByText('Please enter your message.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(submit).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Olena' } });
    expect(screen.queryByText('Please enter your name.')).toBeNull();
  });

  it('sends the trimmed values and then shows the success modal', async () => {
    const submit = vi.spyOn(contactForm, 'submitContactRequest');
    const { store } = await openContactUs();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' Olena ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone or e-mail' }), {
      target: { value: 'olena@example.com' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Where is my order?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    expect(submit).toHaveBeenCalledWith({
      name: 'Olena',
      contact: 'olena@example.com',
      message: 'Where is my order?',
    });
    expect(store.getState().modal.type).toBe('contact-us-success');
    fireEvent.click(screen.getByRole('button', { name: 'Back to shopping' }));
    expect(store.getState().modal.type).toBeNull();
  });
});
