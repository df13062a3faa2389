/**
 * The page's own tags in <head> (title, description, robots, canonical and alternate links).
 * React 19 hoisted the tags a page rendered into <head>; Preact does not (build/preact-renderer.ts),
 * so a page hands them over instead: on the server to the render's collector, which the server
 * writes into the document's <head>; in the browser they are written into document.head after
 * render and taken out when the page goes, as React did.
 */
import { createContext, useContext, useEffect } from 'react';

export interface HeadTags {
  title: string;
  meta: Array<{ name: string; content: string }>;
  links: Array<{ rel: string; href: string; hrefLang?: string }>;
}

/** Server only: the head tags of the page being rendered (the last page to hand them over wins). */
export interface HeadCollector {
  tags: HeadTags | null;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** The tags a page owns (the document's own head has none of these kinds). */
export const PAGE_HEAD_SELECTOR =
  'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"]';

/** Hands the page's head tags over: collected while the server renders, written after each render in the browser. */
export function useHeadTags(tags: HeadTags): void {
  collect(useContext(HeadCollectorContext), tags);
  const key = JSON.stringify(tags);
  useEffect(() => {
    writeHeadTags(document, tags);
    return () => removeHeadTags(document);
    // The tags are compared as text: a new object of the same tags changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** Records the page's tags in the server's collector (none in the browser), as http-status.tsx records the status. */
function collect(collector: HeadCollector | null, tags: HeadTags): void {
  if (collector) collector.tags = tags;
}

/** The tags as HTML for the server's <head> (text and attributes escaped). */
export function headTagsHtml(tags: HeadTags): string {
  const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map((m) => `<meta${attr('name', m.name)}${attr('content', m.content)}>`),
    ...tags.links.map(
      (l) =>
        `<link${attr('rel', l.rel)}${l.hrefLang ? attr('hreflang', l.hrefLang) : ''}${attr('href', l.href)}>`,
    ),
  ].join('');
}

function writeHeadTags(doc: Document, tags: HeadTags): void {
  if (doc.title !== tags.title) doc.title = tags.title;
  const current = [...doc.head.querySelectorAll(PAGE_HEAD_SELECTOR)];
  const wanted = [
    ...tags.meta.map((m) => element(doc, 'meta', { name: m.name, content: m.content })),
    ...tags.links.map((l) =>
      element(doc, 'link', { rel: l.rel, ...(l.hrefLang ? { hreflang: l.hrefLang } : {}), href: l.href }),
    ),
  ];
  // The server's tags are the ones hydration finds: left as they are when they are the same.
  const same = current.length === wanted.length && current.every((node, i) => node.isEqualNode(wanted[i]!));
  if (same) return;
  for (const node of current) node.remove();
  doc.head.append(...wanted);
}

function removeHeadTags(doc: Document): void {
  for (const node of doc.head.querySelectorAll(PAGE_HEAD_SELECTOR)) node.remove();
}

function element(doc: Document, tag: string, attributes: Record<string, string>): Element {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
