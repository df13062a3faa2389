/** Server path: each render collects the markup it sanitised, even when renders interleave. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanHtmlNow, htmlKey, resetCleanHtml } from './clean-html.ts';
import { installServerSanitizer, withHtmlManifest } from './server-html-manifest.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => resetCleanHtml());

describe('withHtmlManifest', () => {
  it('gives each concurrent render the sanitised markup of its own HTML', async () => {
    installServerSanitizer();
    const [a, b] = await Promise.all([
      withHtmlManifest(async () => {
        await tick();
        return cleanHtmlNow('<p onclick="x()">a</p>');
      }),
      withHtmlManifest(async () => {
        const out = cleanHtmlNow('<p>b</p><script>x</script>');
        await tick();
        return out;
      }),
    ]);
    expect(a).toEqual({ result: '<p>a</p>', manifest: { [htmlKey('<p onclick="x()">a</p>')]: '<p>a</p>' } });
    expect(b).toEqual({
      result: '<p>b</p>',
      manifest: { [htmlKey('<p>b</p><script>x</script>')]: '<p>b</p>' },
    });
  });

  it('sanitising outside a render logs nothing', async () => {
    installServerSanitizer();
    expect(cleanHtmlNow('<b>x</b>')).toBe('<b>x</b>');
    const { manifest } = await withHtmlManifest(async () => 'no html');
    expect(manifest).toEqual({});
  });
});
