/** Logic of PageBuilder: parse once per content; the render context of the first and other top-level nodes. */
import { useMemo } from 'react';
import { hasPageBuilderMarkers, parsePageBuilder } from './parse.ts';
import { findLcpNode, type PbRenderContext } from './render-context.ts';

export function usePageBuilder(html: string, aboveTheFold: boolean) {
  return useMemo(() => {
    const nodes = hasPageBuilderMarkers(html) ? parsePageBuilder(html) : null;
    const lcpNode = nodes && aboveTheFold ? findLcpNode(nodes) : null;
    const context: PbRenderContext = { eager: false, fraction: 1, mobileFraction: 1, lcpNode };
    return { nodes, context, firstContext: { ...context, eager: aboveTheFold } };
  }, [html, aboveTheFold]);
}
