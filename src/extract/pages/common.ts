// Building blocks shared by the per-type extractors: heading, body HTML, message lists, main form.

import { detachedCopy, html, itemTexts, q, qa, textWithout, topLevel } from '../dom.ts';
import { isControl, linksIn, safe, type X } from '../ctx.ts';
import { extractForm } from '../forms.ts';
import { mainForm } from '../detect.ts';
import type { FormContent, FormModel, Link, MessageContent, Prose } from '../types.ts';

const NOT_BODY = '.section-meta, .section-menu, #header-edit, .page-info';

export function headingEl(x: X): Element | null {
  return q(x.main, 'h1.first') ?? q(x.main, 'h1');
}

/** #main h1.first text without an inner a.edit; null (and a problem) when absent. */
export function heading(x: X): string | null {
  const h = headingEl(x);
  if (!h) {
    x.problems.push('no #main h1.first');
    return null;
  }
  return textWithout(h, 'a.edit, #header-edit') || null;
}

/** The section bodies of #main (top level only). */
export function bodies(x: X): Element[] {
  return topLevel(x.main, '.section-body');
}

/** Raw HTML of #main .section-body (all top-level ones), else #main without heading and editor chrome. */
export function mainHtml(x: X): string | null {
  const b = bodies(x);
  if (b.length) return b.map(html).filter(Boolean).join('\n') || null;
  if (!x.main) return null;
  const c = detachedCopy(x.main);
  const h = q(c, 'h1.first') ?? q(c, 'h1');
  h?.remove();
  for (const r of qa(c, NOT_BODY)) r.remove();
  return html(c);
}

export function prose(x: X): Prose {
  return { heading: heading(x), mainHtml: mainHtml(x) };
}

/** Texts of success lists in a scope. */
export function successes(scope: Element | null): string[] {
  return topLevel(scope, '.success').filter((e) => !isControl(e)).flatMap(itemTexts);
}

/** Texts of failure lists and #errors in #main (each container once). */
export function failures(x: X): string[] {
  const all = topLevel(x.main, '.failure, #errors').filter((e) => !isControl(e));
  return Array.from(new Set(all.flatMap(itemTexts)));
}

/** Links the server offers in #main (not the account navigation, editor menus or the heading), in order. */
export function messageLinks(x: X): Link[] {
  return linksIn(x, x.main, '.section-menu, .navigation, .section-meta, .breadcrumbs, h1');
}

export function message(x: X): MessageContent {
  let h = headingEl(x) ? heading(x) : null;
  if (!h) {
    // result pages such as "E-mail Sent" may carry only an h2
    h = textWithout(q(x.main, 'h2'), 'a.edit') || null;
    if (!h) x.problems.push('no #main h1.first');
  }
  return {
    heading: h,
    mainHtml: mainHtml(x),
    messages: successes(x.main),
    errors: failures(x),
    links: messageLinks(x),
  };
}

/** The page's form: the first match of `selectors`, else the main form of #main. */
export function pickForm(x: X, ...selectors: string[]): Element | null {
  for (const s of selectors) {
    const f = q(x.main, s) ?? q(x.page ?? x.doc, s);
    if (f) return f;
  }
  return mainForm(x.main);
}

export function formOf(x: X, el: Element | null): FormModel | null {
  return el ? safe(x, 'form', () => extractForm(x, el), null) : null;
}

export function formContent(x: X, ...selectors: string[]): FormContent {
  const el = pickForm(x, ...selectors);
  if (!el) x.problems.push('no server form on this page');
  return { ...message(x), form: formOf(x, el) };
}
