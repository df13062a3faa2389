/**
 * HTML from the server, sanitised (unless the caller passes already-sanitised markup), with
 * root-relative links given the store prefix and internal links routed in the app.
 */
import type { CSSProperties } from 'react';
import { useRichHtml } from './useRichHtml.ts';

export interface RichHtmlProps {
  html: string;
  /** The markup went through sanitizeHtml already (Page Builder parts). */
  sanitized?: boolean;
  className?: string;
  style?: CSSProperties;
  id?: string;
}

export function RichHtml({ html, sanitized = false, className, style, id }: RichHtmlProps) {
  const { markup, onClick } = useRichHtml(html, sanitized);
  if (markup === '') return null;
  return (
    <div
      id={id}
      className={className}
      style={style}
      // Clicks on the links inside are routed here (delegation): the block itself is not interactive.
      role="presentation"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
