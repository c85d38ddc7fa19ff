// Building blocks shared by the per-type extractors: heading, body HTML, message lists, main form.

import { detachedCopy, html, inside, itemTexts, queryOne, queryAll, tag, text, textWithout, topLevel } from '../dom.ts';
import { isControl, linksIn, safe, type ExtractionContext } from '../extractionContext.ts';
import { extractForm } from '../forms.ts';
import { ownElement, UNTRUSTED } from '../frame.ts';
import { mainForm } from '../detect.ts';
import type { FormContent, FormModel, Link, MessageContent, Prose } from '../../model/pageData.ts';
import type { ExtractorTable } from '../contentExtractor.ts';

const NOT_BODY = '.section-meta, .section-menu, #header-edit, .page-info';

/** The page's own heading in `scope` (#main or a copy of it): never an h1 a user wrote into a comment or post. */
export function headingEl(context: ExtractionContext, scope: Element | null = context.main): Element | null {
  return ownElement(context, scope, 'h1.first') ?? ownElement(context, scope, 'h1');
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

/** The section bodies of #main (top level only) — not one a user wrote into a comment, a result or a profile field. */
export function bodies(context: ExtractionContext): Element[] {
  return topLevel(context.main, '.section-body').filter((b) => !inside(b, context.main, UNTRUSTED));
}

/**
 * Raw HTML of #main .section-body (all top-level ones), else #main without heading and editor chrome.
 * `edit` changes a detached copy first (the page is never touched).
 */
export function mainHtml(context: ExtractionContext, edit?: (copy: Element) => void): string | null {
  const b = bodies(context);
  if (b.length)
    return (
      b
        .map((body) => {
          if (!edit) return html(body);
          const copy = detachedCopy(body);
          edit(copy);
          return html(copy);
        })
        .filter(Boolean)
        .join('\n') || null
    );
  if (!context.main) return null;
  const c = detachedCopy(context.main);
  edit?.(c);
  headingEl(context, c)?.remove();
  for (const r of queryAll(c, NOT_BODY)) r.remove();
  return html(c);
}

export function prose(context: ExtractionContext): Prose {
  return { heading: heading(context), mainHtml: mainHtml(context) };
}

/** Texts of success lists in a scope (not those inside `userContent`). */
export function successes(scope: Element | null, userContent?: string): string[] {
  return topLevel(scope, '.success')
    .filter((e) => !isControl(e) && !(userContent && inside(e, scope, userContent)))
    .flatMap(itemTexts);
}

/** Texts of failure lists and #errors in #main (each container once; not those inside `userContent`). */
export function failures(context: ExtractionContext, userContent?: string): string[] {
  const all = topLevel(context.main, '.failure, #errors').filter(
    (e) => !isControl(e) && !(userContent && inside(e, context.main, userContent)),
  );
  return Array.from(new Set(all.flatMap(itemTexts)));
}

/**
 * Links the server offers in #main (not the account navigation, editor menus or the heading, nor links inside
 * `userContent`), in order.
 */
export function messageLinks(context: ExtractionContext, userContent?: string): Link[] {
  const skip = '.section-menu, .navigation, .section-meta, .breadcrumbs, h1';
  return linksIn(context, context.main, userContent ? `${skip}, ${userContent}` : skip);
}

export function message(context: ExtractionContext): MessageContent {
  return messageOutside(context);
}

/** The page's message: heading, body, success and failure texts, links — those in `userContent` are not the page's. */
export function messageOutside(context: ExtractionContext, userContent?: string): MessageContent {
  let h = headingEl(context) ? heading(context) : null;
  if (!h) {
    // result pages such as "E-mail Sent" may carry only an h2
    h = textWithout(queryOne(context.main, 'h2'), 'a.edit') || null;
    if (!h) context.problems.push({ kind: 'missing', what: '#main h1.first' });
  }
  return {
    heading: h,
    mainHtml: mainHtml(context),
    messages: successes(context.main, userContent),
    errors: failures(context, userContent),
    links: messageLinks(context, userContent),
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

/**
 * Tables written without header cells whose first row names the columns (the register / edit application
 * page's plans table: "API | Plan | Limits"): that row becomes a `<thead>` of `<th scope="col">`, so it is
 * read and drawn as the header (issue 13, break 7). A first row counts as column names only when the table
 * has no `th` and no `thead`, at least two rows, every row as many cells as the first, and every first-row
 * cell is short plain text without a digit — a limits table ("Calls per second | 2") keeps its rows.
 */
export function promoteHeaderRows(root: Element): void {
  for (const table of queryAll(root, 'table')) {
    if (queryOne(table, 'th, thead')) continue;
    const rows = queryAll(table, 'tr').filter((r) => r.closest('table') === table);
    const first = rows[0];
    if (!first || rows.length < 2) continue;
    const cells = Array.from(first.children);
    if (!cells.length || cells.some((c) => tag(c) !== 'TD' || c.children.length > 0)) continue;
    const names = cells.map((c) => text(c));
    if (names.some((n) => !n || n.length > 40 || /\d/.test(n))) continue;
    if (rows.some((r) => r.children.length !== cells.length)) continue;
    const doc = table.ownerDocument;
    const thead = doc.createElement('thead');
    const tr = doc.createElement('tr');
    for (const name of names) {
      const th = doc.createElement('th');
      th.setAttribute('scope', 'col');
      th.textContent = name;
      tr.appendChild(th);
    }
    thead.appendChild(tr);
    first.remove();
    table.insertBefore(thead, table.firstChild);
  }
}

/** The register / edit application form page: the form page, its plans table with a header row. */
const appFormPage = (context: ExtractionContext): FormContent => ({
  ...formContent(context, 'form#application-edit'),
  mainHtml: mainHtml(context, promoteHeaderRows),
});

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
  appRegister: appFormPage,
  appEdit: appFormPage,
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
