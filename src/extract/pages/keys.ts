// Keys: my keys and the key detail pages (delete, new secret, activity).

import { attr, inside, queryAllOutside, queryOne, queryOneOutside, queryAll, tag, text, textOrNull } from '../dom.ts';
import { dateOf, hrefOf, resolveUrl, safe, type ExtractionContext } from '../extractionContext.ts';
import { findCall } from '../literals.ts';
import { scriptTexts } from '../frame.ts';
import { limitsOf, pagination } from '../tables.ts';
import { formOf, messageOutside, prose } from './common.ts';
import { mainForm } from '../detect.ts';
import type {
  AccountKeysContent,
  Key,
  KeyActivityContent,
  KeyDetail,
  KeyDetailContent,
  Link,
  Plan,
  ReportTab,
} from '../../model/pageData.ts';
import type { ExtractorTable } from '../contentExtractor.ts';

// ---------------------------------------------------------------------------------------------
// Key blocks

/**
 * A key block's values (application name, key, secret …): what the developer typed into the application's
 * name is there, so nothing in them is the page's form, date selector, report tabs, charts or limits.
 */
const VALUES = '.key dl';

/** Key blocks: elements with class `key` holding a dl (never table.key). */
export function keyBlocks(scope: Element | null): Element[] {
  return queryAll(scope, '.key').filter((e) => tag(e) !== 'TABLE' && queryOne(e, 'dd'));
}

const HINTS: [keyof Omit<Key, 'limits' | 'report' | 'delete' | 'created'> | 'created', RegExp][] = [
  ['secret', /secret/i],
  ['status', /status|state/i],
  ['created', /creat|regist|issued|date/i],
  ['application', /app/i],
  ['key', /key/i],
];

/** The dd values of a key block by role: 5 dd → app, key, secret, status, created; 4 → no secret. */
export function keyOf(context: ExtractionContext, block: Element, n: number): Key {
  const dl = queryOne(block, 'dl');
  // the block's own values: not a dd of a list written into a value
  const dds = queryAll(dl ?? block, 'dd').filter((d) => d.closest('.key') === block && !inside(d, block, 'dd'));
  const byRole: Partial<Record<string, Element>> = {};
  if (dds.length === 5 || dds.length === 4) {
    const roles =
      dds.length === 5 ? ['application', 'key', 'secret', 'status', 'created'] : ['application', 'key', 'status', 'created'];
    roles.forEach((r, i) => (byRole[r] = dds[i]));
  } else {
    context.problems.push({ kind: 'key-detail-count', key: n, count: dds.length });
    for (const dd of dds) {
      let dt = dd.previousElementSibling;
      while (dt && tag(dt) !== 'DT') dt = dt.previousElementSibling;
      const hint = text(dt);
      const role = HINTS.find(([r, re]) => !byRole[r] && re.test(hint))?.[0];
      if (role) byRole[role] = dd;
    }
    if (!byRole.created) byRole.created = dds.find((d) => queryOne(d, 'abbr, time'));
  }
  const v = (r: string) => textOrNull(byRole[r]);
  // the key's actions container, else the block outside its values (an application name is user content)
  const actions = queryOneOutside(block, '.key-actions', 'dl');
  const action = (sel: string) => (actions ? queryOne(actions, sel) : queryOneOutside(block, sel, 'dl, table'));
  return {
    application: v('application'),
    key: v('key'),
    // a secret is present only when the key has five detail values, else null (whatever a dt says)
    secret: dds.length === 5 ? v('secret') : null,
    status: v('status'),
    created: dateOf(byRole.created),
    limits: limitsOf(queryOneOutside(block, 'table.key', 'dl') ?? keyTableAfter(block)),
    report: hrefOf(context, action('a.view-report') ?? action('.view-report'), 'report link'),
    delete: hrefOf(context, action('a.delete') ?? action('.delete'), 'delete link'),
  };
}

/** A table.key that directly follows the key block (variant: limits outside the block). */
function keyTableAfter(block: Element): Element | null {
  const next = block.nextElementSibling;
  return next && tag(next) === 'TABLE' && next.classList.contains('key') ? next : null;
}

// ---------------------------------------------------------------------------------------------
// accountKeys

/** h2 elements that are not plan headings. */
const NOT_PLAN = '.key, .section-menu, .navigation, .actions, #sub';

export function accountKeys(context: ExtractionContext): AccountKeysContent {
  const plans: Plan[] = [];
  let current: Plan | null = null;
  let n = 0;
  // plan headings are h2 (inside or outside the section bodies); a portal that uses h3 instead is read the same way
  const level = queryAll(context.main, 'h2').some((h) => !h.closest(NOT_PLAN)) ? 'H2' : 'H3';
  // Stryker disable next-line MethodExpression: equivalent — tag names in selectors match case-insensitively in an HTML document ('H2' finds h2)
  for (const el of queryAll(context.main, `${level.toLowerCase()}, .key`)) {
    if (tag(el) === level) {
      if (el.closest(NOT_PLAN)) continue;
      current = { name: text(el) || null, keys: [], emptyMessage: null };
      plans.push(current);
      safe(context, 'plan message', () => (current!.emptyMessage = planMessage(el)), null);
      // Stryker disable next-line OptionalChaining: equivalent — el is a descendant of #main, so it always has a parent element
    } else if (tag(el) !== 'TABLE' && queryOne(el, 'dd') && !el.parentElement?.closest('.key')) {
      if (!current) {
        current = { name: null, keys: [], emptyMessage: null };
        plans.push(current);
      }
      const key = safe(context, `key ${++n}`, () => keyOf(context, el, n), null);
      if (key) current.keys.push(key);
    }
  }
  for (const p of plans) if (p.keys.length) p.emptyMessage = null;
  // page-level links, never one inside a key block (its values are user content)
  const page = (sel: string) => queryOneOutside(context.main, sel, '.key');
  const show = page('a.show-keys') ?? page('.show-keys');
  const hide = page('a.hide-keys') ?? page('.hide-keys');
  const newKey = page('a.new-key') ?? page('.new-key');
  return {
    ...prose(context),
    plans,
    newKey: hrefOf(context, newKey, 'new-key link'),
    showShowKeys: !!show,
    showHideKeys: !!hide,
    showKeysUrl: hrefOf(context, show),
    hideKeysUrl: hrefOf(context, hide),
    actions: otherActions(context, [show, hide, newKey]),
    pagination: pagination(context),
    requestSecrets: hrefOf(
      context,
      page('a.request-secrets') ?? page('a[href*="/member/request-display-key-info"]'),
      'secrets-request link',
    ),
  };
}

/**
 * The page-level action links besides show/hide keys and the new-key link (e.g. 'Display shared secrets'):
 * a screen may regroup them, never lose them. Key blocks' own actions (report, delete) are not page actions.
 * `known`: those links, or the items around them (li.show-keys > a.action is the show-keys link, not another).
 */
function otherActions(context: ExtractionContext, known: (Element | null)[]): Link[] {
  const out: Link[] = [];
  for (const a of queryAll(context.main, '.actions a.action, a.action')) {
    if (known.some((k) => k?.contains(a)) || a.closest('.key, .key-actions, .section-menu, .navigation, .application')) continue;
    // the secrets request has its own action (requestSecrets)
    if (a.matches('.show-keys, .hide-keys, .new-key, .request-secrets, [href*="/member/request-display-key-info"]')) continue;
    const url = hrefOf(context, a);
    const label = text(a);
    if (url && label && !out.some((l) => l.url === url)) out.push({ label, url });
  }
  return out;
}

/** Text between a plan heading and the next heading/key block (the server's "no keys" message). */
function planMessage(h2: Element): string | null {
  const parts: string[] = [];
  for (let s = h2.nextElementSibling; s; s = s.nextElementSibling) {
    if (tag(s) === tag(h2) || (s.classList.contains('key') && tag(s) !== 'TABLE') || queryOne(s, `.key, ${tag(h2)}`)) break;
    if (s.matches('.actions, .page-info, .new-key, script, form') || queryOne(s, '.new-key')) continue;
    const t = text(s);
    if (t) parts.push(t);
  }
  return parts.join(' ') || null;
}

// ---------------------------------------------------------------------------------------------
// Key detail pages

function keyDetail(context: ExtractionContext): KeyDetail | null {
  const block = keyBlocks(context.main)[0];
  // the API heading: the first h2 before the key block (or, without one, such an h3)
  const before = (h: Element) => !h.closest(NOT_PLAN) && !!block && (h.compareDocumentPosition(block) & 4) !== 0;
  const h2 = queryAll(context.main, 'h2').find(before) ?? queryAll(context.main, 'h3').find(before);
  if (!block) {
    context.problems.push({ kind: 'missing', what: 'key block (div.key)' });
    return null;
  }
  const k = keyOf(context, block, 1);
  return {
    api: textOrNull(h2),
    application: k.application,
    key: k.key,
    secret: k.secret,
    status: k.status,
    created: k.created,
    limits: k.limits.length ? k.limits : limitsOf(queryOneOutside(context.main, 'table.key', VALUES)),
  };
}

export function keyDetailPage(context: ExtractionContext): KeyDetailContent {
  const form = mainForm(context.main, VALUES);
  if (!form) context.problems.push({ kind: 'missing', what: 'server form on this page' });
  return {
    ...messageOutside(context, VALUES),
    form: formOf(context, form),
    detail: safe(context, 'key detail', () => keyDetail(context), null),
  };
}

export function keySecret(context: ExtractionContext): KeyDetailContent {
  const form = queryOneOutside(context.main, 'form', VALUES);
  return {
    ...messageOutside(context, VALUES),
    form: formOf(context, form),
    detail: safe(context, 'key detail', () => keyDetail(context), null),
  };
}

/** The report's tab list: `.main ul.nav` (single), else a `ul.nav` next to the report area. */
function reportTabs(context: ExtractionContext): ReportTab[] {
  const list =
    queryOneOutside(context.main, '.main ul.nav', VALUES) ??
    queryAllOutside(context.main, 'ul.nav', VALUES).find((ul) => queryOne(ul.parentElement, '.reports, .report, .chart')) ??
    null;
  const out: ReportTab[] = [];
  for (const a of queryAll(list, 'li > a[href]')) {
    const raw = (
      attr(a, 'href') ??
      // Stryker disable next-line StringLiteral: equivalent — the links are a[href]: the attribute is never missing
      ''
    ).trim();
    const url = resolveUrl(context, raw, 'report tab');
    const label = text(a);
    if (url === null || !label) continue;
    const li = a.parentElement;
    out.push({
      label,
      url,
      fragment: /^#[\w-]+$/.test(raw) ? raw : null,
      // Stryker disable next-line OptionalChaining,BooleanLiteral: equivalent — the links are 'li > a': the parent is always an li
      active: li?.classList.contains('active') ?? false,
      // Stryker disable next-line OptionalChaining,BooleanLiteral: equivalent — the links are 'li > a': the parent is always an li
      option: li?.classList.contains('options') ?? false,
    });
  }
  return out;
}

export function keyActivity(context: ExtractionContext): KeyActivityContent {
  const selector = queryOneOutside(context.doc, '[id="date_selector"]', VALUES);
  const selectorForm = selector && tag(selector) === 'FORM' ? selector : queryOne(selector, 'form');
  const call = safe(context, 'initCharts', () => findCall(scriptTexts(context), 'initCharts'), null);
  if (call && call.args === null) context.problems.push({ kind: 'init-charts-not-literal' });
  return {
    ...messageOutside(context, VALUES),
    form: null,
    detail: safe(context, 'key detail', () => keyDetail(context), null),
    dateSelectorHtml: selector ? selector.innerHTML.trim() || null : null,
    dateSelector: formOf(context, selectorForm),
    init: call ? { call: call.call, args: call.args } : null,
    chartIds: queryAllOutside(context.main, '.chart[id]', VALUES)
      .map((c) => attr(c, 'id')!)
      .filter(Boolean),
    reportTabs: safe(context, 'report tabs', () => reportTabs(context), []),
  };
}

// ---------------------------------------------------------------------------------------------
// The group's extractors (contentExtractor.ts)

export const extractors: ExtractorTable<'keys'> = {
  accountKeys,
  keyDelete: keyDetailPage,
  keyActivity,
  keySecret,
};
