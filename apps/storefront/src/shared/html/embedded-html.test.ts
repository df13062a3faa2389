// @vitest-environment happy-dom
/** HTML travels once: sanitised in place of the raw HTML, or as the tree it was rendered from. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanHtmlNow, htmlKey, resetCleanHtml, trustSanitizedHtml } from './clean-html.ts';
import { embeddedSanitizedHtml, embedRenderedHtml } from './embedded-html.ts';
import { BOOT_GLOBAL } from '../boot-global.ts';
import { embeddedTree } from './embedded-trees.ts';

const RAW = '<p onclick="steal()">hi</p>';
const CLEAN = '<p>hi</p>';
const PAGE = '<div data-content-type="row"><p onclick="x()">row</p></div>';
const TREE = [{ type: 'row', children: [] }];

afterEach(() => {
  resetCleanHtml();
  delete (globalThis as Record<string, unknown>)[BOOT_GLOBAL];
});

function embed() {
  return embedRenderedHtml(
    {
      1: { data: { cmsBlocks: { items: [{ content: RAW }, { content: RAW }] } } },
      2: { data: { cmsPage: { title: 'Home', content: PAGE } } },
      3: { data: { storeConfig: { store_name: 'Vitryna' } } },
    },
    {
      sanitized: new Map([
        [RAW, CLEAN],
        [PAGE, '<div data-content-type="row"><p>row</p></div>'],
        ['<b onclick="x()">footer</b>', '<b>footer</b>'],
      ]),
      trees: new Map([[PAGE, TREE]]),
    },
  );
}

describe('embedRenderedHtml', () => {
  it('puts the sanitised markup in place of the raw HTML, and names one place of it', () => {
    const { answers, html } = embed();
    expect(answers[1]!.data).toEqual({ cmsBlocks: { items: [{ content: CLEAN }, { content: CLEAN }] } });
    expect(html.at).toEqual({ 1: [['cmsBlocks', 'items', 0, 'content']] });
    expect(JSON.stringify({ answers, html })).not.toContain('onclick');
  });

  it('carries content rendered from a tree as the tree, and marks its answer', () => {
    const { answers, html, withTokens } = embed();
    const content = (answers[2]!.data as { cmsPage: { content: string } }).cmsPage.content;
    expect(html.trees).toEqual({ [content]: TREE });
    expect(withTokens).toEqual(new Set(['2']));
    expect(JSON.stringify({ answers, html })).not.toContain('data-content-type');
  });

  it('keeps answers without HTML as they are, and sends HTML no answer holds in the manifest', () => {
    const before = { storeConfig: { store_name: 'Vitryna' } };
    const { answers, html } = embed();
    expect(answers[3]!.data).toEqual(before);
    expect(html.manifest).toEqual({ [htmlKey('<b onclick="x()">footer</b>')]: '<b>footer</b>' });
  });
});

describe('in the browser', () => {
  it('the embedded sanitised markup renders without a sanitiser; nothing else does', () => {
    resetCleanHtml();
    const { answers, html } = embed();
    trustSanitizedHtml(embeddedSanitizedHtml(answers, html.at));
    expect(cleanHtmlNow(CLEAN)).toBe(CLEAN);
    expect(cleanHtmlNow(RAW)).toBeNull();
  });

  it('a token gives the tree embedded in the boot data; other text gives none', () => {
    const { answers, html } = embed();
    (globalThis as Record<string, unknown>)[BOOT_GLOBAL] = { html };
    const content = (answers[2]!.data as { cmsPage: { content: string } }).cmsPage.content;
    expect(embeddedTree(content)).toEqual(TREE);
    expect(embeddedTree(PAGE)).toBeUndefined();
  });
});
