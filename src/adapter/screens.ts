// Screen props per content type: PageData content × labels × settings → ScreenPropsMap[K].
// Rules used throughout (documented in docs/adapter.md):
//  - heading: the label heading (labels.<type>.heading) when not empty, else the server heading;
//  - message pages: a non-empty label `main` replaces the server body; server lists stay;
//  - form pages: the label `main` is an intro above the server form;
//  - per-item labels ('Get a Key for {{plan}}', 'Read more: {{title}}') are expanded per item here.
// This module holds the shared helpers and the builders of the common pages (prose, message and form pages);
// the other content groups' builders are in builders/<group>.ts (loaded per page by the deploy bundle, see
// lazy.ts), and builders/all.ts is the full table adapt() uses. A group is the content type's extractor
// group (src/extract/content.ts), so a page's extractors and builders come together.
import type { ContentMap, ContentType, FormContent, MessageContent, PageData, PaginationData, ServerDate } from '../extract/types.ts';
import type { Settings } from '../config/settings.ts';
import type { Labels } from '../labels/en.ts';
import { expandRich, expandText, type PlaceholderValues } from './labels.ts';
import { LOGOUT_FORM_ID } from './layout.ts';
import { buildPasswordPolicy } from './password.ts';
import type { ConfirmModel, DateModel, FormScreen, LinkModel, MessageScreen, NamedPaths, PaginationModel, ScreenPropsMap } from './types.ts';
import { pathOf, queryParam, withQuery } from './urls.ts';

/** Spec §9: blog excerpts are 250 characters. */
export const BLOG_EXCERPT_LENGTH = 250;

export interface ScreenInput<K extends ContentType> {
  page: PageData<K>;
  content: ContentMap[K];
  settings: Settings;
  labels: Labels;
  values: PlaceholderValues;
  paths: NamedPaths;
  url: string;
  headingHidden: boolean;
  markdown: boolean;
}

export type LabelGroup = { heading?: string; main?: string } & Record<string, string | undefined>;

// ---------------------------------------------------------------------------------------------
// helpers

export const nonEmpty = (s: string | null | undefined): string | null => (s && s.trim() ? s.trim() : null);

export function t(input: ScreenInput<ContentType>, template: string, local?: PlaceholderValues): string {
  return expandText(template, local ? { ...input.values, ...local } : input.values);
}

export function richLabel(input: ScreenInput<ContentType>, template: string | undefined, local?: PlaceholderValues) {
  return template && template.trim() ? expandRich(template, local ? { ...input.values, ...local } : input.values) : null;
}

export function dateModel(date: ServerDate | null | undefined): DateModel | null {
  if (!date) return null;
  const text = nonEmpty(date.text) ?? nonEmpty(date.value);
  return text ? { value: nonEmpty(date.value), text } : null;
}

export function link(label: string, url: string | null | undefined, extra?: Partial<LinkModel>): LinkModel | null {
  return url && label ? { label, url, ...extra } : null;
}

export function group(labels: Labels, type: ContentType): LabelGroup {
  return (labels as unknown as Record<string, LabelGroup>)[type] ?? {};
}

export function heading(input: ScreenInput<ContentType>, serverHeading: string | null | undefined, local?: PlaceholderValues) {
  const label = group(input.labels, input.page.contentType).heading;
  return {
    heading: nonEmpty(label ? t(input, label, local) : null) ?? nonEmpty(serverHeading),
    headingHidden: input.headingHidden,
  };
}

export function serverLinks(links: { label: string; url: string }[]): LinkModel[] {
  return links.filter((l) => l.label && l.url).map((l) => ({ label: l.label, url: l.url }));
}

/** Visible text of an HTML fragment, for comparisons only (never rendered). */
function roughText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" })[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The server's ul.success / ul.failure lists (never nested), which screens show as notices instead. */
const STATUS_LIST = /<ul\b[^>]*\bclass\s*=\s*(["'])(?:(?!\1)[\s\S])*\b(?:success|failure)\b(?:(?!\1)[\s\S])*\1[^>]*>[\s\S]*?<\/ul\s*>/gi;

/**
 * The server body without the success / error lists the screen shows as notices (`messages`, `errors`);
 * null when nothing else is left (e.g. `<div id="errors"><ul class="failure">…</ul></div>`).
 * Only removes markup; the result is still sanitised by ServerHtml when rendered.
 */
export function serverBody(content: Pick<MessageContent, 'mainHtml' | 'messages' | 'errors'>): { html: string } | null {
  if (!content.mainHtml) return null;
  const listed = (content.messages ?? []).length + (content.errors ?? []).length > 0;
  const html = listed ? content.mainHtml.replace(STATUS_LIST, '') : content.mainHtml;
  if (!roughText(html) && !/<(img|table|form|iframe|video)\b/i.test(html)) return null;
  return { html: listed ? html.trim() : html };
}

/** The value of the class attribute in an opening tag, split into tokens. */
function classTokens(openTag: string): string[] {
  const m = /\bclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(openTag);
  return (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').split(/\s+/).filter(Boolean);
}

/**
 * A key page's server body without what the key screens render from `detail` themselves: the key block
 * (`div.key`, nested divs included) and the API heading before it. What is left is the server's own
 * message (e.g. "Store this secret now."); null when nothing is. Only removes markup (still sanitised).
 */
export function withoutKeyBlock(body: { html: string } | null): { html: string } | null {
  if (!body) return null;
  const html = body.html;
  const open = /<div\b[^>]*>/gi;
  let start = -1;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    if (classTokens(m[0]).includes('key')) { start = m.index; open.lastIndex = m.index + m[0].length; break; }
  }
  if (start < 0) return body;
  const tags = /<div\b[^>]*>|<\/div\s*>/gi;
  tags.lastIndex = open.lastIndex;
  let depth = 1;
  let end = html.length;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0][1] === '/' ? -1 : 1;
    if (depth === 0) { end = m.index + m[0].length; break; }
  }
  let before = html.slice(0, start);
  // the API heading printed right before the key block
  before = before.replace(/<h2\b[^>]*>[\s\S]*?<\/h2\s*>\s*$/i, '');
  const rest = `${before}${html.slice(end)}`.trim();
  if (!roughText(rest) && !/<(img|table|form|iframe|video)\b/i.test(rest)) return null;
  return { html: rest };
}

export function message(input: ScreenInput<ContentType>, content: MessageContent, local?: PlaceholderValues): MessageScreen {
  const intro = richLabel(input, group(input.labels, input.page.contentType).main, local);
  const server = serverBody(content);
  return {
    ...heading(input, content.heading, local),
    body: intro ?? server,
    bodySource: intro ? 'labels' : server ? 'server' : null,
    messages: content.messages ?? [],
    errors: content.errors ?? [],
    links: serverLinks(content.links ?? []),
  };
}

export function form(input: ScreenInput<ContentType>, content: FormContent, local?: PlaceholderValues): FormScreen {
  const intro = richLabel(input, group(input.labels, input.page.contentType).main, local);
  const server = !content.form ? serverBody(content) : null;
  const f = content.form;
  const pc = input.labels.components.passwordChecklist;
  const minLength = input.page.context.minPasswordLength;
  const passwordPolicy = f && f.fields.some((field) => field.role === 'newPassword')
    ? buildPasswordPolicy({
      enabled: input.settings.passwordStrength,
      minLength,
      requirements: f.passwordRequirements,
      texts: { length: t(input, pc.length, { minLength }), digit: t(input, pc.digit), classes: t(input, pc.classes), confirm: t(input, pc.confirm) },
    })
    : null;
  return {
    ...heading(input, content.heading, local),
    body: intro ?? server,
    bodySource: intro ? 'labels' : server ? 'server' : null,
    messages: content.messages ?? [],
    // form-level errors are shown by the form itself (ServerForm), not twice
    errors: (content.errors ?? []).filter((e) => !f?.errors.includes(e)),
    links: serverLinks(content.links ?? []),
    form: f,
    passwordPolicy,
  };
}

export function confirm(input: ScreenInput<ContentType>, g: LabelGroup, keys: { title: string; message: string; confirm: string; cancel: string }, local?: PlaceholderValues): ConfirmModel {
  const c = input.labels.components.confirmDialog;
  return {
    title: t(input, g[keys.title] ?? '', local),
    message: t(input, g[keys.message] ?? '', local),
    confirmLabel: t(input, g[keys.confirm] ?? c.confirm, local),
    cancelLabel: t(input, g[keys.cancel] ?? c.cancel, local),
  };
}

/**
 * Query words (quoted phrases kept together) plus the terms the server marked, de-duplicated
 * case-insensitively. Terms without a letter or digit (`&`, `-`, `*`) are dropped: search ignores them,
 * and highlighting every ampersand of a summary would mislead.
 */
export function searchTerms(query: string, matches: string[]): string[] {
  const words = (query.match(/"[^"]+"|'[^']+'|[^\s"']+/g) ?? []).map((w) => w.replace(/^["']|["']$/g, '').trim());
  const seen = new Set<string>();
  const out: string[] = [];
  for (const term of [...words, ...matches.map((m) => m.trim())]) {
    const key = term.toLowerCase();
    if (term && /[\p{L}\p{N}]/u.test(term) && !seen.has(key)) {
      seen.add(key);
      out.push(term);
    }
  }
  return out;
}

/**
 * Page links for the apps/keys lists (enabled only when the page says so): same path, with `page`,
 * `search` and `showKeys` (kept when the current URL has it). Full page loads (spec §7).
 */
export function paginationModel(input: ScreenInput<ContentType>, data: PaginationData | null, label: string): PaginationModel | null {
  if (!data || !data.enable_portal_pagination || !(data.no_of_pages > 1)) return null;
  const pageCount = Math.floor(data.no_of_pages);
  const currentPage = Math.min(Math.max(1, Math.floor(data.current_page) || 1), pageCount);
  const path = pathOf(input.url);
  const showKeys = queryParam(input.url, 'showKeys');
  const href = (page: number) => withQuery(path, { page, search: data.search || null, showKeys: showKeys === 'true' ? 'true' : null });
  const pl = input.labels.components.pagination;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => ({
    page,
    url: href(page),
    label: t(input, page === currentPage ? pl.currentPage : pl.page, { page }),
    isCurrent: page === currentPage,
  }));
  return {
    label,
    currentPage,
    pageCount,
    pages,
    previous: currentPage > 1 ? { label: t(input, pl.previous), url: href(currentPage - 1), reloadDocument: true } : null,
    next: currentPage < pageCount ? { label: t(input, pl.next), url: href(currentPage + 1), reloadDocument: true } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// builders per content type

export type Builder<K extends ContentType> = (input: ScreenInput<K>) => ScreenPropsMap[K];
export type Builders = { [K in ContentType]: Builder<K> };

const prose = (input: ScreenInput<'page' | 'tos' | 'fourOhFour'>) => {
  const c = input.content;
  const intro = richLabel(input, group(input.labels, input.page.contentType).main);
  const isLabelBody = Boolean(intro);
  return {
    ...heading(input, c.heading),
    body: intro ?? (c.mainHtml ? { html: c.mainHtml } : null),
    markdown: !isLabelBody && input.markdown && input.page.contentType !== 'fourOhFour',
  };
};

/** The common pages: prose, message and form pages (most content types). */
export const commonBuilders = {
  fourOhFour: prose,
  page: prose,
  tos: prose,
  noAccess: (input) => {
    const n = input.labels.noAccess;
    const loggedIn = input.page.context.loggedIn;
    const intro = richLabel(input, n.main);
    return {
      ...heading(input, input.content.heading),
      body: intro ?? (input.content.mainHtml ? { html: input.content.mainHtml } : null),
      markdown: false,
      signin: loggedIn ? null : link(t(input, n.signin), input.paths.signin),
      register: loggedIn ? null : link(t(input, n.register), input.paths.register),
    };
  },
  appRegister: (input) => form(input, input.content),
  appRegisterSuccess: (input) => message(input, input.content),
  appEdit: (input) => form(input, input.content),
  appAddAPIsSuccess: (input) => message(input, input.content),
  appAddAPIsError: (input) => message(input, input.content),
  appError: (input) => message(input, input.content),
  verifyAccount: (input) => message(input, input.content),
  resetPassword: (input) => form(input, input.content),
  resetPasswordSuccess: (input) => message(input, input.content),
  resetPasswordError: (input) => message(input, input.content),
  accountEmail: (input) => form(input, input.content),
  accountEmailSuccess: (input) => message(input, input.content),
  accountPassword: (input) => form(input, input.content),
  accountPasswordSuccess: (input) => message(input, input.content),
  registerResend: (input) => form(input, input.content),
  registerResendSuccess: (input) => message(input, input.content),
  memberRemove: (input) => {
    const m = input.labels.memberRemove;
    return {
      ...form(input, input.content),
      confirm: confirm(input, m, { title: 'popupTitle', message: 'popup', confirm: 'confirm', cancel: 'cancel' }),
      cancel: { label: t(input, m.cancel), url: input.paths.account ?? '/member/edit' },
    };
  },
  memberRemoveSuccess: (input) => message(input, input.content),
  lostPassword: (input) => form(input, input.content),
  lostPasswordReset: (input) => message(input, input.content),
  lostUsername: (input) => form(input, input.content),
  lostUsernameReset: (input) => message(input, input.content),
  showSecret: (input) => message(input, input.content),
  showSecretSuccess: (input) => message(input, input.content),
  showSecretError: (input) => message(input, input.content),
  logout: (input) => message(input, input.content),
  logoutFail: (input) => ({
    ...message(input, input.content),
    retry: { label: t(input, input.labels.logoutFail.retry), url: input.paths.logout ?? '/logout/logout' },
    logoutFormId: input.page.context.loggedIn && input.page.context.logout ? LOGOUT_FORM_ID : null,
  }),
  contact: (input) => form(input, input.content),
  contactSuccess: (input) => message(input, input.content),
} satisfies Partial<Builders>;
