import { useMemo } from 'react';
import { sanitizeHtml } from '../../core/sanitize-html';

export interface RichTextProps {
  /** Markup from the server; it is sanitised here, never trusted. */
  html: string;
  as?: 'div' | 'section' | 'article' | 'span';
  className?: string;
}

/** Server markup rendered through the sanitiser (TrustedHTML where the browser enforces Trusted Types). */
export function RichText({ html, as: Tag = 'div', className }: RichTextProps) {
  // Sanitising is the costly part of rendering rich text, and it reports refused URLs: once per markup.
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
