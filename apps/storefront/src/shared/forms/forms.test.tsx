// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { FormField } from './FormField.tsx';
import { FormAnnouncer, FormError } from './FormAnnouncer.tsx';
import { errorMessageIds, validationMessages, validationText } from './use-schema-form.ts';

afterEach(cleanup);

const MESSAGES = validationMessages({
  required: { id: 'demo.required', defaultMessage: 'Required.' },
});
const t = (id: string, defaultMessage: string) => (id === 'demo.required' ? 'Обовʼязкове.' : defaultMessage);

describe('FormField', () => {
  it('labels its control and, with an error, marks it invalid and describes it by the error text', () => {
    render(
      <FormField label="E-mail" error="Enter an e-mail.">
        {(control) => <input type="email" {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter an e-mail.',
    );
  });

  it('without an error, is neither invalid nor described', () => {
    render(<FormField label="Message">{(control) => <textarea {...control} />}</FormField>);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    expect(textarea.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('FormAnnouncer and FormError', () => {
  it('keep a polite live region in the page and put a form-wide error in an alert', () => {
    const { rerender } = render(<FormAnnouncer summary={null} errors={[]} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<FormAnnouncer summary="Please correct 1 field." errors={['Required.']} />);
    expect(screen.getByRole('status').textContent).toBe('Please correct 1 field. Required.');
    render(<FormError message="Failed." />);
    expect(screen.getByRole('alert').textContent).toBe('Failed.');
  });
});

describe('validation messages', () => {
  it('translate an issue id, and throw for an id the form does not know', () => {
    expect(validationText(t, MESSAGES, 'demo.required')).toBe('Обовʼязкове.');
    expect(validationText(t, MESSAGES, undefined)).toBeUndefined();
    expect(() => validationText(t, MESSAGES, 'Invalid input')).toThrow('Unknown validation message');
    expect(() =>
      validationMessages({ a: { id: 'x', defaultMessage: 'A' }, b: { id: 'x', defaultMessage: 'B' } }),
    ).toThrow('Duplicate');
  });

  it('list a refused submit in field order', () => {
    const errors: FieldErrors<{ a: string; b: string }> = {
      b: { type: 'x', message: 'id.b' },
      a: { type: 'x', message: 'id.a' },
    };
    expect(errorMessageIds(errors, ['a', 'b'])).toEqual(['id.a', 'id.b']);
  });
});
