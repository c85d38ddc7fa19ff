// Screen props per content type: PageData content × labels × settings → ScreenPropsMap[K].
// Rules used throughout (documented in docs/adapter.md):
//  - heading: the label heading (labels.<type>.heading) when not empty, else the server heading;
//  - message pages: a non-empty label `main` replaces the server body; server lists stay;
//  - form pages: the label `main` is an intro above the server form;
//  - per-item labels ('Get a Key for {{plan}}', 'Read more: {{title}}') are expanded per item here.
import type {
  AccountAppsContent, AccountKeysContent, ApiKeyPair, AppSummary, ContentMap, ContentType, FormContent,
  ForumComment, Key, KeyDetail, LimitRow, MessageContent, PageData, PaginationData, ServerDate,
} from '../extract/types.ts';
import type { Settings } from '../config/settings.ts';
import type { Labels } from '../labels/en.ts';
import { expandRich, expandText, textAsRich, type PlaceholderValues } from './labels.ts';
import { LOGOUT_FORM_ID } from './layout.ts';
import { markCurrent, navModel } from './nav.ts';
import { buildPasswordPolicy } from './password.ts';
import { pathOf, queryParam, withQuery } from './urls.ts';
import type {
  AppSummaryModel, CommentModel, ConfirmModel, DateModel, FormScreen, KeyDetailModel, KeyFieldLabels, KeyModel,
  LinkModel, MessageScreen, NamedPaths, PaginationModel, PostModel, ScreenPropsMap, TopicModel,
} from './types.ts';

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

type LabelGroup = { heading?: string; main?: string } & Record<string, string | undefined>;

// ---------------------------------------------------------------------------------------------
// helpers

const nonEmpty = (s: string | null | undefined): string | null => (s && s.trim() ? s.trim() : null);

function t(input: ScreenInput<ContentType>, template: string, local?: PlaceholderValues): string {
  return expandText(template, local ? { ...input.values, ...local } : input.values);
}

function richLabel(input: ScreenInput<ContentType>, template: string | undefined, local?: PlaceholderValues) {
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

function heading(input: ScreenInput<ContentType>, serverHeading: string | null | undefined, local?: PlaceholderValues) {
  const label = group(input.labels, input.page.contentType).heading;
  return {
    heading: nonEmpty(label ? t(input, label, local) : null) ?? nonEmpty(serverHeading),
    headingHidden: input.headingHidden,
  };
}

function serverLinks(links: { label: string; url: string }[]): LinkModel[] {
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

function message(input: ScreenInput<ContentType>, content: MessageContent, local?: PlaceholderValues): MessageScreen {
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

function form(input: ScreenInput<ContentType>, content: FormContent, local?: PlaceholderValues): FormScreen {
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

function confirm(input: ScreenInput<ContentType>, g: LabelGroup, keys: { title: string; message: string; confirm: string; cancel: string }, local?: PlaceholderValues): ConfirmModel {
  const c = input.labels.components.confirmDialog;
  return {
    title: t(input, g[keys.title] ?? '', local),
    message: t(input, g[keys.message] ?? '', local),
    confirmLabel: t(input, g[keys.confirm] ?? c.confirm, local),
    cancelLabel: t(input, g[keys.cancel] ?? c.cancel, local),
  };
}

const apiPairs = (apis: ApiKeyPair[] | null | undefined) =>
  (apis ?? []).filter((a) => a.api).map((a) => ({ api: a.api, key: nonEmpty(a.key) }));

const limits = (rows: LimitRow[] | null | undefined) => (rows ?? []).filter((r) => r.label || r.value);

function keyFieldLabels(input: ScreenInput<ContentType>, g: LabelGroup): KeyFieldLabels {
  const k = input.labels.accountKeys;
  const pick = (name: keyof KeyFieldLabels, fallback: string) => t(input, g[name] ?? fallback);
  return {
    api: pick('api', input.labels.keyDelete.api),
    application: pick('application', k.application),
    key: pick('key', k.key),
    secret: pick('secret', k.secret),
    status: pick('status', k.status),
    created: pick('created', k.created),
    limits: pick('limits', k.limits),
  };
}

function keyDetail(d: KeyDetail | null): KeyDetailModel | null {
  if (!d) return null;
  return {
    api: nonEmpty(d.api), application: nonEmpty(d.application), key: nonEmpty(d.key), secret: nonEmpty(d.secret),
    status: nonEmpty(d.status), created: dateModel(d.created), limits: limits(d.limits),
  };
}

function appSummary(s: AppSummary | null): AppSummaryModel | null {
  if (!s) return null;
  return { application: nonEmpty(s.application), created: dateModel(s.created), api: nonEmpty(s.api), key: nonEmpty(s.key), apis: apiPairs(s.apis) };
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

function comment(input: ScreenInput<ContentType>, c: ForumComment): CommentModel {
  const authorName = nonEmpty(c.author);
  return {
    author: authorName ? link(authorName, c.authorUrl) : null,
    authorName,
    created: dateModel(c.created),
    edited: dateModel(c.edited),
    body: c.bodyHtml ? { html: c.bodyHtml } : null,
  };
}

function post(input: ScreenInput<ContentType>, p: ContentMap['blogAll']['posts'][number], readMore: boolean): PostModel {
  const title = nonEmpty(p.title);
  const authorName = nonEmpty(p.author);
  const b = input.labels.blogAll;
  const bs = input.labels.blogSingle;
  return {
    title,
    url: p.url,
    author: authorName ? link(authorName, p.authorUrl) : null,
    authorName,
    published: dateModel(p.published),
    body: p.contentHtml ? { html: p.contentHtml } : null,
    edit: link(t(input, bs.editPost), p.edit),
    commentCount: nonEmpty(p.commentCount),
    readMore: readMore && p.url
      ? { label: t(input, b.readMore), url: p.url, ariaLabel: title ? t(input, b.readMoreLabel, { title }) : undefined }
      : null,
  };
}

function topics(input: ScreenInput<ContentType>, list: ContentMap['forumTopics']['topics']): TopicModel[] {
  return list.filter((x) => x.title).map((x) => ({
    title: x.title,
    url: x.url,
    commentCount: x.commentCount,
    lastActive: dateModel(x.lastActive),
    edit: link(t(input, input.labels.forumTopics.editTopic), x.edit, { ariaLabel: `${t(input, input.labels.forumTopics.editTopic)}: ${x.title}` }),
  }));
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

function keyModel(input: ScreenInput<ContentType>, key: Key): KeyModel {
  const k = input.labels.accountKeys;
  const who = [nonEmpty(key.application), nonEmpty(key.key)].filter(Boolean).join(' ');
  return {
    application: nonEmpty(key.application),
    key: nonEmpty(key.key),
    secret: nonEmpty(key.secret),
    status: nonEmpty(key.status),
    created: dateModel(key.created),
    limits: limits(key.limits),
    report: link(t(input, k.viewReport), key.report, who ? { ariaLabel: `${t(input, k.viewReport)}: ${who}` } : undefined),
    delete: link(t(input, k.deleteKey), key.delete, who ? { ariaLabel: `${t(input, k.deleteKey)}: ${who}` } : undefined),
  };
}

function accountKeys(input: ScreenInput<'accountKeys'>, c: AccountKeysContent): ScreenPropsMap['accountKeys'] {
  const k = input.labels.accountKeys;
  const plans = c.plans.map((plan) => {
    const name = nonEmpty(plan.name);
    const keys = plan.keys.map((key) => keyModel(input, key));
    return {
      name,
      heading: name ?? t(input, k.otherKeys),
      keys,
      empty: keys.length ? null : nonEmpty(plan.emptyMessage) ?? t(input, k.noPlanKeys),
      getKey: !keys.length && name ? link(t(input, k.getKeyForPlan, { plan: name }), c.newKey) : null,
    };
  });
  return {
    ...heading(input, c.heading),
    plans,
    empty: plans.length ? null : t(input, k.noKeys),
    getKeys: link(t(input, k.getKeys), c.newKey),
    showKeys: c.showShowKeys ? link(t(input, k.showKeys), c.showKeysUrl ?? withQuery(pathOf(input.url), { showKeys: 'true' })) : null,
    hideKeys: c.showHideKeys ? link(t(input, k.hideKeys), c.hideKeysUrl ?? pathOf(input.url)) : null,
    masked: c.showShowKeys,
    pagination: paginationModel(input, c.pagination, t(input, k.paginationLabel)),
    fieldLabels: keyFieldLabels(input, {}),
    viewReportLabel: t(input, k.viewReport),
    deleteKeyLabel: t(input, k.deleteKey),
  };
}

function accountApps(input: ScreenInput<'accountApps'>, c: AccountAppsContent): ScreenPropsMap['accountApps'] {
  const a = input.labels.accountApps;
  const action = (label: string, url: string | null, name: string) => link(t(input, label), url, { ariaLabel: `${t(input, label)}: ${name}` });
  const apps = c.applications.filter((app) => app.application).map((app) => ({
    name: app.application,
    created: dateModel(app.created),
    apis: apiPairs(app.apis),
    edit: action(a.edit, app.edit, app.application),
    delete: action(a.delete, app.delete, app.application),
    addApis: action(a.addApis, app.add, app.application),
    viewKeys: action(a.viewKeys, app.viewKeys, app.application),
  }));
  return {
    ...heading(input, c.heading),
    apps,
    empty: apps.length ? null : t(input, a.noApps),
    createApp: link(t(input, a.createApp), c.createApp),
    pagination: paginationModel(input, c.pagination, t(input, a.paginationLabel)),
    fieldLabels: { created: t(input, a.created), api: t(input, a.api), key: t(input, a.key), noApis: t(input, a.noApis) },
  };
}

// ---------------------------------------------------------------------------------------------
// builders per content type

type Builders = { [K in ContentType]: (input: ScreenInput<K>) => ScreenPropsMap[K] };

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

export const builders: Builders = {
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
  docs: (input) => {
    const c = input.content;
    const d = input.labels.docs;
    const navHeading = t(input, d.subheading);
    return {
      ...heading(input, c.heading),
      body: c.mainHtml ? { html: c.mainHtml } : null,
      markdown: input.markdown,
      nav: navModel(navHeading || nonEmpty(c.secondaryHeading) || '', nonEmpty(navHeading) ?? nonEmpty(c.secondaryHeading),
        markCurrent(c.secondary, input.url, false), input.settings.currentPageClass),
    };
  },
  ioDocs: (input) => {
    const c = input.content;
    return {
      ...heading(input, c.heading),
      intro: richLabel(input, input.labels.ioDocs.main) ?? (c.introHtml ? { html: c.introHtml } : null),
      data: c,
    };
  },

  forumAll: (input) => {
    const c = input.content;
    const f = input.labels.forumAll;
    return {
      ...heading(input, c.heading),
      categories: c.categories.filter((x) => x.title).map((x) => ({
        title: x.title,
        url: x.url,
        description: x.descriptionHtml ? { html: x.descriptionHtml } : null,
        topicCount: x.topicCount,
        commentCount: x.commentCount,
        lastTopic: x.lastTopic ? link(x.lastTopic.label, x.lastTopic.url) : null,
        lastActive: dateModel(x.lastActive),
      })),
      rss: link(t(input, f.rss), c.rss),
      empty: c.categories.length ? null : t(input, f.noCategories),
    };
  },
  forumTopics: (input) => {
    const c = input.content;
    const f = input.labels.forumTopics;
    const list = topics(input, c.topics);
    return {
      ...heading(input, c.heading ?? c.category),
      breadcrumbs: serverLinks(c.breadcrumbs),
      category: nonEmpty(c.category),
      topics: list,
      createTopic: link(t(input, f.newTopic), c.createTopic),
      rss: link(t(input, f.rss), c.rss),
      empty: list.length ? null : nonEmpty(c.emptyMessage) ?? t(input, f.noTopics),
    };
  },
  forumRecent: (input) => {
    const c = input.content;
    const f = input.labels.forumRecent;
    const list = topics(input, c.topics);
    return {
      ...heading(input, c.heading),
      breadcrumbs: serverLinks(c.breadcrumbs),
      category: nonEmpty(c.category),
      topics: list,
      createTopic: link(t(input, input.labels.forumTopics.newTopic), c.createTopic),
      rss: link(t(input, input.labels.forumTopics.rss), c.rss),
      empty: list.length ? null : nonEmpty(c.emptyMessage) ?? t(input, f.noTopics),
    };
  },
  forumAddTopic: (input) => ({
    ...form(input, input.content),
    breadcrumbs: serverLinks(input.content.breadcrumbs),
    category: nonEmpty(input.content.category),
  }),
  forumSingle: (input) => {
    const c = input.content;
    const comments = c.comments.map((x) => comment(input, x));
    return {
      ...heading(input, c.subject ?? c.heading),
      breadcrumbs: serverLinks(c.breadcrumbs),
      comments,
      form: c.form,
      empty: comments.length ? null : t(input, input.labels.forumSingle.noComments),
    };
  },

  blogAll: (input) => {
    const c = input.content;
    const b = input.labels.blogAll;
    const posts = c.posts.filter((p) => p.title || p.contentHtml).map((p) => post(input, p, true));
    return {
      ...heading(input, c.heading),
      posts,
      excerptLength: BLOG_EXCERPT_LENGTH,
      pagination: c.pagination.map((l) => ({ label: l.label, url: l.url, reloadDocument: true })).filter((l) => l.label && l.url),
      paginationLabel: t(input, b.paginationLabel),
      rss: link(t(input, b.rss), c.rss),
      empty: posts.length ? null : t(input, b.noPosts),
      bylineLabels: { postedBy: t(input, b.postedBy), postedOn: t(input, b.postedOn) },
    };
  },
  blogSingle: (input) => {
    const c = input.content;
    const b = input.labels.blogSingle;
    const p = c.post ? post(input, { ...c.post, url: c.post.url ?? pathOf(input.url) }, false) : null;
    return {
      ...heading(input, p?.title ?? c.heading),
      post: p,
      comments: c.comments.map((x) => comment(input, x)),
      bylineLabels: { postedBy: t(input, b.postedBy), postedOn: t(input, b.postedOn) },
      commentsHeading: t(input, b.comments),
    };
  },

  accountKeys: (input) => accountKeys(input, input.content),
  accountApps: (input) => accountApps(input, input.content),
  viewKeys: (input) => {
    const c = input.content;
    const v = input.labels.viewKeys;
    const entries = c.entries.filter((e) => e.application).map((e) => ({ name: e.application, created: dateModel(e.created), apis: apiPairs(e.apis) }));
    return {
      ...heading(input, c.heading),
      entries,
      empty: entries.some((e) => e.apis.length) ? null : t(input, v.noKeys),
      pagination: paginationModel(input, c.pagination, t(input, v.paginationLabel)),
      fieldLabels: { created: t(input, v.created), api: t(input, v.api), key: t(input, v.key) },
    };
  },

  appRegister: (input) => form(input, input.content),
  appRegisterSuccess: (input) => message(input, input.content),
  appEdit: (input) => form(input, input.content),
  appAddAPIs: (input) => {
    const a = input.labels.appAddAPIs;
    return {
      ...form(input, input.content),
      summary: appSummary(input.content.summary),
      subheading: nonEmpty(t(input, a.subheading)),
      fieldLabels: { application: t(input, a.application), created: t(input, a.created), api: t(input, a.api), key: t(input, a.key) },
    };
  },
  appAddAPIsSuccess: (input) => message(input, input.content),
  appAddAPIsError: (input) => message(input, input.content),
  appDelete: (input) => {
    const a = input.labels.appDelete;
    const summary = appSummary(input.content.summary);
    const local = { application: summary?.application ?? '' };
    return {
      ...form(input, input.content, local),
      summary,
      subheading: nonEmpty(t(input, a.subheading)),
      fieldLabels: { application: t(input, a.application), created: t(input, a.created), api: t(input, a.api), key: t(input, a.key) },
      confirm: confirm(input, a, { title: 'confirmTitle', message: 'confirm', confirm: 'confirmButton', cancel: 'cancel' }, local),
    };
  },
  appError: (input) => message(input, input.content),

  keyDelete: (input) => {
    const g = input.labels.keyDelete;
    const detail = keyDetail(input.content.detail);
    const local = { key: detail?.key ?? '', application: detail?.application ?? '' };
    return {
      ...form(input, input.content, local),
      detail,
      subheading: nonEmpty(t(input, g.subheading)),
      fieldLabels: keyFieldLabels(input, g),
      confirm: confirm(input, g, { title: 'confirmTitle', message: 'confirm', confirm: 'confirmButton', cancel: 'cancel' }, local),
    };
  },
  keyActivity: (input) => {
    const c = input.content;
    const detail = keyDetail(c.detail);
    return {
      ...form(input, c),
      detail,
      subheading: detail?.api ?? null,
      fieldLabels: keyFieldLabels(input, input.labels.keyActivity),
      dateSelector: c.dateSelector,
      dateSelectorHtml: !c.dateSelector && c.dateSelectorHtml ? { html: c.dateSelectorHtml } : null,
      init: c.init,
      chartIds: c.chartIds,
    };
  },
  keySecret: (input) => {
    const g = input.labels.keySecret;
    const detail = keyDetail(input.content.detail);
    const base = form(input, input.content);
    // the server body repeats the key block the screen renders from `detail`: keep only its message
    const body = base.bodySource === 'server' ? withoutKeyBlock(base.body) : base.body;
    return {
      ...base,
      body,
      bodySource: body ? base.bodySource : null,
      detail,
      subheading: detail?.api ?? null,
      fieldLabels: keyFieldLabels(input, g),
      keys: { label: t(input, g.backToKeys), url: input.paths.keys ?? '/apps/mykeys' },
    };
  },

  verifyAccount: (input) => message(input, input.content),
  resetPassword: (input) => form(input, input.content),
  resetPasswordSuccess: (input) => message(input, input.content),
  resetPasswordError: (input) => message(input, input.content),
  accountManage: (input) => form(input, input.content),
  accountEmail: (input) => form(input, input.content),
  accountEmailSuccess: (input) => message(input, input.content),
  accountPassword: (input) => form(input, input.content),
  accountPasswordSuccess: (input) => message(input, input.content),

  register: (input) => ({
    ...form(input, input.content),
    terms: input.content.termsHtml ? { html: input.content.termsHtml } : null,
    signin: link(t(input, input.labels.register.signin), input.paths.signin),
  }),
  registerSent: (input) => {
    const c = input.content;
    const r = input.labels.registerSent;
    const email = nonEmpty(c.email);
    const notifications = c.notifications && input.page.context.notifications;
    return {
      ...message(input, c),
      body: null,
      bodySource: null,
      email,
      notifications,
      sent: notifications ? (email ? t(input, r.sent, { email }) : t(input, r.sentNoAddress)) : null,
      instructions: notifications ? t(input, r.instructions) : null,
      resendPrompt: notifications ? t(input, r.resendPrompt) : null,
      resend: notifications ? link(t(input, r.resend), c.resendUrl ?? input.paths.resendConfirmation) : null,
      pending: notifications ? null : t(input, r.pending),
    };
  },
  registerResend: (input) => form(input, input.content),
  registerResendSuccess: (input) => message(input, input.content),
  join: (input) => ({
    ...form(input, input.content),
    terms: input.content.termsHtml ? { html: input.content.termsHtml } : null,
    signin: null,
  }),
  joinSuccess: (input) => message(input, input.content, { username: nonEmpty(input.content.username) ?? input.page.context.username }),
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

  profile: (input) => {
    const c = input.content;
    const p = input.labels.profile;
    const name = nonEmpty(c.name);
    const local = { name: name ?? '' };
    return {
      ...heading(input, name ?? c.heading, local),
      name,
      admin: link(t(input, p.adminProfile, local).trim(), c.admin),
      website: link(c.website ?? '', c.website),
      blog: link(c.blog ?? '', c.blog),
      registered: dateModel(c.registered),
      activity: c.activity && c.activity.rows.length ? c.activity : null,
    };
  },

  signin: (input) => {
    const c = input.content;
    const s = input.labels.signin;
    const base = form(input, c);
    const state = c.state;
    // The server's recovery links are single words inside a sentence ('Forgot your <a>password</a> or
    // <a>username</a>?'); standing alone they get the labels' full wording when their target is known.
    const recoveryLabel = (url: string, label: string) => {
      const path = pathOf(url).replace(/\/+$/, '').toLowerCase();
      if (path.endsWith('/member/lost-username')) return t(input, s.lostUsername);
      if (path.endsWith('/member/lost')) return t(input, s.lostPassword);
      return label;
    };
    const recovery = c.recovery.length
      ? serverLinks(c.recovery).map((l) => ({ ...l, label: recoveryLabel(l.url, l.label) }))
      : [link(t(input, s.lostPassword), input.paths.lostPassword), link(t(input, s.lostUsername), input.paths.lostUsername)].filter((l): l is LinkModel => l !== null);
    const common = {
      state,
      sso: c.sso ? link(nonEmpty(c.sso.label) ?? t(input, s.sso), c.sso.url) : null,
      recovery,
      register: input.page.context.loggedIn ? null : link(t(input, s.register), input.paths.register),
    };
    if (state === 'failed') {
      return {
        ...base,
        ...common,
        heading: nonEmpty(t(input, s.failedHeading)) ?? nonEmpty(c.heading),
        body: textAsRich(t(input, s.failedBody)),
        bodySource: 'labels' as const,
        form: null,
        passwordPolicy: null,
        moved: null,
        retry: link(t(input, s.tryAgain), input.paths.signin),
      };
    }
    if (state === 'moved') {
      return {
        ...base,
        ...common,
        heading: nonEmpty(c.heading) ?? nonEmpty(t(input, s.heading)),
        body: c.mainHtml ? { html: c.mainHtml } : null,
        bodySource: c.mainHtml ? ('server' as const) : null,
        form: null,
        passwordPolicy: null,
        moved: link(t(input, s.movedLink), c.movedTo),
        retry: null,
      };
    }
    return { ...base, ...common, moved: null, retry: null };
  },

  search: (input) => {
    const c = input.content;
    const s = input.labels.search;
    const meta = c.meta;
    const query = meta.query ?? '';
    const state = input.page.state;
    const results = c.results.filter((r) => r.title).map((r) => ({ title: r.title, url: r.url, summary: r.summary }));
    const counts = meta.first !== null && meta.last !== null && meta.total !== null;
    const local = { query, first: meta.first, last: meta.last, total: meta.total };
    return {
      heading: nonEmpty(state === 'blank' || !query ? t(input, s.headingNew) : t(input, s.heading, local)),
      headingHidden: input.headingHidden,
      state,
      form: {
        action: c.action || input.paths.search || '/search',
        fieldName: c.fieldName || 'q',
        query,
        label: t(input, s.label),
        placeholder: t(input, s.placeholder),
        button: t(input, s.button),
      },
      results,
      terms: searchTerms(query, c.results.flatMap((r) => r.matches)),
      meta: state === 'results' && counts ? t(input, s.meta, local) : null,
      first: state === 'results' && meta.first !== null && Number.isFinite(meta.first) && meta.first >= 1 ? Math.floor(meta.first) : null,
      noResults: state === 'noResults' ? t(input, s.noResults, local) : null,
      previous: link(t(input, s.pagePrevious), meta.previous),
      next: link(t(input, s.pageNext), meta.next),
      resultsLabel: t(input, s.resultsLabel),
      paginationLabel: t(input, s.paginationLabel),
    };
  },

  logout: (input) => message(input, input.content),
  logoutFail: (input) => ({
    ...message(input, input.content),
    retry: { label: t(input, input.labels.logoutFail.retry), url: input.paths.logout ?? '/logout/logout' },
    logoutFormId: input.page.context.loggedIn && input.page.context.logout ? LOGOUT_FORM_ID : null,
  }),
  contact: (input) => form(input, input.content),
  contactSuccess: (input) => message(input, input.content),
};
