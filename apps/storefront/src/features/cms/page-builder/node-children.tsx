/**
 * How a container element (row, column, buttons, tab) renders its child nodes without importing
 * PbNodeView, which imports every element: PageBuilder provides the list renderer, the elements read it.
 * Keeps the element modules free of an import cycle.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { PbNode } from './types.ts';

export type RenderNodes = (nodes: readonly PbNode[]) => ReactNode;

export const PbNodeListContext = createContext<RenderNodes | null>(null);

export function PbChildren({ nodes }: { nodes: readonly PbNode[] }) {
  const renderNodes = useContext(PbNodeListContext);
  if (!renderNodes) throw new Error('PbChildren must be rendered inside <PageBuilder>');
  return renderNodes(nodes);
}
