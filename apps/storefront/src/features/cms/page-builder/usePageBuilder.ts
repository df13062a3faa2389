/** Logic of PageBuilder: sanitise and parse once per content; the render context of the first and other top-level nodes. */
import { useMemo } from 'react';
import { useCleanHtml } from '../../../shared/html/clean-html.ts';
import { hasPageBuilderMarkers, parsePageBuilder } from './parse.ts';
import { findLcpNode, type PbRenderContext } from './render-context.ts';

export function usePageBuilder(html: string, aboveTheFold: boolean) {
  // Null while the sanitiser loads (content that arrived client-side).
  const clean = useCleanHtml(html);
  return useMemo(() => {
    const nodes = clean !== null && hasPageBuilderMarkers(clean) ? parsePageBuilder(clean) : null;
    const lcpNode = nodes && aboveTheFold ? findLcpNode(nodes) : null;
    const context: PbRenderContext = { eager: false, fraction: 1, mobileFraction: 1, lcpNode };
    return { clean, nodes, context, firstContext: { ...context, eager: aboveTheFold } };
  }, [clean, aboveTheFold]);
}
