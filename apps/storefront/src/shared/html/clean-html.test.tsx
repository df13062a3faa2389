// @vitest-environment jsdom
/** The browser path: the server's manifest answers at once; other HTML waits for the sanitiser chunk. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adoptHtmlManifest,
  cleanHtmlNow,
  htmlKey,
  installSanitizer,
  loadSanitizer,
  resetCleanHtml,
  setSanitizeLog,
  trustSanitizedHtml,
  useCleanHtml,
} from './clean-html.ts';

const RAW = '<p onclick="steal()">hi</p><script>alert(1)</script>';

function Html({ html }: { html: string }) {
  const clean = useCleanHtml(html);
  return clean === null ? (
    <p>loading</p>
  ) : (
    <div data-testid="html" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

beforeEach(() => resetCleanHtml());
afterEach(() => cleanup());

describe('htmlKey', () => {
  it('is stable, and differs for different HTML of the same length', () => {
    expect(htmlKey(RAW)).toBe(htmlKey(`${RAW}`));
    expect(htmlKey('<b>a</b>')).not.toBe(htmlKey('<b>b</b>'));
    expect(htmlKey('<b>a</b>').startsWith(`${(8).toString(36)}.`)).toBe(true);
  });
});

describe('cleanHtmlNow', () => {
  it('has no answer for raw HTML before the sanitiser loads (never the raw HTML)', () => {
    expect(cleanHtmlNow(RAW)).toBeNull();
    expect(cleanHtmlNow('')).toBe('');
  });

  it('answers from the server manifest without a sanitiser', () => {
    adoptHtmlManifest({ [htmlKey(RAW)]: '<p>hi</p>' });
    expect(cleanHtmlNow(RAW)).toBe('<p>hi</p>');
    expect(cleanHtmlNow('<i>other</i>')).toBeNull();
  });

  it('sanitises other HTML once the sanitiser has loaded', async () => {
    adoptHtmlManifest({ [htmlKey('<b>x</b>')]: '<b>x</b>' });
    await loadSanitizer();
    expect(cleanHtmlNow(RAW)).toBe('<p>hi</p>');
  });

  it('logs what it sanitises (the server side of the manifest)', () => {
    const logged: Record<string, string> = {};
    installSanitizer((html) => html.replace(/<script[\s\S]*?<\/script>/g, ''));
    setSanitizeLog((html, clean) => (logged[html] = clean));
    expect(cleanHtmlNow('<i>a</i><script>x</script>')).toBe('<i>a</i>');
    expect(logged).toEqual({ '<i>a</i><script>x</script>': '<i>a</i>' });
  });

  it('renders the server’s embedded sanitised markup as it is, and nothing else unsanitised', () => {
    trustSanitizedHtml(['<p>hi</p>']);
    expect(cleanHtmlNow('<p>hi</p>')).toBe('<p>hi</p>');
    expect(cleanHtmlNow('<p>hi</p> ')).toBeNull();
    expect(cleanHtmlNow(RAW)).toBeNull();
  });
});

describe('useCleanHtml', () => {
  it('renders the manifest markup at once', () => {
    adoptHtmlManifest({ [htmlKey(RAW)]: '<p>hi</p>' });
    render(<Html html={RAW} />);
    expect(screen.getByTestId('html').innerHTML).toBe('<p>hi</p>');
  });

  it('renders nothing until the sanitiser has loaded, then the sanitised markup', async () => {
    render(<Html html={RAW} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => loadSanitizer());
    const html = await screen.findByTestId('html');
    expect(html.innerHTML).toBe('<p>hi</p>');
    expect(document.querySelector('script')).toBeNull();
  });
});
