/**
 * Banners and slides (spec section 9: overlay content at most 540 px wide, hover transition
 * 500 ms). Poster appearance centres light text over the image; collage appearances put the
 * text on a panel at the left, centre or right. A link makes the whole banner one link (its
 * button is then part of the link, and links inside its text become plain text).
 */
import { BackgroundLayer } from './BackgroundLayer.tsx';
import { ContentLink } from './ContentLink.tsx';
import { RichHtml } from './RichHtml.tsx';
import { boxStyle, toReactStyle } from './style-fields.ts';
import { usePoster } from './usePoster.ts';
import type { BannerNode, SlideNode } from './types.ts';
import styles from './Poster.module.css';

export function Poster({ node }: { node: BannerNode | SlideNode }) {
  const p = usePoster(node);
  const body = (
    <div className={p.wrapperClass} style={boxStyle(node.wrapperStyle)}>
      <BackgroundLayer background={node.background} fields={node.wrapperStyle} lcp={p.lcp} />
      <div className={p.overlayClass} style={p.overlayStyle}>
        <div className={p.contentClass}>
          {p.contentHtml ? <RichHtml html={p.contentHtml} sanitized className={styles.text} /> : null}
          {p.showButton ? (
            <span className={p.buttonClass} data-button-kind={node.buttonKind}>
              {node.buttonText}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
  return (
    <div
      id={node.id}
      className={p.rootClass}
      style={node.type === 'banner' ? toReactStyle(node.style) : undefined}
      data-appearance={node.appearance}
    >
      {node.link ? (
        <ContentLink href={node.link.href} target={node.link.target} className={styles.link}>
          {body}
        </ContentLink>
      ) : (
        body
      )}
    </div>
  );
}
