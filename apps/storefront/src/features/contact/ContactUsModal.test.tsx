// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { modalActions } from '../../shared/state/modal-state.ts';
import { ModalHost, renderInShell, type HarnessOptions } from '../../testing/harness.tsx';
import { loadLocale } from '../../shared/i18n/load-locale.ts';
import * as contactForm from './contact-form.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openContactUs(options: HarnessOptions = {}, title = 'Contact us') {
  const view = renderInShell(<ModalHost />, options);
  act(() => view.store.dispatch(modalActions.openModal('contact-us')));
  await screen.findByRole('dialog', { name: title });
  return view;
}

/** The text a screen reader gets for a control's description (aria-describedby). */
function description(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby');
  return ids
    ? ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : '';
}

function fill(name: string, contact: string, message: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: name } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Phone or e-mail' }), { target: { value: contact } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: message } });
}

describe('ContactUsModal', () => {
  it('shows the required-field messages, ties them to the fields and focuses the first invalid one', async () => {
    const submit = vi.spyOn(contactForm, 'submitContactRequest');
    await openContactUs();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(description(name)).toBe('Please enter your name.');
    expect(description(screen.getByRole('textbox', { name: 'Phone or e-mail' }))).toBe(
      'Please enter a phone number or e-mail.',
    );
    expect(description(screen.getByRole('textbox', { name: 'Message' }))).toBe('Please enter your message.');
    expect(document.activeElement).toBe(name);
    expect(submit).not.toHaveBeenCalled();
    // After the first submit, messages follow what the shopper types.
    fireEvent.change(name, { target: { value: 'Olena' } });
    await waitFor(() => expect(screen.queryByText('Please enter your name.')).toBeNull());
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
  });

  it('announces a refused submit in a polite live region, once per submit', async () => {
    await openContactUs();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fill('Olena', 'call me', '');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Please correct the fields: 2. Enter a valid phone number or e-mail. Please enter your message.',
      ),
    );
    expect(status.getAttribute('aria-live')).toBe('polite');
    // Typing changes the field errors, not the announcement.
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hi' } });
    await waitFor(() => expect(screen.queryByText('Please enter your message.')).toBeNull());
    expect(status.textContent).toContain('Please enter your message.');
  });

  it('sends the trimmed values and then shows the success modal', async () => {
    const submit = vi.spyOn(contactForm, 'submitContactRequest');
    const { store } = await openContactUs();
    fill(' Olena ', 'olena@example.com', 'Where is my order?');
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

  it('says so at once when sending fails, and keeps the form', async () => {
    vi.spyOn(contactForm, 'submitContactRequest').mockRejectedValue(new Error('offline'));
    const { store } = await openContactUs();
    fill('Olena', '0501234567', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Sorry about that.');
    expect(store.getState().modal.type).toBe('contact-us');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('speaks Ukrainian from the catalogue, with plural forms in the announcement', async () => {
    await openContactUs({ messages: await loadLocale('uk_UA') }, "Зв'язатися з нами");
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^Виправте 3 поля\. /));
    const name = screen.getByRole('textbox', { name: "Ім'я" });
    expect(description(name)).toMatch(/[а-яії]/i);
  });
});
