// Keys and applications (§2.9 key/application blocks, §3.6, §3.7, §4.2, §4.3, §4.9, §4.10).

import { attr, itemTexts, kids, q, qa, tag, text, textOrNull } from '../dom.ts';
import { dateOf, hrefOf, safe, type X } from '../ctx.ts';
import { findCall } from '../literals.ts';
import { scriptTexts } from '../frame.ts';
import { formContent, formOf, message, prose } from './common.ts';
import type {
  AccountAppsContent, AccountKeysContent, ApiKeyPair, AppSummary, AppSummaryFormContent, Application, Key, KeyActivityContent,
  KeyDetail, KeyDetailContent, LimitRow, PaginationData, Plan, ServerDate, TableData, ViewKeysContent,
} from '../types.ts';

// ---------------------------------------------------------------------------------------------
// Tables

/** Text of a cell; list items inside it are joined with ", ". */
function cellText(td: Element): string {
  const items = qa(td, 'li');
  return items.length ? itemTexts(td).join(', ') : text(td);
}

function rowsOf(table: Element): Element[] {
  return qa(table, 'tr').filter((tr) => tr.closest('table') === table);
}

function cells(tr: Element): Element[] {
  return kids(tr, 'TD', 'TH');
}

/** table.key → label/value rows (first cell = label, the rest joined = value; header rows skipped). */
export function limitsOf(table: Element | null): LimitRow[] {
  if (!table) return [];
  const out: LimitRow[] = [];
  for (const [i, tr] of rowsOf(table).entries()) {
    const c = cells(tr);
    if (!c.length || tr.closest('thead') || (i === 0 && c.length > 1 && c.every((td) => tag(td) === 'TH'))) continue;
    const label = cellText(c[0]!);
    const value = c.slice(1).map(cellText).filter(Boolean).join(' ');
    if (label || value) out.push({ label, value });
  }
  return out;
}

/** A content table as data: caption, header (thead, or a first row of th), rows of cell texts. */
export function tableOf(table: Element | null): TableData | null {
  if (!table) return null;
  const rows = rowsOf(table);
  let head: string[] | null = null;
  const first = rows[0];
  if (first && (first.closest('thead') || cells(first).every((c) => tag(c) === 'TH'))) {
    head = cells(first).map(cellText);
    rows.shift();
  }
  return { caption: textOrNull(q(table, 'caption')), head, rows: rows.map((r) => cells(r).map(cellText)).filter((r) => r.length) };
}

// ---------------------------------------------------------------------------------------------
// Key blocks

/** Key blocks: elements with class `key` holding a dl (never table.key). */
export function keyBlocks(scope: Element | null): Element[] {
  return qa(scope, '.key').filter((e) => tag(e) !== 'TABLE' && q(e, 'dd'));
}

const HINTS: [keyof Omit<Key, 'limits' | 'report' | 'delete' | 'created'> | 'created', RegExp][] = [
  ['secret', /secret/i],
  ['status', /status|state/i],
  ['created', /creat|regist|issued|date/i],
  ['application', /app/i],
  ['key', /key/i],
];

/** The dd values of a key block by role: 5 dd → app, key, secret, status, created; 4 → no secret. */
export function keyOf(x: X, block: Element, n: number): Key {
  const dl = q(block, 'dl');
  const dds = qa(dl ?? block, 'dd').filter((d) => d.closest('.key') === block);
  const byRole: Partial<Record<string, Element>> = {};
  if (dds.length === 5 || dds.length === 4) {
    const roles = dds.length === 5 ? ['application', 'key', 'secret', 'status', 'created'] : ['application', 'key', 'status', 'created'];
    roles.forEach((r, i) => (byRole[r] = dds[i]));
  } else {
    x.problems.push(`key ${n}: ${dds.length} dd values (expected 4 or 5); roles taken from the dt texts`);
    for (const dd of dds) {
      let dt = dd.previousElementSibling;
      while (dt && tag(dt) !== 'DT') dt = dt.previousElementSibling;
      const hint = text(dt);
      const role = HINTS.find(([r, re]) => !byRole[r] && re.test(hint))?.[0];
      if (role) byRole[role] = dd;
    }
    if (!byRole.created) byRole.created = dds.find((d) => q(d, 'abbr, time'));
  }
  const v = (r: string) => textOrNull(byRole[r]);
  const actions = q(block, '.key-actions') ?? block;
  return {
    application: v('application'),
    key: v('key'),
    secret: dds.length === 5 ? v('secret') : dds.length === 4 ? null : v('secret'),
    status: v('status'),
    created: dateOf(byRole.created),
    limits: limitsOf(q(block, 'table.key') ?? keyTableAfter(block)),
    report: hrefOf(x, q(actions, 'a.view-report') ?? q(actions, '.view-report'), 'report link'),
    delete: hrefOf(x, q(actions, 'a.delete') ?? q(actions, '.delete'), 'delete link'),
  };
}

/** A table.key that directly follows the key block (variant: limits outside the block). */
function keyTableAfter(block: Element): Element | null {
  const next = block.nextElementSibling;
  return next && tag(next) === 'TABLE' && next.classList.contains('key') ? next : null;
}

// ---------------------------------------------------------------------------------------------
// Page-info pagination (§4.9): "ENABLED-PAGES-CURRENT-SEARCH"

export function parsePageInfo(raw: string): PaginationData | null {
  const m = /^(true|false|1|0)-(\d+)-(\d+)(?:-([\s\S]*))?$/i.exec(raw.trim());
  if (!m) return null;
  const pages = parseInt(m[2]!, 10);
  const current = parseInt(m[3]!, 10);
  if (!(pages >= 1) || !(current >= 1)) return null;
  return {
    enable_portal_pagination: /^(true|1)$/i.test(m[1]!),
    no_of_pages: pages,
    current_page: current,
    search: m[4] ?? '',
  };
}

function pagination(x: X): PaginationData | null {
  const el = q(x.main, '.page-info');
  if (!el) return null;
  const p = parsePageInfo(el.textContent ?? '');
  if (!p) x.problems.push('page-info text is not ENABLED-PAGES-CURRENT-SEARCH; pagination off');
  return p;
}

// ---------------------------------------------------------------------------------------------
// accountKeys

/** h2 elements that are not plan headings. */
const NOT_PLAN = '.key, .section-menu, .navigation, .actions, #sub';

export function accountKeys(x: X): AccountKeysContent {
  const plans: Plan[] = [];
  let current: Plan | null = null;
  let n = 0;
  // plan headings are h2 (inside or outside the section bodies); a portal that uses h3 instead is read the same way
  const level = qa(x.main, 'h2').some((h) => !h.closest(NOT_PLAN)) ? 'H2' : 'H3';
  for (const el of qa(x.main, `${level.toLowerCase()}, .key`)) {
    if (tag(el) === level) {
      if (el.closest(NOT_PLAN)) continue;
      current = { name: text(el) || null, keys: [], emptyMessage: null };
      plans.push(current);
      safe(x, 'plan message', () => (current!.emptyMessage = planMessage(el)), null);
    } else if (tag(el) !== 'TABLE' && q(el, 'dd') && !el.parentElement?.closest('.key')) {
      if (!current) {
        current = { name: null, keys: [], emptyMessage: null };
        plans.push(current);
      }
      const key = safe(x, `key ${++n}`, () => keyOf(x, el, n), null);
      if (key) current.keys.push(key);
    }
  }
  for (const p of plans) if (p.keys.length) p.emptyMessage = null;
  const show = q(x.main, 'a.show-keys') ?? q(x.main, '.show-keys');
  const hide = q(x.main, 'a.hide-keys') ?? q(x.main, '.hide-keys');
  return {
    ...prose(x),
    plans,
    newKey: hrefOf(x, q(x.main, 'a.new-key') ?? q(x.main, '.new-key'), 'new-key link'),
    showShowKeys: !!show,
    showHideKeys: !!hide,
    showKeysUrl: hrefOf(x, show),
    hideKeysUrl: hrefOf(x, hide),
    pagination: pagination(x),
  };
}

/** Text between a plan heading and the next heading/key block (the server's "no keys" message). */
function planMessage(h2: Element): string | null {
  const parts: string[] = [];
  for (let s = h2.nextElementSibling; s; s = s.nextElementSibling) {
    if (tag(s) === tag(h2) || (s.classList.contains('key') && tag(s) !== 'TABLE') || q(s, `.key, ${tag(h2)}`)) break;
    if (s.matches('.actions, .page-info, .new-key, script, form') || q(s, '.new-key')) continue;
    const t = text(s);
    if (t) parts.push(t);
  }
  return parts.join(' ') || null;
}

// ---------------------------------------------------------------------------------------------
// Application blocks

function appRows(block: Element): ApiKeyPair[] {
  const table = qa(block, 'table').find((t) => !t.closest('.actions')) ?? null;
  if (!table) return [];
  const out: ApiKeyPair[] = [];
  for (const tr of rowsOf(table)) {
    const c = cells(tr);
    if (tr.closest('thead') || !c.length || c.every((td) => tag(td) === 'TH')) continue;
    const api = cellText(c[0]!);
    if (!api) continue;
    out.push({ api, key: c[1] ? cellText(c[1]) || null : null });
  }
  return out;
}

function appCreated(block: Element): ServerDate | null {
  const dds = qa(block, 'dd');
  return dateOf(dds.find((d) => q(d, 'abbr[title], time')) ?? dds[1] ?? null);
}

function appName(x: X, block: Element, n: number): string {
  const name = text(q(block, 'h3') ?? q(block, 'h2, h4'));
  if (!name) x.problems.push(`application ${n}: no name (h3)`);
  return name;
}

export function applicationBlocks(x: X): Element[] {
  return qa(x.main, '.application').filter((e) => !e.parentElement?.closest('.application'));
}

export function applicationOf(x: X, block: Element, n: number): Application {
  return {
    application: appName(x, block, n),
    created: appCreated(block),
    apis: appRows(block),
    edit: hrefOf(x, q(block, 'a.edit') ?? q(block, '.edit'), 'edit link'),
    delete: hrefOf(x, q(block, 'a.delete-app') ?? q(block, '.delete-app'), 'delete link'),
    add: hrefOf(x, q(block, 'a.add-key') ?? q(block, '.add-key'), 'add link'),
    viewKeys: hrefOf(x, q(block, 'a.view-keys') ?? q(block, '.view-keys'), 'view-keys link'),
  };
}

export function accountApps(x: X): AccountAppsContent {
  const applications: Application[] = [];
  applicationBlocks(x).forEach((b, i) => {
    const a = safe(x, `application ${i + 1}`, () => applicationOf(x, b, i + 1), null);
    if (a) applications.push(a);
  });
  return {
    ...prose(x),
    applications,
    createApp: hrefOf(x, q(x.main, 'a.add-app') ?? q(x.main, '.add-app'), 'create-app link'),
    pagination: pagination(x),
  };
}

export function viewKeys(x: X): ViewKeysContent {
  const entries = applicationBlocks(x).flatMap((b, i) =>
    safe(x, `application ${i + 1}`, () => [{ application: appName(x, b, i + 1), created: appCreated(b), apis: appRows(b) }], []),
  );
  return { ...prose(x), entries, pagination: pagination(x) };
}

function summary(x: X): AppSummary | null {
  const b = applicationBlocks(x)[0];
  if (!b) return null;
  const apis = appRows(b);
  return {
    application: text(q(b, 'h3') ?? q(b, 'h2, h4')) || null,
    created: appCreated(b),
    api: apis[0]?.api ?? null,
    key: apis[0]?.key ?? null,
    apis,
  };
}

export function appSummaryForm(x: X): AppSummaryFormContent {
  return { ...formContent(x, '.section-body form'), summary: safe(x, 'application summary', () => summary(x), null) };
}

// ---------------------------------------------------------------------------------------------
// Key detail pages

function keyDetail(x: X): KeyDetail | null {
  const block = keyBlocks(x.main)[0];
  // the API heading: the first h2 before the key block (or, without one, such an h3)
  const before = (h: Element) => !h.closest(NOT_PLAN) && !!block && (h.compareDocumentPosition(block) & 4) !== 0;
  const h2 = qa(x.main, 'h2').find(before) ?? qa(x.main, 'h3').find(before);
  if (!block) {
    x.problems.push('no key block (div.key)');
    return null;
  }
  const k = keyOf(x, block, 1);
  return {
    api: textOrNull(h2),
    application: k.application,
    key: k.key,
    secret: k.secret,
    status: k.status,
    created: k.created,
    limits: k.limits.length ? k.limits : limitsOf(q(x.main, 'table.key')),
  };
}

export function keyDetailPage(x: X): KeyDetailContent {
  return { ...formContent(x), detail: safe(x, 'key detail', () => keyDetail(x), null) };
}

export function keySecret(x: X): KeyDetailContent {
  const form = q(x.main, 'form');
  return { ...message(x), form: formOf(x, form), detail: safe(x, 'key detail', () => keyDetail(x), null) };
}

export function keyActivity(x: X): KeyActivityContent {
  const selector = x.doc.getElementById('date_selector');
  const selectorForm = selector && tag(selector) === 'FORM' ? selector : q(selector, 'form');
  const call = safe(x, 'initCharts', () => findCall(scriptTexts(x), 'initCharts'), null);
  if (call && call.args === null) x.problems.push('initCharts: arguments are not all literals');
  return {
    ...message(x),
    form: null,
    detail: safe(x, 'key detail', () => keyDetail(x), null),
    dateSelectorHtml: selector ? selector.innerHTML.trim() || null : null,
    dateSelector: formOf(x, selectorForm),
    init: call ? { call: call.call, args: call.args } : null,
    chartIds: qa(x.main, '.chart[id]').map((c) => attr(c, 'id')!).filter(Boolean),
  };
}
