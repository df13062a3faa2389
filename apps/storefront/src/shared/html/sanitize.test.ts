/** Server path: no window, so sanitising runs on the jsdom window created on demand. */
import { describe, expect, it } from 'vitest';
import {
  isAllowedIframeSrc,
  isSafeMediaUrl,
  isUnsafeStyle,
  sanitizeHtml,
  sanitizeHtmlToBody,
} from './sanitize.ts';
import { HOSTILE_CASES, KEPT_CASES, type SanitizeCase } from './sanitize.fixtures.ts';

function check(c: SanitizeCase) {
  const out = sanitizeHtml(c.input);
  if (c.expected !== undefined) expect(out).toBe(c.expected);
  for (const bad of c.absent ?? []) expect(out.toLowerCase()).not.toContain(bad.toLowerCase());
  for (const good of c.present ?? []) expect(out).toContain(good);
}

describe('sanitizeHtml on the server (jsdom)', () => {
  it('runs without a browser window', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml('<b>x</b>')).toBe('<b>x</b>');
  });
  for (const c of HOSTILE_CASES) it(`removes: ${c.name}`, () => check(c));
  for (const c of KEPT_CASES) it(`keeps: ${c.name}`, () => check(c));

  it('returns a parsed body for the page-builder parser', () => {
    const body = sanitizeHtmlToBody('<p onclick="x()">a</p><script>b</script>');
    expect(body.nodeName).toBe('BODY');
    expect(body.innerHTML).toBe('<p>a</p>');
  });
});

describe('URL and style rules', () => {
  it('allows only https YouTube and Vimeo players', () => {
    expect(isAllowedIframeSrc('https://www.youtube.com/embed/Vt9mQk2xLpA')).toBe(true);
    expect(isAllowedIframeSrc('https://www.youtube-nocookie.com/embed/Vt9mQk2xLpA')).toBe(true);
    expect(isAllowedIframeSrc('//player.vimeo.com/video/1')).toBe(true);
    expect(isAllowedIframeSrc('http://www.youtube.com/embed/x')).toBe(false);
    expect(isAllowedIframeSrc('https://youtube.com@evil.example/')).toBe(false);
    expect(isAllowedIframeSrc('https://user@www.youtube.com/embed/x')).toBe(false);
    expect(isAllowedIframeSrc('https://evilyoutube.com/embed/x')).toBe(false);
    expect(isAllowedIframeSrc('/embed/x')).toBe(false);
    expect(isAllowedIframeSrc(null)).toBe(false);
  });
  it('media urls: no script schemes', () => {
    expect(isSafeMediaUrl('/media/a.mp4')).toBe(true);
    expect(isSafeMediaUrl('https://cdn.example/a.mp4')).toBe(true);
    expect(isSafeMediaUrl('java\tscript:alert(1)')).toBe(false);
    expect(isSafeMediaUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeMediaUrl('data:image/png;base64,AAAA', true)).toBe(true);
    expect(isSafeMediaUrl('data:text/html;base64,AAAA', true)).toBe(false);
  });
  it('flags styles that can run script', () => {
    expect(isUnsafeStyle('color: red; background-image: url(/media/a.jpg)')).toBe(false);
    expect(isUnsafeStyle('background-image: url("https://cdn.example/a.jpg")')).toBe(false);
    expect(isUnsafeStyle('width: EXPRESSION(alert(1))')).toBe(true);
    expect(isUnsafeStyle('width: expr/**/ession(alert(1))')).toBe(true);
    expect(isUnsafeStyle('background: url(\\6a avascript:alert(1))')).toBe(true);
    expect(isUnsafeStyle('-moz-binding: url(x.xml#xss)')).toBe(true);
    expect(isUnsafeStyle('background: url(data:text/html,x)')).toBe(true);
  });
});
