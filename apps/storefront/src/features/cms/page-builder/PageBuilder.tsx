/**
 * The CMS area (spec section 2): Page Builder content (detected by its content-type markers)
 * rendered as React components, or plain sanitised HTML when there are no markers.
 *
 *   <PageBuilder html={page.content} />            // a page: its first row is above the fold
 *   <PageBuilder html={block.content} aboveTheFold={false} />
 */
import { HydrationSlice } from '../../../shared/react/HydrationSlice.tsx';
import { PbNodeList } from './PbNodeView.tsx';
import { PbNodeListContext, type RenderNodes } from './node-children.tsx';
import { PbContext } from './render-context.ts';
import { RichHtml } from './RichHtml.tsx';
import { usePageBuilder } from './usePageBuilder.ts';
import styles from './PageBuilder.module.css';

export interface PageBuilderProps {
  html: string | null | undefined;
  /** The content starts at the top of the page: its first row loads images at once. Default true. */
  aboveTheFold?: boolean;
  className?: string;
}

const renderNodes: RenderNodes = (nodes) => <PbNodeList nodes={nodes} />;

export function PageBuilder({ html, aboveTheFold = true, className }: PageBuilderProps) {
  const content = usePageBuilder(html ?? '', aboveTheFold);
  if (content.clean === null) {
    return <div className={[styles.root, className].filter(Boolean).join(' ')} aria-busy="true" />;
  }
  if (content.nodes === null) {
    return (
      <RichHtml
        html={content.clean}
        sanitized
        className={[styles.plain, className].filter(Boolean).join(' ')}
      />
    );
  }
  return (
    <PbNodeListContext.Provider value={renderNodes}>
      <div className={[styles.root, className].filter(Boolean).join(' ')}>
        {content.nodes.map((node, i) => (
          <PbContext.Provider key={i} value={i === 0 ? content.firstContext : content.context}>
            <HydrationSlice>
              <PbNodeList nodes={[node]} />
            </HydrationSlice>
          </PbContext.Provider>
        ))}
      </div>
    </PbNodeListContext.Provider>
  );
}
