// Interactive docs (ioDocs): heading, intro, API picker, endpoint lists and their schemas, and what
// the console needs to speak the portal's own protocol (docs/io-docs.md): each API's credential settings
// from the attributes of its `#api<ID>` element (any tag), its `#apiDescription<ID>` blocks, the
// credentials form's anti-forgery token and the high-security secret switch.
// Schemas are located by the 'apiSchemas', marker and bracket matching, then JSON.parse — a failure
// affects that one API only. Attribute JSON (data-available-keys …) is parsed as data, tolerantly.

import { attr, html, inside, kids, queryAll, queryAllOutside, queryOne, queryOneOutside, tag, text, textOrNull } from '../dom.ts';
import { safe, type ExtractionContext } from '../extractionContext.ts';
import { extractForm } from '../forms.ts';
import { trustedScripts } from '../frame.ts';
import { sliceBalanced } from '../literals.ts';
import { prose } from './common.ts';
import type {
  IoDocsApi,
  IoDocsAuth,
  IoDocsContent,
  IoDocsEndpoint,
  IoDocsKey,
  IoDocsMethod,
  IoDocsParameter,
} from '../../model/pageData.ts';
import type { ExtractorTable } from '../contentExtractor.ts';

const METHODS = ['get', 'post', 'put', 'delete', 'patch', 'options', 'head'];

/**
 * What the API's admins write: an API's description blocks, a method's or a parameter's description, the
 * intro. Markup there is content (shown as written, inside its description), never the page's own parts: a
 * planted `#api<ID>` had become the API's settings (its auth type and "available keys"), an endpoint list a
 * second API with its methods, a form the method's form, a token input the synchronization token.
 */
const CONTENT = '.description, .apiDescription, [id^="apiDescription"], .introText';

/** not inside the admins' content (anywhere up to the document) */
const outsideContent = (el: Element): boolean => !inside(el, null, CONTENT);

/** The page's own element of this id: the first outside the admins' content (compared as text). */
function pageElementById(context: ExtractionContext, id: string): Element | null {
  return queryAll(context.doc, `[id="${id}"]`).find(outsideContent) ?? null;
}

function paramName(name: string | null): string | null {
  if (!name) return null;
  return /\[([^\]]+)\]$/.exec(name)?.[1] ?? name;
}

function parameterOf(tr: Element): IoDocsParameter | null {
  const tds = kids(tr, 'TD', 'TH');
  if (!tds.length || tds.every((c) => tag(c) === 'TH')) return null;
  const control = queryOneOutside(tr, 'input, select, textarea', CONTENT);
  const name = text(queryOneOutside(tr, '.name', CONTENT)) || paramName(attr(control, 'name')) || text(tds[0]);
  if (!name) return null;
  const isSelect = control && tag(control) === 'SELECT';
  const options = isSelect
    ? queryAll(control, 'option')
        .map((o) => attr(o, 'value') ?? text(o))
        .filter(Boolean)
    : [];
  const selected = isSelect ? (queryOne(control, 'option[selected]') ?? null) : null;
  const value = isSelect
    ? selected
      ? (attr(selected, 'value') ?? text(selected))
      : ''
    : tag(control ?? tr) === 'TEXTAREA'
      ? // Stryker disable next-line StringLiteral: equivalent — an element's textContent is never null, so the '' is never used
        (control!.textContent ?? '')
      : (attr(control, 'value') ?? '');
  const last = tds.length > 2 ? tds[tds.length - 1]! : null;
  return {
    name,
    description:
      textOrNull(queryOne(tr, '.description')) ?? (last && !queryOne(last, 'input, select, textarea') ? textOrNull(last) : null),
    required:
      tr.classList.contains('required') ||
      !!control?.hasAttribute('required') ||
      !!control?.classList.contains('require') ||
      !!control?.classList.contains('required'),
    type: textOrNull(queryOneOutside(tr, '.type', CONTENT)),
    defaultValue: value || null,
    options,
    location: textOrNull(queryOneOutside(tr, '.location, .paramType', CONTENT)) ?? attr(tr, 'data-location') ?? null,
    file: !!control && tag(control) === 'INPUT' && (attr(control, 'type') ?? '').toLowerCase() === 'file',
  };
}

const NOT_SENT = new Set(['submit', 'button', 'reset', 'image']);

/** The names of a form's controls a browser would serialise, in document order (each name once). */
function controlOrder(form: Element | null): string[] {
  const out: string[] = [];
  for (const c of queryAllOutside(form, 'input, select, textarea', CONTENT)) {
    const name = attr(c, 'name');
    if (!name || c.hasAttribute('disabled') || out.includes(name)) continue;
    if (tag(c) === 'INPUT' && NOT_SENT.has((attr(c, 'type') ?? '').toLowerCase())) continue;
    out.push(name);
  }
  return out;
}

function methodOf(context: ExtractionContext, m: Element): IoDocsMethod {
  const title = queryOneOutside(m, '.title', CONTENT) ?? m;
  const own = (scope: Element, selector: string) => queryOneOutside(scope, selector, CONTENT);
  const verb =
    text(own(title, '.http-method')).toUpperCase() || METHODS.find((v) => m.classList.contains(v))?.toUpperCase() || '';
  const body = own(m, '.requestBodySchemaContainer');
  const form = own(m, 'form');
  return {
    httpMethod: verb,
    name: textOrNull(own(title, '.name')),
    uri: textOrNull(own(title, '.uri') ?? own(m, '.uri')),
    description: textOrNull(queryOne(title, '.description') ?? queryOne(m, '.description')),
    parameters: queryAllOutside(m, 'table.parameters tr', CONTENT)
      .map(parameterOf)
      .filter((p): p is IoDocsParameter => !!p),
    form: form ? safe(context, 'ioDocs method form', () => extractForm(context, form), null) : null,
    requestBodySchemaId: attr(body, 'data-request-body-schema-id'),
    requestBodyDefault: attr(body, 'data-request-body-default-value'),
    controlOrder: controlOrder(form),
  };
}

function parseJson(value: string | null): unknown {
  if (!value || !value.trim()) return null;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const scalarText = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;

/** A list attribute: a JSON array of strings, else a comma-separated list. */
function listAttr(value: string | null): string[] {
  const json = parseJson(value);
  if (Array.isArray(json)) return json.map(scalarText).filter((v): v is string => !!v);
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** data-available-keys: a JSON array of {key, secret, application}; items without a key are dropped. */
export function availableKeys(value: string | null): IoDocsKey[] | null {
  const json = parseJson(value);
  if (json === null) return [];
  if (!Array.isArray(json)) return null;
  const keys: IoDocsKey[] = [];
  for (const item of json) {
    if (!item || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    const key = scalarText(r.key);
    if (!key) continue;
    keys.push({ key, secret: scalarText(r.secret) || null, application: scalarText(r.application) || null });
  }
  return keys;
}

function authOf(context: ExtractionContext, el: Element, apiId: string): IoDocsAuth {
  const keys = availableKeys(attr(el, 'data-available-keys'));
  if (keys === null) context.problems.push({ kind: 'iodocs-keys-invalid', api: apiId });
  const flag = (name: string, on: string) => (attr(el, name) ?? '').trim().toLowerCase() === on;
  return {
    type: attr(el, 'data-auth-type')?.trim() || null,
    keys: keys ?? [],
    secret: flag('data-secret', '1') || flag('data-secret', 'true'),
    basicAuth: flag('data-basic-auth', 'true') || flag('data-basic-auth', '1'),
    flows: listAttr(attr(el, 'data-auth-flows')),
    autoExchangeAuthCode: flag('data-auto-exchange-auth-code', '1') || flag('data-auto-exchange-auth-code', 'true'),
    wssTokenTypes: listAttr(attr(el, 'data-auth-wss-token-types')),
    wssFields: listAttr(attr(el, 'data-auth-wss-fields')),
  };
}

/** Elements whose id is exactly `id` (a page may repeat an id; compared as text, never put into a selector). */
function byId(context: ExtractionContext, prefix: string, id: string): Element[] {
  return queryAll(context.doc, `[id^="${prefix}"]`).filter((e) => e.id === `${prefix}${id}` && outsideContent(e));
}

function endpointOf(context: ExtractionContext, e: Element): IoDocsEndpoint {
  const title = queryOneOutside(e, '.title', `.method, ${CONTENT}`) ?? queryOneOutside(e, 'h3', CONTENT);
  const methods: IoDocsMethod[] = [];
  queryAllOutside(e, '.method', CONTENT).forEach((m, i) =>
    safe(context, `ioDocs method ${i + 1}`, () => methods.push(methodOf(context, m)), undefined),
  );
  return { name: textOrNull(queryOne(title, '.name') ?? title), methods };
}

/** Every `'apiSchemas', {…}` in the page's scripts, keyed by the `$("#ID")` before it (or the enclosing list id). */
function schemas(context: ExtractionContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of trustedScripts(context)) {
    // Stryker disable next-line StringLiteral: equivalent — a script element's textContent is never null, so the '' is never used
    const src = s.textContent ?? '';
    const marker = /(['"])apiSchemas\1\s*,/g;
    for (let m = marker.exec(src); m; m = marker.exec(src)) {
      const ids = Array.from(src.slice(0, m.index).matchAll(/#([\w:.-]+)\s*["']/g));
      const id = ids[ids.length - 1]?.[1] ?? attr(s.closest('.endpointList'), 'id');
      if (!id) {
        context.problems.push({ kind: 'iodocs-schema-unnamed' });
        continue;
      }
      const json = sliceBalanced(src, m.index + m[0].length);
      try {
        // Stryker disable next-line StringLiteral: equivalent — the message is never read: the catch below reports only the list id
        if (json === null) throw new Error('no JSON value after the marker');
        Object.defineProperty(out, id, { value: JSON.parse(json), enumerable: true, writable: true, configurable: true });
      } catch {
        context.problems.push({ kind: 'iodocs-schema-invalid', list: id });
      }
    }
  }
  return out;
}

export function ioDocs(context: ExtractionContext): IoDocsContent {
  const base = prose(context);
  const picker = pageElementById(context, 'apiId');
  const options = queryAll(picker, 'option')
    .map((o) => ({ value: (attr(o, 'value') ?? '').trim(), label: text(o) }))
    .filter((o) => o.value);
  // Stryker disable next-line OptionalChaining: equivalent — a list found below #main always has a parent element
  const lists = queryAllOutside(context.main, '.endpointList', CONTENT).filter((l) => !l.parentElement?.closest('.endpointList'));
  const apis: IoDocsApi[] = [];
  lists.forEach((list, i) =>
    safe(
      context,
      `ioDocs API ${i + 1}`,
      () => {
        const id = attr(list, 'id') ?? '';
        if (!id) context.problems.push({ kind: 'iodocs-list-unnamed', list: i + 1 });
        const opt =
          options.find((o) => o.value === id) ??
          options.find((o) => id.endsWith(o.value) && !/\d/.test(id.charAt(id.length - o.value.length - 1)));
        const name = opt?.label ?? (lists.length === 1 ? textOrNull(pageElementById(context, 'apiTitle')) : null);
        const apiId = attr(list, 'data-api-id')?.trim() || opt?.value || /(\d+)$/.exec(id)?.[1] || null;
        const endpoints: IoDocsEndpoint[] = [];
        queryAllOutside(list, '.endpoint', CONTENT).forEach((e, j) =>
          safe(context, `ioDocs endpoint ${j + 1}`, () => endpoints.push(endpointOf(context, e)), undefined),
        );
        const settings = apiId ? (byId(context, 'api', apiId)[0] ?? null) : null;
        const descriptions = apiId ? byId(context, 'apiDescription', apiId).map((d) => html(d) ?? '') : [];
        apis.push({
          id,
          apiId,
          name,
          descriptionHtml: descriptions.filter((d) => d.trim()).join('\n') || null,
          auth:
            settings && apiId
              ? safe(context, `ioDocs API ${apiId} settings`, () => authOf(context, settings, apiId), null)
              : null,
          endpoints,
        });
      },
      undefined,
    ),
  );
  const creds = queryOneOutside(context.main, '.credentials', CONTENT) ?? pageElementById(context, 'credentials');
  const tokenInput =
    queryOneOutside(context.doc, 'form#credentials input[name="ajax_synchronization_token"]', CONTENT) ??
    queryOneOutside(context.doc, 'input[name="ajax_synchronization_token"]', CONTENT);
  const highSecurity = queryAllOutside(context.doc, '[name="enable_high_security_secret_management"]', CONTENT).some(
    (e) =>
      (
        attr(e, 'value') ??
        e.textContent ??
        // Stryker disable next-line StringLiteral: equivalent — an element's textContent is never null, so the '' is never used
        ''
      ).trim() !== '',
  );
  const picked = queryOne(picker, 'option[selected]');
  return {
    heading: base.heading ?? textOrNull(queryOne(context.main, 'h1')),
    mainHtml: base.mainHtml,
    introHtml: html(queryOne(context.main, '.introText')),
    apis,
    apiOptions: options,
    schemas: safe(context, 'ioDocs schemas', () => schemas(context), {}),
    credentials: creds ? safe(context, 'ioDocs credentials', () => extractForm(context, creds).fields, []) : [],
    selectedApiId: attr(picked, 'value')?.trim() || null,
    token: tokenInput ? (attr(tokenInput, 'value') ?? '') : null,
    highSecurity,
  };
}

// ---------------------------------------------------------------------------------------------
// The group's extractors (contentExtractor.ts)

export const extractors: ExtractorTable<'iodocs'> = { ioDocs };
