// Interactive docs (§3.3 ioDocs): heading, intro, API picker, endpoint lists and their schemas.
// Schemas are located by the 'apiSchemas', marker and bracket matching, then JSON.parse — a failure
// affects that one API only.

import { attr, html, kids, q, qa, tag, text, textOrNull } from '../dom.ts';
import { safe, type X } from '../ctx.ts';
import { extractForm } from '../forms.ts';
import { trustedScripts } from '../frame.ts';
import { sliceBalanced } from '../literals.ts';
import { prose } from './common.ts';
import type { IoDocsApi, IoDocsContent, IoDocsEndpoint, IoDocsMethod, IoDocsParameter } from '../types.ts';

const METHODS = ['get', 'post', 'put', 'delete', 'patch', 'options', 'head'];

function paramName(name: string | null): string | null {
  if (!name) return null;
  return /\[([^\]]+)\]$/.exec(name)?.[1] ?? name;
}

function parameterOf(tr: Element): IoDocsParameter | null {
  const tds = kids(tr, 'TD', 'TH');
  if (!tds.length || tds.every((c) => tag(c) === 'TH')) return null;
  const control = q(tr, 'input, select, textarea');
  const name = text(q(tr, '.name')) || paramName(attr(control, 'name')) || text(tds[0]);
  if (!name) return null;
  const isSelect = control && tag(control) === 'SELECT';
  const options = isSelect ? qa(control, 'option').map((o) => attr(o, 'value') ?? text(o)).filter(Boolean) : [];
  const selected = isSelect ? (q(control, 'option[selected]') ?? null) : null;
  const value = isSelect ? (selected ? (attr(selected, 'value') ?? text(selected)) : '') : tag(control ?? tr) === 'TEXTAREA' ? (control!.textContent ?? '') : (attr(control, 'value') ?? '');
  const last = tds.length > 2 ? tds[tds.length - 1]! : null;
  return {
    name,
    description: textOrNull(q(tr, '.description')) ?? (last && !q(last, 'input, select, textarea') ? textOrNull(last) : null),
    required: tr.classList.contains('required') || !!control?.hasAttribute('required') || !!control?.classList.contains('require') || !!control?.classList.contains('required'),
    type: textOrNull(q(tr, '.type')),
    defaultValue: value || null,
    options,
    location: textOrNull(q(tr, '.location, .paramType')) ?? attr(tr, 'data-location') ?? null,
  };
}

function methodOf(x: X, m: Element): IoDocsMethod {
  const title = q(m, '.title') ?? m;
  const verb = text(q(title, '.http-method')).toUpperCase() || METHODS.find((v) => m.classList.contains(v))?.toUpperCase() || '';
  const body = q(m, '.requestBodySchemaContainer');
  const form = q(m, 'form');
  return {
    httpMethod: verb,
    name: textOrNull(q(title, '.name')),
    uri: textOrNull(q(title, '.uri') ?? q(m, '.uri')),
    description: textOrNull(q(title, '.description') ?? q(m, '.description')),
    parameters: qa(m, 'table.parameters tr').map(parameterOf).filter((p): p is IoDocsParameter => !!p),
    form: form ? safe(x, 'ioDocs method form', () => extractForm(x, form), null) : null,
    requestBodySchemaId: attr(body, 'data-request-body-schema-id'),
    requestBodyDefault: attr(body, 'data-request-body-default-value'),
  };
}

function endpointOf(x: X, e: Element): IoDocsEndpoint {
  const title = q(e, '.title') ?? q(e, 'h3');
  const methods: IoDocsMethod[] = [];
  qa(e, '.method').forEach((m, i) => safe(x, `ioDocs method ${i + 1}`, () => methods.push(methodOf(x, m)), undefined));
  return { name: textOrNull(q(title, '.name') ?? title), methods };
}

/** Every `'apiSchemas', {…}` in the page's scripts, keyed by the `$("#ID")` before it (or the enclosing list id). */
function schemas(x: X): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of trustedScripts(x)) {
    const src = s.textContent ?? '';
    const marker = /(['"])apiSchemas\1\s*,/g;
    for (let m = marker.exec(src); m; m = marker.exec(src)) {
      const ids = Array.from(src.slice(0, m.index).matchAll(/#([\w:.-]+)\s*["']/g));
      const id = ids[ids.length - 1]?.[1] ?? attr(s.closest('.endpointList'), 'id');
      if (!id) {
        x.problems.push('ioDocs: a schema script names no endpoint list; skipped');
        continue;
      }
      const json = sliceBalanced(src, m.index + m[0].length);
      try {
        if (json === null) throw new Error('no JSON value after the marker');
        Object.defineProperty(out, id, { value: JSON.parse(json), enumerable: true, writable: true, configurable: true });
      } catch {
        x.problems.push(`ioDocs: schema of "${id}" is not valid JSON; skipped`);
      }
    }
  }
  return out;
}

export function ioDocs(x: X): IoDocsContent {
  const base = prose(x);
  const options = qa(x.doc.getElementById('apiId'), 'option')
    .map((o) => ({ value: (attr(o, 'value') ?? '').trim(), label: text(o) }))
    .filter((o) => o.value);
  const lists = qa(x.main, '.endpointList').filter((l) => !l.parentElement?.closest('.endpointList'));
  const apis: IoDocsApi[] = [];
  lists.forEach((list, i) =>
    safe(x, `ioDocs API ${i + 1}`, () => {
      const id = attr(list, 'id') ?? '';
      if (!id) x.problems.push(`ioDocs: endpoint list ${i + 1} has no id`);
      const opt = options.find((o) => o.value === id) ?? options.find((o) => id.endsWith(o.value) && !/\d/.test(id.charAt(id.length - o.value.length - 1)));
      const name = opt?.label ?? (lists.length === 1 ? textOrNull(x.doc.getElementById('apiTitle')) : null);
      const endpoints: IoDocsEndpoint[] = [];
      qa(list, '.endpoint').forEach((e, j) => safe(x, `ioDocs endpoint ${j + 1}`, () => endpoints.push(endpointOf(x, e)), undefined));
      apis.push({ id, name, endpoints });
    }, undefined),
  );
  const creds = q(x.main, '.credentials') ?? x.doc.getElementById('credentials');
  return {
    heading: base.heading ?? textOrNull(q(x.main, 'h1')),
    mainHtml: base.mainHtml,
    introHtml: html(q(x.main, '.introText')),
    apis,
    apiOptions: options,
    schemas: safe(x, 'ioDocs schemas', () => schemas(x), {}),
    credentials: creds ? safe(x, 'ioDocs credentials', () => extractForm(x, creds).fields, []) : [],
  };
}
