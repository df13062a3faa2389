// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { modalActions } from '../../shared/state/modal-state.ts';
import { ModalHost, renderInShell, type HarnessOptions } from '../../testing/harness.tsx';
import { loadLocale } from '../../shared/i18n/load-locale.ts';
import * as contactForm from './contact-form.ts';
import ContactUsSection from './ContactUsSection.tsx';

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

function fill(name: string, email: string, message: string, telephone = '') {
  fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: name } });
  fireEvent.input(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: email } });
  fireEvent.input(screen.getByRole('textbox', { name: 'Phone (optional)' }), {
    target: { value: telephone },
  });
  fireEvent.input(screen.getByRole('textbox', { name: 'Message' }), { target: { value: message } });
}

describe('ContactUsModal', () => {
  it('shows the required-field messages, ties them to the fields and focuses the first invalid one', async () => {
    const submit = vi.spyOn(contactForm, 'submitContactRequest');
    await openContactUs();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(description(name)).toBe('Please enter your name.');
    expect(description(screen.getByRole('textbox', { name: 'E-mail' }))).toBe('Please enter your e-mail.');
    expect(description(screen.getByRole('textbox', { name: 'Phone (optional)' }))).toBe('');
    expect(description(screen.getByRole('textbox', { name: 'Message' }))).toBe('Please enter your message.');
    expect(document.activeElement).toBe(name);
    expect(submit).not.toHaveBeenCalled();
    // After the first submit, messages follow what the shopper types.
    fireEvent.input(name, { target: { value: 'Olena' } });
    await waitFor(() => expect(screen.queryByText('Please enter your name.')).toBeNull());
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
  });

  it('announces a refused submit in a polite live region, once per submit', async () => {
    await openContactUs();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fill('Olena', 'olena@', '');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Please correct the fields: 2. Enter a valid e-mail. Please enter your message.',
      ),
    );
    expect(status.getAttribute('aria-live')).toBe('polite');
    // Typing changes the field errors, not the announcement.
    fireEvent.input(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hi' } });
    await waitFor(() => expect(screen.queryByText('Please enter your message.')).toBeNull());
    expect(status.textContent).toContain('Please enter your message.');
  });

  it("sends Magento's contactUs with the trimmed values and then shows the success modal", async () => {
    const { store, sent } = await openContactUs({ answers: { ContactUs: { contactUs: { status: true } } } });
    fill(' Olena ', ' olena@example.com ', 'Where is my order?', ' +380 50 123 45 67 ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    expect(sent.filter((o) => o.name === 'ContactUs').map((o) => o.variables)).toEqual([
      {
        input: {
          name: 'Olena',
          email: 'olena@example.com',
          telephone: '+380 50 123 45 67',
          comment: 'Where is my order?',
        },
      },
    ]);
    expect(store.getState().modal.type).toBe('contact-us-success');
    fireEvent.click(screen.getByRole('button', { name: 'Back to shopping' }));
    expect(store.getState().modal.type).toBeNull();
  });

  it("shows the server's refusal on its field and keeps the form", async () => {
    const { store } = await openContactUs({
      answers: {
        ContactUs: {
          error: {
            message: 'The email address is invalid. Verify the email address and try again.',
            category: 'graphql-input',
          },
        },
      },
    });
    fill('Olena', 'olena@example.c', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(description(email)).toBe('Enter a valid e-mail.'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(store.getState().modal.type).toBe('contact-us');
  });

  it('says when the address sent too many messages', async () => {
    await openContactUs({
      answers: {
        ContactUs: {
          error: {
            message: 'Too many messages were sent from your address. Please try again later.',
            category: 'graphql-input',
          },
        },
      },
    });
    fill('Olena', 'olena@example.com', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent several messages already. Please try again in an hour.',
    );
  });

  it('says so at once when sending fails, and keeps the form', async () => {
    const { store } = await openContactUs({ answers: { ContactUs: new Error('offline') } });
    fill('Olena', 'olena@example.com', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Sorry about that.');
    expect(store.getState().modal.type).toBe('contact-us');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('speaks Ukrainian from the catalogue, with plural forms in the announcement', async () => {
    await openContactUs({ messages: await loadLocale('uk_UA', { lazyAreas: true }) }, "Зв'язатися з нами");
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^Виправте 3 поля\. /));
    expect(screen.getByRole('textbox', { name: 'Електронна пошта' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: "Ім'я" });
    expect(description(name)).toMatch(/[а-яії]/i);
  });
});

describe('ContactUsSection (the /contact-us page)', () => {
  it('sends the same form from the page and opens the success modal', async () => {
    const { store, sent } = renderInShell(
      <>
        <ContactUsSection />
        <ModalHost />
      </>,
      { answers: { ContactUs: { contactUs: { status: true } } } },
    );
    expect(screen.getByRole('region', { name: 'Write to us' })).toBeTruthy();
    fill('Olena', 'olena@example.com', 'Do you have size 38?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    expect(store.getState().modal.type).toBe('contact-us-success');
    expect(sent.filter((o) => o.name === 'ContactUs')).toHaveLength(1);
    // The page's form starts over for the next message.
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
  });
});
