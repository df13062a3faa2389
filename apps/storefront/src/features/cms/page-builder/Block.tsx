/** The CMS Static Block content type: the block named by its widget directive. */
import { CmsBlock } from '../CmsBlock.tsx';
import { toReactStyle } from './style-fields.ts';
import type { BlockNode } from './types.ts';

export function Block({ node }: { node: BlockNode }) {
  if (!node.identifier) return null;
  return (
    <div id={node.id} style={toReactStyle(node.style)}>
      <CmsBlock identifiers={[node.identifier]} />
    </div>
  );
}
