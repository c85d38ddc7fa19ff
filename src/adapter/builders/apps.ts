// Screen builders of the apps content group: accountKeys, accountApps, viewKeys, appAddAPIs, appDelete,
// keyDelete, keyActivity, keySecret. Shared helpers and rules: ../screens.ts. The deploy bundle loads this
// module with the group's extractors (one chunk per group: ../lazy.ts, vite.portal.config.ts).
import type {
  AccountAppsContent, AccountKeysContent, ApiKeyPair, AppSummary, ContentType, Key, KeyDetail, LimitRow, PaginationData,
} from '../../extract/types.ts';
import { pathOf, queryParam, withQuery } from '../urls.ts';
import type { AppSummaryModel, KeyDetailModel, KeyFieldLabels, KeyModel, PaginationModel, ScreenPropsMap } from '../types.ts';
import { confirm, dateModel, form, heading, link, nonEmpty, t, withoutKeyBlock, type Builders, type LabelGroup, type ScreenInput } from '../screens.ts';

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
function paginationModel(input: ScreenInput<ContentType>, data: PaginationData | null, label: string): PaginationModel | null {
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


export const appsBuilders = {
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
  appAddAPIs: (input) => {
    const a = input.labels.appAddAPIs;
    return {
      ...form(input, input.content),
      summary: appSummary(input.content.summary),
      subheading: nonEmpty(t(input, a.subheading)),
      fieldLabels: { application: t(input, a.application), created: t(input, a.created), api: t(input, a.api), key: t(input, a.key) },
    };
  },
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
} satisfies Partial<Builders>;
