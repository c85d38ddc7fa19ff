import { createElement, forwardRef, useMemo, type ElementType, type HTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { prose as proseClass } from './ServerHtml.css.ts';
import { sanitizeHtml, type SanitizeOptions } from './sanitize.ts';
import { trustedHtml } from './trustedTypes.ts';

export interface ServerHtmlProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>, SanitizeOptions {
  /** raw HTML from the server (or an admin template); null/empty renders nothing */
  html: string | null | undefined;
  /** wrapper element (default `div`; e.g. `section`, `article`, `span` for inline snippets) */
  as?: ElementType;
  /** apply the prose look: headings, lists, tables, code, images (default true) */
  prose?: boolean;
}

/**
 * The ONE way server HTML enters the page. It sanitises with the kit's DOMPurify allow-list (see
 * `sanitize.ts`) and renders the result into a wrapper. Nothing else in the kit inserts HTML.
 */
export const ServerHtml = forwardRef<HTMLElement, ServerHtmlProps>(function ServerHtml(
  { html, as = 'div', prose = true, idPrefix, allowForms, className, ...rest },
  ref,
) {
  // DOMPurify's output, signed by the kit's Trusted Types policy where the browser has one. Memoised: the
  // same object on every render, so a re-render never resets the inserted DOM (typed values, focus).
  const safe = useMemo(() => {
    const clean = sanitizeHtml(html, { idPrefix, allowForms });
    return clean ? trustedHtml(clean) : null;
  }, [html, idPrefix, allowForms]);
  if (!safe) return null;
  return createElement(as, {
    ...rest,
    ref,
    className: cx(prose && proseClass, className),
    // The only innerHTML in the kit: its input is the sanitiser's output.
    dangerouslySetInnerHTML: { __html: safe },
  });
});
