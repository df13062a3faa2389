/**
 * A link written in content (Page Builder image, button, banner, slide). Internal links are
 * routed in the app, external ones are ordinary links, a target opens a new tab (spec section 2).
 */
import type { CSSProperties, ReactNode } from 'react';
import { useContentLink } from './useContentLink.ts';

export interface ContentLinkProps {
  href: string;
  target?: string | null;
  className?: string;
  style?: CSSProperties;
  title?: string;
  'aria-label'?: string;
  children: ReactNode;
}

export function ContentLink({ href, target, className, style, title, children, ...aria }: ContentLinkProps) {
  const link = useContentLink(href, target);
  return (
    <a
      href={link.href}
      target={link.newTab ? '_blank' : undefined}
      rel={link.newTab ? 'noopener noreferrer' : undefined}
      className={className}
      style={style}
      title={title || undefined}
      aria-label={aria['aria-label']}
      onClick={link.onClick}
    >
      {children}
    </a>
  );
}
