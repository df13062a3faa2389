/** Server path: each render collects the markup it sanitised and the trees it parsed, even when renders interleave. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanHtmlNow, resetCleanHtml } from './clean-html.ts';
import { logParsedTree } from './embedded-trees.ts';
import { installServerSanitizer, withRenderedHtml } from './server-html-manifest.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => resetCleanHtml());

describe('withRenderedHtml', () => {
  it('gives each concurrent render the sanitised markup of its own HTML', async () => {
    installServerSanitizer();
    const [a, b] = await Promise.all([
      withRenderedHtml(async () => {
        await tick();
        return cleanHtmlNow('<p onclick="x()">a</p>');
      }),
      withRenderedHtml(async () => {
        const out = cleanHtmlNow('<p>b</p><script>x</script>');
        await tick();
        return out;
      }),
    ]);
    expect(a).toEqual({
      result: '<p>a</p>',
      sanitized: new Map([['<p onclick="x()">a</p>', '<p>a</p>']]),
      trees: new Map(),
    });
    expect(b).toEqual({
      result: '<p>b</p>',
      sanitized: new Map([['<p>b</p><script>x</script>', '<p>b</p>']]),
      trees: new Map(),
    });
  });

  it('logs the trees a render parsed', async () => {
    installServerSanitizer();
    const { trees } = await withRenderedHtml(async () =>
      logParsedTree('<div data-content-type="row"></div>', [1]),
    );
    expect(trees).toEqual(new Map([['<div data-content-type="row"></div>', [1]]]));
  });

  it('sanitising outside a render logs nothing', async () => {
    installServerSanitizer();
    expect(cleanHtmlNow('<b>x</b>')).toBe('<b>x</b>');
    const { sanitized } = await withRenderedHtml(async () => 'no html');
    expect(sanitized.size).toBe(0);
  });
});
