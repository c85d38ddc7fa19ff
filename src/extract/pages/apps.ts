// Applications: my apps, view keys, the add-APIs and delete pages.
// Keys are in keys.ts; tables and page-info pagination in ../tables.ts.

import { inside, queryOne, queryOneOutside, queryAll, tag, text } from '../dom.ts';
import { dateOf, hrefOf, safe, type ExtractionContext } from '../extractionContext.ts';
import { cellText, cells, pagination, rowsOf } from '../tables.ts';
import { bodies, formOf, message, messageOutside, prose } from './common.ts';
import { mainForm } from '../detect.ts';
import type {
  AccountAppsContent,
  ApiKeyPair,
  AppSummary,
  AppSummaryFormContent,
  AppRegisterSuccessContent,
  Application,
  ServerDate,
  ViewKeysContent,
} from '../../model/pageData.ts';
import type { ExtractorTable } from '../contentExtractor.ts';

// moved to ../tables.ts; re-exported for existing imports
export { limitsOf, parsePageInfo, tableOf } from '../tables.ts';

// ---------------------------------------------------------------------------------------------
// Application blocks

/**
 * What a developer typed into an application block: its name (the heading) and the description and API
 * names (dl, table). Markup there is content: an `a.edit.action` inside an app name is not the
 * block's Edit action, a table in a description is not its API list.
 */
const APP_CONTENT = 'h2, h3, h4, dl, table';

function appRows(block: Element): ApiKeyPair[] {
  const table = queryOneOutside(block, 'table', `.actions, ${APP_CONTENT}`);
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
  // the block's own values: not the dd of a list written into the description
  const dds = queryAll(block, 'dd').filter((d) => !inside(d, block, 'dd'));
  // the second dd holds the date; the first is the developer's description, which may hold any markup
  const dated = (d: Element | undefined) => !!d && !!queryOne(d, 'abbr[title], time');
  return dateOf((dated(dds[1]) ? dds[1] : dds.find((d, i) => i !== 0 && dated(d))) ?? dds[1] ?? null);
}

function appName(context: ExtractionContext, block: Element, n: number): string {
  const name = text(queryOne(block, 'h3') ?? queryOne(block, 'h2, h4'));
  if (!name) context.problems.push({ kind: 'application-unnamed', application: n });
  return name;
}

export function applicationBlocks(context: ExtractionContext): Element[] {
  return queryAll(context.main, '.application').filter((e) => !e.parentElement?.closest('.application'));
}

export function applicationOf(context: ExtractionContext, block: Element, n: number): Application {
  // the block's actions container, else the block outside what the developer typed
  const box = queryOneOutside(block, '.application-actions', APP_CONTENT) ?? queryOneOutside(block, '.actions', APP_CONTENT);
  const action = (cls: string) =>
    box ? (queryOne(box, `a.${cls}`) ?? queryOne(box, `.${cls}`)) : queryOneOutside(block, `a.${cls}, .${cls}`, APP_CONTENT);
  return {
    application: appName(context, block, n),
    created: appCreated(block),
    apis: appRows(block),
    edit: hrefOf(context, action('edit'), 'edit link'),
    delete: hrefOf(context, action('delete-app'), 'delete link'),
    add: hrefOf(context, action('add-key'), 'add link'),
    viewKeys: hrefOf(context, action('view-keys'), 'view-keys link'),
  };
}

export function accountApps(context: ExtractionContext): AccountAppsContent {
  const applications: Application[] = [];
  applicationBlocks(context).forEach((b, i) => {
    const a = safe(context, `application ${i + 1}`, () => applicationOf(context, b, i + 1), null);
    if (a) applications.push(a);
  });
  return {
    ...prose(context),
    applications,
    createApp: hrefOf(
      context,
      queryOneOutside(context.main, 'a.add-app', '.application') ?? queryOneOutside(context.main, '.add-app', '.application'),
      'create-app link',
    ),
    pagination: pagination(context),
  };
}

export function viewKeys(context: ExtractionContext): ViewKeysContent {
  const entries = applicationBlocks(context).flatMap((b, i) =>
    safe(
      context,
      `application ${i + 1}`,
      () => [{ application: appName(context, b, i + 1), created: appCreated(b), apis: appRows(b) }],
      [],
    ),
  );
  return { ...prose(context), entries, pagination: pagination(context) };
}

function summary(context: ExtractionContext): AppSummary | null {
  const b = applicationBlocks(context)[0];
  if (!b) return null;
  const apis = appRows(b);
  return {
    application: text(queryOne(b, 'h3') ?? queryOne(b, 'h2, h4')) || null,
    created: appCreated(b),
    api: apis[0]?.api ?? null,
    key: apis[0]?.key ?? null,
    apis,
  };
}

/**
 * The delete / add-APIs page: its form, messages and links — not a form, `.success` list or link the
 * developer typed into the application's name or description (the block comes before the page's form).
 */
export function appSummaryForm(context: ExtractionContext): AppSummaryFormContent {
  const el =
    queryOneOutside(context.main, '.section-body form', '.application') ??
    queryOneOutside(context.page ?? context.doc, '.section-body form', '.application') ??
    mainForm(context.main, '.application');
  if (!el) context.problems.push({ kind: 'missing', what: 'server form on this page' });
  return {
    ...messageOutside(context, '.application'),
    form: formOf(context, el),
    summary: safe(context, 'application summary', () => summary(context), null),
  };
}

/**
 * 'Application registered': the message, the keys it lists (every `<code>` in the section body, e.g.
 * `<li>Maps API — Basic: <code>k3y…</code></li>`) and the application's name (`<strong>` in the message).
 */
export function appRegisterSuccess(context: ExtractionContext): AppRegisterSuccessContent {
  const scope = bodies(context);
  const within = scope.length
    ? scope
    : context.main
      ? [context.main]
      : // Stryker disable next-line ArrayDeclaration: equivalent — only without #main; queryAll and queryOne yield nothing for a scope that is not a node (their try), as for none
        [];
  const keys = within.flatMap((b) =>
    queryAll(b, 'code')
      .map((code) => {
        const key = text(code);
        const item = code.closest('li');
        const before = item
          ? // Stryker disable next-line MethodExpression: equivalent — text() is trimmed, so the part before the key starts with no space, and the replace strips the trailing ones: trim() changes nothing
            text(item)
              .split(key)[0]!
              .replace(/[\s:–—-]+$/u, '')
              .trim()
          : '';
        return { key, label: before || null };
      })
      .filter((k) => /^\S+$/.test(k.key)),
  );
  const strong = within.map((b) => queryOne(b, 'strong')).find(Boolean);
  return {
    ...message(context),
    application: strong ? text(strong) || null : null,
    keys,
  };
}

// ---------------------------------------------------------------------------------------------
// The group's extractors (contentExtractor.ts)

export const extractors: ExtractorTable<'apps'> = {
  accountApps,
  viewKeys,
  appAddAPIs: appSummaryForm,
  appDelete: appSummaryForm,
  appRegisterSuccess,
};
