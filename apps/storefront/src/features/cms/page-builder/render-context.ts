/**
 * What a content node needs to know about where it is rendered:
 * - eager: inside the first row of a page (above the fold): images load at once, not lazily;
 * - fraction / mobileFraction: share of the layout width it gets, for image `sizes`;
 * - lcpNode: the node holding the page's first (above the fold) image, which asks
 *   for high fetch priority. Found from the tree, so server and browser agree.
 */
import { createContext, useContext } from 'react';
import type { PbNode } from './types.ts';

export interface PbRenderContext {
  eager: boolean;
  fraction: number;
  mobileFraction: number;
  lcpNode: PbNode | null;
}

export const PbContext = createContext<PbRenderContext>({
  eager: false,
  fraction: 1,
  mobileFraction: 1,
  lcpNode: null,
});

export function usePbContext(): PbRenderContext {
  return useContext(PbContext);
}

/** Parses '25%' / '33.3333%' into 0.25; anything else is the whole width. */
export function widthFraction(width: string | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)%\s*$/.exec(width ?? '');
  if (!match) return 1;
  const value = Number(match[1]) / 100;
  return value > 0 && value <= 1 ? value : 1;
}

function hasImage(node: PbNode): boolean {
  switch (node.type) {
    case 'image':
      return node.desktop !== null || node.mobile !== null;
    case 'banner':
    case 'slide':
    case 'row':
    case 'column':
      return Boolean(node.background.images.desktop || node.background.images.mobile);
    default:
      return false;
  }
}

/** Top-level nodes that can hold the page's first visible image (a heading row, then the hero). */
const LCP_TOP_LEVEL_NODES = 2;

/** The first node with an image in the first top-level nodes (depth first, in document order). */
export function findLcpNode(nodes: readonly PbNode[]): PbNode | null {
  const stack: PbNode[] = nodes.slice(0, LCP_TOP_LEVEL_NODES);
  while (stack.length > 0) {
    const node = stack.shift()!;
    if (hasImage(node)) return node;
    if ('children' in node) stack.unshift(...node.children);
  }
  return null;
}
