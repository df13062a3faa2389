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
import { Block } from './Block.tsx';
import { Products } from './Products.tsx';
import { VideoContent } from './VideoContent.tsx';
import { MapPanel } from './MapPanel.tsx';
import { Tabs, TabItemContent } from './Tabs.tsx';
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
      return <Block node={node} />;
    case 'dynamic_block':
      return node.html.trim() ? <RichHtml html={node.html} sanitized /> : null;
    case 'products':
      return <Products node={node} />;
    case 'video':
      return <VideoContent node={node} />;
    case 'map':
      return <MapPanel node={node} />;
    case 'tabs':
      return <Tabs node={node} />;
    case 'tab-item':
      return <TabItemContent node={node} />;
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
