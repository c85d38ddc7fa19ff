import { describe, expect, it } from 'vitest';
import { extractPage } from '../../src/extract/index.ts';
import { validatePageData } from '../../src/model/pageData.ts';
import { parseHtml } from './parse.ts';
import { HOST, extract } from './helpers.ts';

describe('extractPage never throws (trap 3)', () => {
  it.each([
    ['an empty document', ''],
    ['plain text', 'hello'],
    ['a page without #page', '<html><body class="page-docs"><div id="main"><h1 class="first">x</h1></div></body></html>'],
    ['a portal page without #main', '<html><body class="page-apps mykeys"><div id="page"></div></body></html>'],
    [
      'duplicate ids',
      '<body class="page-member passwd"><div id="page"><div id="main"></div><div id="main"><form id="f"></form></div></div></body>',
    ],
    [
      'broken nesting',
      '<body class="page-apps mykeys"><div id="page"><div id="main"><div class="key"><dl><dd><table class="key"><tr><td><dd>x</table></div>',
    ],
  ])('%s', (_name, src) => {
    const p = extractPage(parseHtml(src), `${HOST}/x`);
    expect(validatePageData(p)).toEqual([]);
  });

  it('a page without #page is reported as not a portal page', () => {
    const p = extractPage(parseHtml('<html><body class="page-docs"></body></html>'), `${HOST}/docs`);
    expect(p.problems).toContainEqual({ kind: 'not-a-portal-page' });
  });

  it('an invalid page URL falls back to a placeholder origin with a problem', () => {
    const p = extractPage(parseHtml('<div id="page"></div>'), 'not a url');
    expect(p.context.url).toBe('https://portal.invalid/');
    expect(p.problems[0]).toEqual({ kind: 'page-url-invalid', value: 'not a url', fallback: 'https://portal.invalid/' });
    expect(validatePageData(p)).toEqual([]);
  });

  it('survives a document whose every property access throws', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    ) as unknown as Document;
    const p = extractPage(hostile, `${HOST}/x`);
    expect(p.contentType).toBe('fourOhFour');
    expect(p.problems.length).toBeGreaterThan(0);
    expect(validatePageData(p)).toEqual([]);
  });

  it('falls back to a valid content shape when a content extractor fails', () => {
    const doc = parseHtml(
      '<body class="page-apps mykeys"><div id="page"><div id="main"><h1 class="first">Keys</h1><div class="section-body"><h2>P</h2></div></div></div></body>',
    );
    // a DOM that breaks in the middle of extraction: reading the body HTML throws
    Object.defineProperty(doc.querySelector('.section-body')!, 'innerHTML', {
      get() {
        throw new Error('flaky DOM');
      },
    });
    const p = extractPage(doc, `${HOST}/apps/mykeys`);
    expect(p.contentType).toBe('accountKeys');
    expect(p.problems).toContainEqual({ kind: 'content-failed', contentType: 'accountKeys', message: 'flaky DOM' });
    expect(validatePageData(p)).toEqual([]);
    if (p.contentType !== 'accountKeys') throw new Error(p.contentType);
    expect(p.content.plans).toEqual([]);
  });

  it('keeps user-controlled text as text and drops unsafe URLs (trap 6)', () => {
    const p = extract({
      body: 'page-apps myapps',
      main: '<div class="application"><h3>&lt;img src=x onerror=alert(1)&gt; {{labels.x}}</h3><div class="actions"><a class="edit action" href="javascript:alert(1)">E</a></div></div>',
    });
    if (p.contentType !== 'accountApps') throw new Error(p.contentType);
    expect(p.content.applications[0]).toMatchObject({ application: '<img src=x onerror=alert(1)> {{labels.x}}', edit: null });
  });
});
