// ServerHtml: the one way server HTML enters the page — sanitised (sanitize.ts), links made absolute, signed by
// the Trusted Types policy, rendered into a wrapper.
import { createElement, forwardRef, useEffect, useMemo, useState, type ElementType, type HTMLAttributes } from 'react';
import { useUrlBase } from '../Link/urlBase.ts';
import { cx } from '../private/cx.ts';
import { contentBox, prose as proseClass } from './ServerHtml.css.ts';
import type { SanitizeOptions } from './sanitize.ts';
import { loadSanitizer, sanitizerNow, type Sanitize } from './sanitizer.ts';
import { trustedHtml } from './trustedTypes.ts';

export interface ServerHtmlProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>, Omit<SanitizeOptions, 'baseUrl'> {
  /** raw HTML from the server (or an admin template); null/empty renders nothing */
  html: string | null | undefined;
  /** wrapper element (default `div`; e.g. `section`, `article`, `span` for inline snippets) */
  as?: ElementType;
  /** apply the prose look: headings, lists, tables, code, images (default true) */
  prose?: boolean;
}

/**
 * The ONE way server HTML enters the page. It sanitises with the kit's allow-list (see
 * `sanitize.ts`) and renders the result into a wrapper. Nothing else in the kit inserts HTML.
 */
export const ServerHtml = forwardRef<HTMLElement, ServerHtmlProps>(function ServerHtml(
  { html, as = 'div', prose = true, idPrefix, allowForms, className, ...rest },
  ref,
) {
  // HTML without a '<' is text (entities decode to text): nothing to clean, no sanitiser needed.
  const markup = !!html && html.includes('<');
  // links and form actions in the HTML are made absolute against the shown page (none follows a <base>)
  const baseUrl = useUrlBase();
  // the sanitiser: always ready in tests and Storybook; in the deploy build loaded on demand (sanitizer.lazy.ts)
  const sanitize: Sanitize | null = markup ? sanitizerNow() : null;
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!markup || sanitize) return;
    let live = true;
    loadSanitizer().then(
      () => live && setLoaded((n) => n + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [markup, sanitize]);
  // the sanitiser's output, signed by the kit's Trusted Types policy where the browser has one. Memoised: the
  // same object on every render, so a re-render never resets the inserted DOM (typed values, focus).
  const safe = useMemo(() => {
    if (!html) return null;
    if (!markup) return trustedHtml(html);
    if (!sanitize) return null;
    const clean = sanitize(html, { idPrefix, allowForms, baseUrl });
    return clean ? trustedHtml(clean) : null;
  }, [html, markup, sanitize, idPrefix, allowForms, baseUrl]);
  // Markup while the sanitiser loads: an empty busy wrapper (the renderer waits for it before the page counts
  // as shown). If it cannot load, nothing: unsanitised HTML is never inserted.
  if (markup && !sanitize)
    return failed
      ? null
      : createElement(as, { ...rest, ref, className: cx(contentBox, prose && proseClass, className), 'aria-busy': 'true' });
  if (!safe) return null;
  return createElement(as, {
    ...rest,
    ref,
    className: cx(contentBox, prose && proseClass, className),
    // The only innerHTML in the kit: its input is the sanitiser's output.
    dangerouslySetInnerHTML: { __html: safe },
  });
});
