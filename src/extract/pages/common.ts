// Building blocks shared by the per-type extractors: heading, body HTML, message lists, main form.

import { detachedCopy, html, itemTexts, queryOne, queryAll, textWithout, topLevel } from '../dom.ts';
import { isControl, linksIn, safe, type ExtractionContext } from '../extractionContext.ts';
import { extractForm } from '../forms.ts';
import { mainForm } from '../detect.ts';
import type { FormContent, FormModel, Link, MessageContent, Prose } from '../../model/pageData.ts';
import type { ExtractorTable } from '../contentExtractor.ts';

const NOT_BODY = '.section-meta, .section-menu, #header-edit, .page-info';

export function headingEl(context: ExtractionContext): Element | null {
  return queryOne(context.main, 'h1.first') ?? queryOne(context.main, 'h1');
}

/** #main h1.first text without an inner a.edit; null (and a problem) when absent. */
export function heading(context: ExtractionContext): string | null {
  const h = headingEl(context);
  if (!h) {
    context.problems.push({ kind: 'missing', what: '#main h1.first' });
    return null;
  }
  return textWithout(h, 'a.edit, #header-edit') || null;
}

/** The section bodies of #main (top level only). */
export function bodies(context: ExtractionContext): Element[] {
  return topLevel(context.main, '.section-body');
}

/** Raw HTML of #main .section-body (all top-level ones), else #main without heading and editor chrome. */
export function mainHtml(context: ExtractionContext): string | null {
  const b = bodies(context);
  if (b.length) return b.map(html).filter(Boolean).join('\n') || null;
  if (!context.main) return null;
  const c = detachedCopy(context.main);
  const h = queryOne(c, 'h1.first') ?? queryOne(c, 'h1');
  h?.remove();
  for (const r of queryAll(c, NOT_BODY)) r.remove();
  return html(c);
}

export function prose(context: ExtractionContext): Prose {
  return { heading: heading(context), mainHtml: mainHtml(context) };
}

/** Texts of success lists in a scope. */
export function successes(scope: Element | null): string[] {
  return topLevel(scope, '.success')
    .filter((e) => !isControl(e))
    .flatMap(itemTexts);
}

/** Texts of failure lists and #errors in #main (each container once). */
export function failures(context: ExtractionContext): string[] {
  const all = topLevel(context.main, '.failure, #errors').filter((e) => !isControl(e));
  return Array.from(new Set(all.flatMap(itemTexts)));
}

/** Links the server offers in #main (not the account navigation, editor menus or the heading), in order. */
export function messageLinks(context: ExtractionContext): Link[] {
  return linksIn(context, context.main, '.section-menu, .navigation, .section-meta, .breadcrumbs, h1');
}

export function message(context: ExtractionContext): MessageContent {
  let h = headingEl(context) ? heading(context) : null;
  if (!h) {
    // result pages such as "E-mail Sent" may carry only an h2
    h = textWithout(queryOne(context.main, 'h2'), 'a.edit') || null;
    if (!h) context.problems.push({ kind: 'missing', what: '#main h1.first' });
  }
  return {
    heading: h,
    mainHtml: mainHtml(context),
    messages: successes(context.main),
    errors: failures(context),
    links: messageLinks(context),
  };
}

/** The page's form: the first match of `selectors`, else the main form of #main. */
export function pickForm(context: ExtractionContext, ...selectors: string[]): Element | null {
  for (const s of selectors) {
    const f = queryOne(context.main, s) ?? queryOne(context.page ?? context.doc, s);
    if (f) return f;
  }
  return mainForm(context.main);
}

export function formOf(context: ExtractionContext, el: Element | null): FormModel | null {
  return el ? safe(context, 'form', () => extractForm(context, el), null) : null;
}

export function formContent(context: ExtractionContext, ...selectors: string[]): FormContent {
  const el = pickForm(context, ...selectors);
  if (!el) context.problems.push({ kind: 'missing', what: 'server form on this page' });
  return { ...message(context), form: formOf(context, el) };
}

// ---------------------------------------------------------------------------------------------
// The group's extractors (contentExtractor.ts)

/** A form page's content: the main form (first selector that matches, else the main form of #main). */
const formPage =
  (...selectors: string[]) =>
  (context: ExtractionContext) =>
    formContent(context, ...selectors);

/** The common pages: prose, message and form pages (most content types). */
export const extractors: ExtractorTable<'common'> = {
  fourOhFour: prose,
  noAccess: prose,
  page: prose,
  tos: prose,
  appRegister: formPage('form#application-edit'),
  appEdit: formPage('form#application-edit'),
  appAddAPIsSuccess: message,
  appAddAPIsError: message,
  appError: message,
  verifyAccount: message,
  resetPassword: formPage('#myaccount form'),
  resetPasswordSuccess: message,
  resetPasswordError: message,
  accountEmail: formPage('#myaccount form'),
  accountEmailSuccess: message,
  accountPassword: formPage('#myaccount form'),
  accountPasswordSuccess: message,
  registerResend: formPage('form#resend-confirmation'),
  registerResendSuccess: message,
  memberRemove: formPage(),
  memberRemoveSuccess: message,
  lostPassword: formPage('#lost form'),
  lostPasswordReset: message,
  lostUsername: formPage('#lost form'),
  lostUsernameReset: message,
  showSecret: message,
  showSecretSuccess: message,
  showSecretError: message,
  logout: message,
  logoutFail: message,
  contact: formPage(),
  contactSuccess: message,
};
