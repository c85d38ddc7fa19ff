// SkipLink: the first focusable element, hidden until focused, jumping past the header to the main content.
import type { AnchorHTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { skipLink } from './PageShell.css.ts';
import { useAbsoluteUrl } from '../Link/urlBase.ts';

export interface SkipLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** id of the element to jump to (the main region) */
  targetId: string;
  /** the link text, e.g. "Skip to content" */
  children: string;
}

/** The first focusable element: hidden until focused, it jumps past the header to the main content. */
export function SkipLink({ targetId, className, children, ...rest }: SkipLinkProps) {
  const absolute = useAbsoluteUrl();
  return (
    <a {...rest} href={absolute(`#${targetId}`)} className={cx(skipLink, className)}>
      {children}
    </a>
  );
}
