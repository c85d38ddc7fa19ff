// Keys (§2.9 key blocks, §3.6, §4.2, §4.10): my keys and the key detail pages (delete, new secret, activity).

import { q, qa, tag, text, textOrNull, attr } from '../dom.ts';
import { dateOf, hrefOf, safe, type X } from '../ctx.ts';
import { findCall } from '../literals.ts';
import { scriptTexts } from '../frame.ts';
import { limitsOf, pagination } from '../tables.ts';
import { formContent, formOf, message, prose } from './common.ts';
import type { AccountKeysContent, Key, KeyActivityContent, KeyDetail, KeyDetailContent, Plan } from '../types.ts';

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
