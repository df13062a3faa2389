/** Headings, text, HTML code, images, buttons and dividers. */
import { BUTTON_MAX_WIDTH_PX } from '../../../shared/constants.ts';
import { ContentLink } from './ContentLink.tsx';
import { PbChildren } from './node-children.tsx';
import { RichHtml } from './RichHtml.tsx';
import { PAGE_BUILDER_MOBILE_MEDIA } from './pb-images.ts';
import { boxStyle, toReactStyle, withoutFields } from './style-fields.ts';
import { useImageContent } from './useImageContent.ts';
import type {
  ButtonItemNode,
  ButtonsNode,
  DividerNode,
  HeadingNode,
  HtmlNode,
  ImageNode,
  TextNode,
} from './types.ts';
import styles from './PageBuilder.module.css';

export function Heading({ node }: { node: HeadingNode }) {
  const Tag = `h${node.level}` as const;
  return (
    <Tag
      id={node.id}
      className={`${styles.heading} ${styles[`h${node.level}`] ?? ''}`}
      style={toReactStyle(node.style)}
      dangerouslySetInnerHTML={{ __html: node.html }}
    />
  );
}

export function TextContent({ node }: { node: TextNode }) {
  return (
    <RichHtml
      id={node.id}
      html={node.html}
      sanitized
      className={styles.text}
      style={toReactStyle(node.style)}
    />
  );
}

export function HtmlContent({ node }: { node: HtmlNode }) {
  return (
    <RichHtml
      id={node.id}
      html={node.html}
      sanitized={node.sanitized}
      className={styles.html}
      style={toReactStyle(node.style)}
    />
  );
}

export function ImageContent({ node }: { node: ImageNode }) {
  const { ref, ...image } = useImageContent(node);
  if (!image.main) return null;
  const picture = (
    <picture ref={ref} className={styles.picture} style={{ aspectRatio: image.aspectRatio }}>
      {image.mobile && image.revealed ? (
        <source media={PAGE_BUILDER_MOBILE_MEDIA} srcSet={image.mobile.srcSet} sizes={image.sizes} />
      ) : null}
      <img
        className={styles.image}
        src={image.revealed ? image.main.src : undefined}
        srcSet={image.revealed ? image.main.srcSet : undefined}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        title={image.title || undefined}
        decoding={image.lcp ? 'sync' : 'async'}
        fetchPriority={image.lcp ? 'high' : undefined}
        style={toReactStyle(withoutFields(node.imageStyle, 'maxWidth', 'height', 'width'))}
      />
    </picture>
  );
  return (
    <figure id={node.id} className={styles.figure} style={toReactStyle(node.style)}>
      {node.link ? (
        <ContentLink href={node.link.href} target={node.link.target} className={styles.imageLink}>
          {picture}
        </ContentLink>
      ) : (
        picture
      )}
      {node.caption ? <figcaption className={styles.caption}>{node.caption}</figcaption> : null}
    </figure>
  );
}

const JUSTIFY: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

export function Buttons({ node }: { node: ButtonsNode }) {
  const classes = [
    styles.buttons,
    node.appearance === 'stacked' ? styles.buttonsStacked : '',
    node.sameWidth ? styles.buttonsSameWidth : '',
  ];
  return (
    <div
      id={node.id}
      className={classes.join(' ')}
      style={boxStyle(node.style, {
        '--pb-justify': JUSTIFY[node.style.textAlign ?? 'left'] ?? 'flex-start',
      })}
    >
      <PbChildren nodes={node.children} />
    </div>
  );
}

const BUTTON_CLASS = {
  primary: styles.buttonPrimary,
  secondary: styles.buttonSecondary,
  link: styles.buttonLink,
} as const;

export function ButtonItem({ node }: { node: ButtonItemNode }) {
  if (!node.text) return null;
  const style = toReactStyle(withoutFields(node.linkStyle, 'textAlign'), {
    maxWidth: `${BUTTON_MAX_WIDTH_PX}px`,
  });
  const className = BUTTON_CLASS[node.kind];
  return (
    <div id={node.id} className={styles.buttonItem}>
      {node.link ? (
        <ContentLink href={node.link.href} target={node.link.target} className={className} style={style}>
          <span>{node.text}</span>
        </ContentLink>
      ) : (
        <span className={className} style={style}>
          {node.text}
        </span>
      )}
    </div>
  );
}

export function Divider({ node }: { node: DividerNode }) {
  const line = node.lineStyle;
  return (
    <div id={node.id} className={styles.divider} style={toReactStyle(node.style)}>
      <hr
        className={styles.line}
        style={toReactStyle(
          {},
          { width: line.width, borderTopWidth: line.borderWidth, borderTopColor: line.borderColor },
        )}
      />
    </div>
  );
}
