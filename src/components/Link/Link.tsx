// Link: a plain `<a>` (the runtime intercepts its clicks for in-place loading), with `aria-current`, a safe `rel`
// for new windows and an opt-out of in-place loading.
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { link } from './Link.css.ts';
import { useAbsoluteUrl } from './urlBase.ts';

export type LinkTone = 'brand' | 'neutral' | 'critical' | 'inherit';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  tone?: LinkTone;
  underline?: 'always' | 'hover' | 'none';
  weight?: 'regular' | 'semibold';
  /** marks the link as the current page: `aria-current="page"` plus `currentClassName` */
  isCurrent?: boolean;
  /** class added when `isCurrent` (the portal setting `currentPageClass`, e.g. 'current-page') */
  currentClassName?: string;
  /** opt out of in-place loading: renders `data-full-load` so the runtime lets the browser navigate */
  reloadDocument?: boolean;
  children?: ReactNode;
}

/** Renders `rel` for new-window links so the opened page cannot reach `window.opener`. */
export function safeRel(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}

/**
 * A plain `<a>`: the runtime intercepts clicks for in-place loading, so this stays a real link
 * (middle-click, copy link, no JavaScript all keep working).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    tone,
    underline,
    weight,
    isCurrent = false,
    currentClassName,
    reloadDocument = false,
    className,
    target,
    rel,
    href,
    children,
    ...rest
  },
  ref,
) {
  const absolute = useAbsoluteUrl();
  return (
    <a
      ref={ref}
      {...rest}
      href={absolute(href)}
      target={target}
      rel={safeRel(target, rel)}
      aria-current={isCurrent ? 'page' : rest['aria-current']}
      data-full-load={reloadDocument ? '' : undefined}
      className={cx(link({ tone, underline, weight, current: isCurrent }), isCurrent && currentClassName, className)}
    >
      {children}
    </a>
  );
});
