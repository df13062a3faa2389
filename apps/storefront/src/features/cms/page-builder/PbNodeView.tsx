/** Renders content nodes by type. */
import type { PbNode } from './types.ts';
import { Column, ColumnGroup, Row } from './Layout.tsx';
import {
  ButtonItem,
  Buttons,
  Divider,
  Heading,
  HtmlContent,
  ImageContent,
  TextContent,
} from './Elements.tsx';
import {
  ContentTypeChunk,
  LazyBlock,
  LazyMapPanel,
  LazyProducts,
  LazyTabItemContent,
  LazyTabs,
  LazyVideoContent,
} from './lazy-content-types.tsx';
import { Poster } from './Poster.tsx';
import { Slider } from './Slider.tsx';
import { RichHtml } from './RichHtml.tsx';

export function PbNodeView({ node }: { node: PbNode }) {
  switch (node.type) {
    case 'row':
      return <Row node={node} />;
    case 'column-group':
    case 'column-line':
      return <ColumnGroup node={node} />;
    case 'column':
      return <Column node={node} />;
    case 'heading':
      return <Heading node={node} />;
    case 'text':
      return <TextContent node={node} />;
    case 'html':
      return <HtmlContent node={node} />;
    case 'image':
      return <ImageContent node={node} />;
    case 'buttons':
      return <Buttons node={node} />;
    case 'button-item':
      return <ButtonItem node={node} />;
    case 'divider':
      return <Divider node={node} />;
    case 'block':
      return (
        <ContentTypeChunk>
          <LazyBlock node={node} />
        </ContentTypeChunk>
      );
    case 'dynamic_block':
      return node.html.trim() ? <RichHtml html={node.html} sanitized /> : null;
    case 'products':
      return (
        <ContentTypeChunk>
          <LazyProducts node={node} />
        </ContentTypeChunk>
      );
    case 'video':
      return (
        <ContentTypeChunk>
          <LazyVideoContent node={node} />
        </ContentTypeChunk>
      );
    case 'map':
      return (
        <ContentTypeChunk>
          <LazyMapPanel node={node} />
        </ContentTypeChunk>
      );
    case 'tabs':
      return (
        <ContentTypeChunk>
          <LazyTabs node={node} />
        </ContentTypeChunk>
      );
    case 'tab-item':
      return (
        <ContentTypeChunk>
          <LazyTabItemContent node={node} />
        </ContentTypeChunk>
      );
    case 'banner':
    case 'slide':
      return <Poster node={node} />;
    case 'slider':
      return <Slider node={node} />;
    case 'raw':
      return <RichHtml html={node.html} sanitized />;
  }
}

export function PbNodeList({ nodes }: { nodes: readonly PbNode[] }) {
  return (
    <>
      {nodes.map((node, i) => (
        <PbNodeView key={i} node={node} />
      ))}
    </>
  );
}
