// Shared helpers of the screen builders (PageData content × labels × settings → ScreenPropsMap[K]).
// Rules used throughout (documented in docs/adapter.md):
//  - headings and messages (pickText): an explicit label override (the effective label differs from the en.ts
//    default: the admin changed it) > the server's own heading / message (when the page has one) > the
//    default label. The spec's fixed error texts (docs/adapter.md › Labels) keep the label heading (`fixed`);
//  - message pages: the server's message body (without the lists the screen shows as notices, and not when
//    it is only links) unless `main` was overridden; the default `main` only when the page has no message;
//  - form pages: the server's content outside the form (intro, plan tables, notes) is kept; the label `main`
//    is the intro when overridden, or when the page has no content of its own;
//  - per-item labels ('Get a Key for {{plan}}', 'Read more: {{title}}') are expanded per item here.
// This module holds the helpers every builder shares; the builders are in builders/<group>.ts, one module per
// content group (src/model/contentTypes.ts), so a page's extractors and builders come together (../lazy.ts),
// and builders/all.ts is the full table adapt() uses.
import type {
  ContentMap,
  ContentType,
  FormContent,
  FormFieldRole,
  MessageContent,
  PageData,
  PaginationData,
  ServerDate,
} from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import type { Labels } from '../../model/labels.ts';
import { hasContent, removeElements, roughText, sameText, saysAlready, textOutsideLinks, type TagInfo } from '../htmlParts.ts';
import { expandRich, expandText, type PlaceholderValues } from '../labels.ts';
import { buildPasswordPolicy } from '../../lib/password.ts';
import type {
  ConfirmModel,
  DateModel,
  FormScreen,
  LinkModel,
  MessageScreen,
  NamedPaths,
  PaginationModel,
  PendingNotice,
  ScreenHeading,
  ScreenPropsMap,
  SuccessNoticeModel,
} from '../../model/screenModel.ts';
import { pathOf, queryParam, withQuery } from '../urls.ts';

/** Blog excerpts are 250 characters (docs/screens-content.md › Blog excerpts). */
export const BLOG_EXCERPT_LENGTH = 250;

export interface ScreenInput<K extends ContentType> {
  page: PageData<K>;
  content: ContentMap[K];
  settings: Settings;
  /** the labels with the overrides merged in */
  labels: Labels;
  /** the default labels (en.ts, or the page's in the deploy bundle: src/labels/defaults.ts): what an override differs from */
  defaults: Labels;
  values: PlaceholderValues;
  paths: NamedPaths;
  url: string;
  /** the current time (AdaptEnv.now): key ages (builders/keys.ts); fixed in stories and tests */
  now: Date;
  /** the runtime's one-shot notice from the previous page (a deletion to confirm), else null */
  notice: PendingNotice | null;
  headingHidden: boolean;
  markdown: boolean;
}

export type LabelGroup = { heading?: string; main?: string } & Record<string, string | undefined>;

// ---------------------------------------------------------------------------------------------
// helpers

export const nonEmpty = (s: string | null | undefined): string | null => (s && s.trim() ? s.trim() : null);

/** A label with the page's placeholder values (and `local` ones) expanded, as plain text. */
export function expandLabel(input: ScreenInput<ContentType>, template: string, local?: PlaceholderValues): string {
  return expandText(template, local ? { ...input.values, ...local } : input.values);
}

export function richLabel(input: ScreenInput<ContentType>, template: string | undefined, local?: PlaceholderValues) {
  return template && template.trim() ? expandRich(template, local ? { ...input.values, ...local } : input.values) : null;
}

export function dateModel(date: ServerDate | null | undefined): DateModel | null {
  if (!date) return null;
  const text = nonEmpty(date.text) ?? nonEmpty(date.value);
  return text ? { dateTime: nonEmpty(date.value), text } : null;
}

export function link(label: string, url: string | null | undefined, extra?: Partial<LinkModel>): LinkModel | null {
  return url && label ? { label, url, ...extra } : null;
}

export function group(labels: Labels, type: ContentType): LabelGroup {
  return (labels as unknown as Record<string, LabelGroup>)[type] ?? {};
}

/**
 * labels.<type>.<key> when the admin changed it (theme.config / portalOptions): the effective label differs
 * from the en.ts default. The string as set (may be '' = "show the server's"); null when not overridden.
 */
export function labelOverride(input: ScreenInput<ContentType>, key: string): string | null {
  const type = input.page.contentType;
  const effective = group(input.labels, type)[key];
  const fallback = group(input.defaults, type)[key];
  return typeof effective === 'string' && effective !== fallback ? effective : null;
}

/**
 * The one precedence rule for a page's own wording: an explicit label override > the server's text > the
 * default label. An override set to '' means "the server's", with no label fallback. `fixed`: the spec's
 * error catalogue — the label (default or override) wins, the server's text only when it is empty.
 */
export function pickText<T>(
  override: T | null | '',
  server: T | null,
  fallback: T | null,
  fixed = false,
): { value: T | null; source: 'labels' | 'server' | null } {
  if (fixed) {
    const label = override !== null && override !== '' ? override : override === '' ? null : fallback;
    if (label !== null) return { value: label, source: 'labels' };
    return { value: server, source: server !== null ? 'server' : null };
  }
  if (override !== null && override !== '') return { value: override, source: 'labels' };
  if (server !== null) return { value: server, source: 'server' };
  if (override === '') return { value: null, source: null };
  return { value: fallback, source: fallback !== null ? 'labels' : null };
}

/**
 * Pages under the account tabs (Keys / Apps / Account). The server gives every one of them the same h1
 * ('My Account'), which says nothing about where the user is: their h1 is the page's own label heading
 * ('My API Keys', 'Change Password' …) and the server's heading, when it says something else, stays as the
 * subtitle above it.
 */
export const SECTION_HEADING_TYPES: ReadonlySet<ContentType> = new Set<ContentType>([
  'accountKeys',
  'accountApps',
  'viewKeys',
  'accountManage',
  'accountEmail',
  'accountEmailSuccess',
  'accountPassword',
  'accountPasswordSuccess',
]);

export function heading(
  input: ScreenInput<ContentType>,
  serverHeading: string | null | undefined,
  local?: PlaceholderValues,
  options: { fixed?: boolean } = {},
): ScreenHeading {
  const type = input.page.contentType;
  const g = group(input.labels, type);
  const override = labelOverride(input, 'heading');
  const expand = (s: string | null | undefined) => nonEmpty(s ? expandLabel(input, s, local) : null);
  const server = nonEmpty(serverHeading);
  const section = SECTION_HEADING_TYPES.has(type);
  const picked = pickText(
    override === null ? null : (expand(override) ?? ''),
    server,
    expand(g.heading),
    options.fixed || section,
  );
  const subtitle =
    section &&
    server &&
    // Stryker disable next-line ConditionalExpression: equivalent — a section page picks as `fixed`: with a server heading the value is the label or that heading, never null
    picked.value !== null &&
    !sameText(server, picked.value)
      ? server
      : null;
  return {
    heading: picked.value,
    headingHidden: input.headingHidden,
    ...(section ? { subtitle } : {}),
  };
}

export function serverLinks(links: { label: string; url: string }[]): LinkModel[] {
  return links.filter((l) => l.label && l.url).map((l) => ({ label: l.label, url: l.url }));
}

/** The server's ul.success / ul.failure lists and #errors, which screens show as notices instead. */
const isStatusList = (tag: TagInfo) =>
  tag.id === 'errors' || (['ul', 'ol', 'div'].includes(tag.name) && tag.classes.some((c) => c === 'success' || c === 'failure'));

/**
 * The server body without the success / error lists the screen shows as notices (`messages`, `errors`);
 * null when nothing else is left (e.g. `<div id="errors"><ul class="failure">…</ul></div>`).
 * Only removes markup; the result is still sanitised by ServerHtml when rendered.
 */
export function serverBody(content: Pick<MessageContent, 'mainHtml' | 'messages' | 'errors'>): { html: string } | null {
  if (!content.mainHtml) return null;
  const listed = (content.messages ?? []).length + (content.errors ?? []).length > 0;
  const html = listed ? removeElements(content.mainHtml, isStatusList).trim() : content.mainHtml;
  return hasContent(html) ? { html } : null;
}

/**
 * The server's message: its body when that says something of its own — not only the links the screen
 * lists anyway (a logout page's "Home" / "Sign in again"). null when the page has no message text.
 */
export function serverMessage(content: Pick<MessageContent, 'mainHtml' | 'messages' | 'errors'>): { html: string } | null {
  const body = serverBody(content);
  if (!body) return null;
  return textOutsideLinks(body.html) || /<(img|table|iframe|video)\b/i.test(body.html) ? body : null;
}

/**
 * A form page's server content outside the form: the intro, plan tables and notes around it — without the
 * form itself (the screen renders it from the model), the status lists and what `without` names (parts
 * the screen renders from its own model: a summary block, terms). null when nothing is left.
 */
export function outsideForm(
  mainHtml: string | null | undefined,
  // Stryker disable next-line ArrowFunction: equivalent — `without` is only read as a condition: undefined and false both keep the element
  without: (tag: TagInfo) => boolean = () => false,
): { html: string } | null {
  if (!mainHtml) return null;
  const html = removeElements(
    mainHtml,
    (tag) => tag.name === 'form' || tag.id === 'passwd_requirements' || isStatusList(tag) || without(tag),
  ).trim();
  return hasContent(html) ? { html } : null;
}

/**
 * Two bodies in one (a label intro and the server's content); only the second when it already says what
 * the first does (the same text, or the same text and more — e.g. the spec's 'Login Failed' sentence
 * followed by the server's "Contact us" link), so no sentence shows twice.
 */
export function joinBodies(first: { html: string } | null, second: { html: string } | null): { html: string } | null {
  if (!first || !second) return first ?? second;
  if (saysAlready(roughText(second.html), roughText(first.html))) return second;
  return { html: `${first.html}\n${second.html}` };
}

/** The value of the class attribute in an opening tag, split into tokens. */
function classTokens(openTag: string): string[] {
  // the class attribute itself, not the end of another name (`data-class`, `aria-class`): after a blank
  const m = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(openTag);
  // Stryker disable next-line StringLiteral,MethodExpression,Regex: equivalent — the tokens are only searched for 'key': the words of a placeholder, and empty tokens (split at single blanks, or kept unfiltered), are never that
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
    if (classTokens(m[0]).includes('key')) {
      start = m.index;
      open.lastIndex = m.index + m[0].length;
      break;
    }
  }
  if (start < 0) return body;
  const tags = /<div\b[^>]*>|<\/div\s*>/gi;
  tags.lastIndex = open.lastIndex;
  let depth = 1;
  let end = html.length;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0][1] === '/' ? -1 : 1;
    if (depth === 0) {
      end = m.index + m[0].length;
      break;
    }
  }
  let before = html.slice(0, start);
  // the API heading printed right before the key block
  before = before.replace(/<h2\b[^>]*>[\s\S]*?<\/h2\s*>\s*$/i, '');
  const rest = `${before}${html.slice(end)}`.trim();
  if (!hasContent(rest) && !/<form\b/i.test(rest)) return null;
  return { html: rest };
}

/**
 * A section page's body without the headings the page already shows (its h1, the server's heading kept as
 * the subtitle, the form's legend): the server prints its own h2 with the page name under 'My Account'.
 * null when only headings are left (e.g. 'Change password' above a success list shown as a notice).
 */
export function withoutRepeatedHeadings(
  body: { html: string } | null,
  shown: readonly (string | null | undefined)[],
): { html: string } | null {
  if (!body) return null;
  const texts = shown.filter((t): t is string => Boolean(t && t.trim()));
  const html = body.html
    .replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi, (whole, _level: string, inner: string) =>
      texts.some((t) => sameText(roughText(inner), t)) ? '' : whole,
    )
    .trim();
  const withoutHeadings = removeElements(html, (tag) => /^h[1-6]$/.test(tag.name));
  return hasContent(withoutHeadings) ? { html } : null;
}

export type BodySource = 'labels' | 'server' | 'both' | null;
/** Takes out of the server's body what a screen renders from its own model (a summary, the key block). */
export type Refine = (body: { html: string } | null) => { html: string } | null;

function sourceOf(body: object | null, label: object | null, server: object | null): BodySource {
  if (!body) return null;
  if (body === label) return 'labels';
  if (body === server) return 'server';
  return 'both';
}

/**
 * A result page's body: an overridden `main` > the server's message > the default `main` (only when the
 * page has no message at all: no body text and no success/error list). `fixed` (the spec's error pages): the label
 * text, followed by the server's message when it says something else.
 */
export function messageBody(
  input: ScreenInput<ContentType>,
  content: MessageContent,
  local?: PlaceholderValues,
  fixed = false,
): { body: { html: string } | null; bodySource: BodySource } {
  const override = labelOverride(input, 'main');
  const label = (s: string | null | undefined) => richLabel(input, s ?? undefined, local);
  const server = serverMessage(content);
  if (fixed) {
    // Stryker disable next-line ConditionalExpression: equivalent — an override is labels.<type>.main itself (labelOverride reads the merged labels), so both sides expand the same string
    const own = override !== null ? label(override) : label(group(input.labels, input.page.contentType).main);
    const body = joinBodies(own, server);
    return { body, bodySource: sourceOf(body, own, server) };
  }
  const listed = (content.messages ?? []).length + (content.errors ?? []).length > 0;
  const picked = pickText(
    override === null ? null : (label(override) ?? ''),
    server,
    listed ? null : label(group(input.labels, input.page.contentType).main),
  );
  return { body: picked.value, bodySource: picked.source };
}

/** On section pages (SECTION_HEADING_TYPES) the body loses the headings the page shows already. */
function sectionBody(
  input: ScreenInput<ContentType>,
  h: ScreenHeading,
  picked: { body: { html: string } | null; bodySource: BodySource },
  legend: string | null,
): { body: { html: string } | null; bodySource: BodySource } {
  if (!SECTION_HEADING_TYPES.has(input.page.contentType) || !picked.body || picked.bodySource === 'labels') return picked;
  const body = withoutRepeatedHeadings(picked.body, [
    h.heading,
    h.subtitle,
    legend,
    group(input.labels, input.page.contentType).heading,
  ]);
  return { body, bodySource: body ? picked.bodySource : null };
}

export function message(
  input: ScreenInput<ContentType>,
  content: MessageContent,
  local?: PlaceholderValues,
  options: { fixed?: boolean } = {},
): MessageScreen {
  const h = heading(input, content.heading, local, options);
  return {
    ...h,
    ...sectionBody(input, h, messageBody(input, content, local, options.fixed), null),
    messages: content.messages ?? [],
    errors: content.errors ?? [],
    // Stryker disable next-line ArrayDeclaration: equivalent — serverLinks drops every entry without a label and a URL, as a string is
    links: serverLinks(content.links ?? []),
  };
}

/**
 * A form page's body: the server's content outside the form is always kept; the label `main` is the intro
 * when overridden (both shown, once when they say the same), else only when the page has no content of its
 * own. Without a form: the server's body as on a result page.
 */
export function formBody(
  input: ScreenInput<ContentType>,
  content: FormContent,
  local?: PlaceholderValues,
  refine: Refine = (b) => b,
): { body: { html: string } | null; bodySource: BodySource } {
  if (!content.form) {
    const m = messageBody(input, content, local);
    if (m.bodySource !== 'server') return m;
    const body = refine(m.body);
    return body ? { body, bodySource: 'server' } : messageBody(input, { ...content, mainHtml: null }, local);
  }
  const override = labelOverride(input, 'main');
  const server = refine(outsideForm(content.mainHtml));
  const intro =
    override !== null
      ? richLabel(input, override, local)
      : server
        ? null
        : richLabel(input, group(input.labels, input.page.contentType).main, local);
  const body = joinBodies(intro, server);
  return { body, bodySource: sourceOf(body, intro, server) };
}

/** The plan checkboxes (`plans[]`) of an app form get their group's question (a fieldset legend). */
function withPlanGroup(input: ScreenInput<ContentType>, f: NonNullable<FormContent['form']>): NonNullable<FormContent['form']> {
  const plans = f.fields.filter((field) => field.name === 'plans[]' && (field.type === 'checkbox' || field.type === 'radio'));
  if (!plans.length) return f;
  const group = expandLabel(input, input.labels.components.serverForm.plansLegend);
  return { ...f, fields: f.fields.map((field) => (plans.includes(field) ? { ...field, group } : field)) };
}

/**
 * The form with its fields of these roles marked required: the spec names the fields some member forms
 * need (lost password: e-mail and username; lost username: e-mail; resend confirmation: both), whether or
 * not the server page marks them.
 */
export function requireRoles(content: FormContent, roles: readonly FormFieldRole[]): FormContent {
  const f = content.form;
  if (!f) return content;
  const fields = f.fields.map((field) =>
    field.role !== null && roles.includes(field.role) && !field.required ? { ...field, required: true } : field,
  );
  return { ...content, form: { ...f, fields } };
}

export function form(
  input: ScreenInput<ContentType>,
  content: FormContent,
  local?: PlaceholderValues,
  refine?: Refine,
): FormScreen {
  const f = content.form;
  const pc = input.labels.components.passwordChecklist;
  const minLength = input.page.context.minPasswordLength;
  const passwordPolicy =
    f && f.fields.some((field) => field.role === 'newPassword')
      ? buildPasswordPolicy({
          enabled: input.settings.passwordStrength,
          minLength,
          requirements: f.passwordRequirements,
          texts: {
            length: expandLabel(input, pc.length, { minLength }),
            digit: expandLabel(input, pc.digit),
            classes: expandLabel(input, pc.classes),
            confirm: expandLabel(input, pc.confirm),
          },
        })
      : null;
  const h = heading(input, content.heading, local);
  return {
    ...h,
    ...sectionBody(input, h, formBody(input, content, local, refine), f?.legend ?? null),
    messages: content.messages ?? [],
    // form-level errors are shown by the form itself (ServerForm), not twice
    errors: (content.errors ?? []).filter((e) => !f?.errors.includes(e)),
    // Stryker disable next-line ArrayDeclaration: equivalent — serverLinks drops every entry without a label and a URL, as a string is
    links: serverLinks(content.links ?? []),
    form: f && withPlanGroup(input, f),
    passwordPolicy,
  };
}

/**
 * The success notice a deletion lands on (the runtime's one-shot notice of `kind`), from the labels
 * `title`, `named` ({{application}}) and `plain`; null on any other page or without a notice.
 */
export function deletionNotice(
  input: ScreenInput<ContentType>,
  kind: PendingNotice['kind'],
  texts: { title: string; named: string; plain: string },
): SuccessNoticeModel | null {
  const notice = input.notice;
  if (!notice || notice.kind !== kind) return null;
  const name = nonEmpty(notice.name);
  return {
    title: expandLabel(input, texts.title),
    message: nonEmpty(name ? expandLabel(input, texts.named, { application: name }) : expandLabel(input, texts.plain)),
  };
}

/**
 * A delete page's body: only what the server says (e.g. 'Deleting the application also deletes its keys.')
 * or an overridden `main`. The default `main` ('Are you sure …?') would ask a second time: the page asks once,
 * with `confirm`.
 */
export function withoutDefaultQuestion<T extends FormScreen>(input: ScreenInput<ContentType>, screen: T): T {
  if (screen.bodySource !== 'labels' || labelOverride(input, 'main') !== null) return screen;
  return { ...screen, body: null, bodySource: null };
}

export function confirm(
  input: ScreenInput<ContentType>,
  g: LabelGroup,
  keys: { title: string; message: string; confirm: string; cancel: string },
  local?: PlaceholderValues,
): ConfirmModel {
  const c = input.labels.components.confirmDialog;
  return {
    title: expandLabel(input, g[keys.title] ?? '', local),
    message: expandLabel(input, g[keys.message] ?? '', local),
    confirmLabel: expandLabel(input, g[keys.confirm] ?? c.confirm, local),
    cancelLabel: expandLabel(input, g[keys.cancel] ?? c.cancel, local),
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
 * `search` and `showKeys` (kept when the current URL has it). Full page loads (docs/runtime.md › Forms).
 */
export function paginationModel(
  input: ScreenInput<ContentType>,
  data: PaginationData | null,
  label: string,
): PaginationModel | null {
  if (!data || !data.enable_portal_pagination || !(data.no_of_pages > 1)) return null;
  const pageCount = Math.floor(data.no_of_pages);
  const currentPage = Math.min(Math.max(1, Math.floor(data.current_page) || 1), pageCount);
  const path = pathOf(input.url);
  const showKeys = queryParam(input.url, 'showKeys');
  const href = (page: number) =>
    withQuery(path, { page, search: data.search || null, showKeys: showKeys === 'true' ? 'true' : null });
  const pl = input.labels.components.pagination;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => ({
    page,
    url: href(page),
    label: expandLabel(input, page === currentPage ? pl.currentPage : pl.page, { page }),
    isCurrent: page === currentPage,
  }));
  return {
    label,
    currentPage,
    pageCount,
    pages,
    previous:
      currentPage > 1 ? { label: expandLabel(input, pl.previous), url: href(currentPage - 1), reloadDocument: true } : null,
    next:
      currentPage < pageCount ? { label: expandLabel(input, pl.next), url: href(currentPage + 1), reloadDocument: true } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// builder types

export type Builder<K extends ContentType> = (input: ScreenInput<K>) => ScreenPropsMap[K];
export type Builders = { [K in ContentType]: Builder<K> };
