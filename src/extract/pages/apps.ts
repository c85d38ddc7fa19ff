// Applications (§2.9 application blocks, §3.7, §4.3, §4.9): my apps, view keys, the add-APIs and delete pages.
// Keys are in keys.ts; tables and page-info pagination in ../tables.ts.

import { q, qa, tag, text } from '../dom.ts';
import { dateOf, hrefOf, safe, type X } from '../ctx.ts';
import { cellText, cells, pagination, rowsOf } from '../tables.ts';
import { formContent, prose } from './common.ts';
import type { AccountAppsContent, ApiKeyPair, AppSummary, AppSummaryFormContent, Application, ServerDate, ViewKeysContent } from '../types.ts';

// moved to ../tables.ts; re-exported for existing imports
export { limitsOf, parsePageInfo, tableOf } from '../tables.ts';

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
