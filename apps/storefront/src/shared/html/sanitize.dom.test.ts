// @vitest-environment jsdom
/**
 * Browser path: sanitising runs on the page's window. Every case must give exactly what the
 * server's path gives, or hydration of server-rendered content would not match.
 * (jsdom stands in for the browser here: happy-dom's DOM makes DOMPurify return its input
 * unsanitised, so it cannot exercise this path.)
 */
import { describe, expect, it } from 'vitest';
import { createSanitizer, sanitizeHtml, SANITIZE_CONFIG } from './sanitize.ts';
import { createServerWindow } from './dom-window.ts';
import { HOSTILE_CASES, KEPT_CASES } from './sanitize.fixtures.ts';

const server = createSanitizer(createServerWindow());

describe('sanitizeHtml in the browser', () => {
  it('uses the page window', () => {
    expect(typeof window).toBe('object');
    expect(sanitizeHtml('<i onclick="x()">x</i>')).toBe('<i>x</i>');
  });
  for (const c of [...HOSTILE_CASES, ...KEPT_CASES]) {
    it(`same output as the server: ${c.name}`, () => {
      const browserOut = sanitizeHtml(c.input);
      expect(browserOut).toBe(server.sanitize(c.input, SANITIZE_CONFIG) as string);
      if (c.expected !== undefined) expect(browserOut).toBe(c.expected);
      for (const bad of c.absent ?? []) expect(browserOut.toLowerCase()).not.toContain(bad.toLowerCase());
    });
  }
});
