/**
 * Logic of PageBuilder: sanitise and parse once per content, or take the tree the server embedded
 * for it (shared/html/embedded-trees.ts); the render context of the first and other top-level nodes.
 */
import { useMemo } from 'react';
import { useCleanHtml } from '../../../shared/html/clean-html.ts';
import { embeddedTree, logParsedTree } from '../../../shared/html/embedded-trees.ts';
import { hasPageBuilderMarkers, parsePageBuilder } from './parse.ts';
import { findLcpNode, type PbRenderContext } from './render-context.ts';
import type { PbNode } from './types.ts';

export function usePageBuilder(html: string, aboveTheFold: boolean) {
  const embedded = embeddedTree(html) as PbNode[] | undefined;
  // Null while the sanitiser loads (content that arrived client-side).
  const clean = useCleanHtml(embedded ? '' : html);
  return useMemo(() => {
    const parsed =
      !embedded && clean !== null && hasPageBuilderMarkers(clean) ? parsePageBuilder(clean) : null;
    // Server: the page carries this tree instead of the markup.
    if (parsed) logParsedTree(html, parsed);
    const nodes = embedded ?? parsed;
    const lcpNode = nodes && aboveTheFold ? findLcpNode(nodes) : null;
    const context: PbRenderContext = { eager: false, fraction: 1, mobileFraction: 1, lcpNode };
    return { clean, nodes, context, firstContext: { ...context, eager: aboveTheFold } };
  }, [embedded, clean, html, aboveTheFold]);
}
