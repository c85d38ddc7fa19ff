// startPage and finishPage directly: the document that cannot be read, what the detection is given, the
// not-a-portal / missing-#main problems, cutting huge content only in an inert copy, the defaults when a
// frame reader fails, the content fallback when the type's extractor fails, and problems listed once.
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { HOST, doc, html } from '../../test/extract/helpers.ts';
import { parseHtml } from '../../test/extract/parse.ts';
import { detect } from './detect.ts';
import { finishPage, startPage, type PageReaders } from './page.ts';
import type { ExtractionContext } from './extractionContext.ts';
import type { Detection } from '../model/pageData.ts';

const URL_ = `${HOST}/page/Test`;

/** An element or document every read of which fails (a detached or torn-down document). */
const broken = new Proxy(
  {},
  {
    get() {
      throw new Error('detached');
    },
  },
) as unknown as Document & Element;

const prose: PageReaders['prose'] = () => ({ heading: 'Title', mainHtml: '<p>Text</p>' });

describe('startPage', () => {
  it('a clean portal page starts without problems, detected from its URL and status', () => {
    const d = doc({ body: 'page-page' });
    const start = startPage(d, `${HOST}/page/Missing`, { status: 404 });
    expect(start.context.problems).toEqual([]);
    expect(start.context.status).toBe(404);
    expect(start.detection).toEqual(detect(d, { url: `${HOST}/page/Missing`, status: 404 }));
    expect(start.detection.contentType).not.toBe(detect(d, {}).contentType);
  });

  it('a document that cannot be read gives a context on the fallback URL and a read-failed problem', () => {
    const d = {
      get body(): HTMLElement {
        throw new Error('detached');
      },
      getElementById: () => null,
    } as unknown as Document;
    const { context, detection } = startPage(d, URL_, { status: 200 });
    expect(context).toEqual({
      doc: d,
      url: 'https://portal.invalid/',
      base: new URL('https://portal.invalid/'),
      problems: [{ kind: 'read-failed', what: 'document', message: 'detached' }, { kind: 'not-a-portal-page' }],
      body: null,
      classes: new Set(),
      page: null,
      main: null,
      status: 200,
    });
    expect(detection.isPortalPage).toBe(false);
  });

  it('a page without the portal frame is noted as such, and not also as missing #main', () => {
    const { context } = startPage(parseHtml('<!DOCTYPE html><html><body><p>Hello</p></body></html>'), URL_);
    expect(context.problems).toEqual([{ kind: 'not-a-portal-page' }]);
  });

  it('a portal page without #main is noted as missing it', () => {
    const d = doc();
    d.getElementById('main')!.remove();
    expect(startPage(d, URL_).context.problems).toEqual([{ kind: 'missing', what: '#main' }]);
  });

  const HUGE = { main: `<ul>${'<li>item</li>'.repeat(2100)}</ul>` };

  it('huge content is cut in an inert copy, with a content-capped problem', () => {
    const inert = document.implementation.createHTMLDocument('');
    inert.documentElement.innerHTML = html(HUGE).replace('<!DOCTYPE html>', '');
    expect(inert.defaultView).toBeNull();
    const { context } = startPage(inert, URL_);
    expect(context.problems).toEqual([{ kind: 'content-capped', reasons: ['elements'] }]);
    expect(context.main!.querySelectorAll('li').length).toBeLessThan(2100);
  });

  it('a page that still has its window (the live page) is never cut', () => {
    const win = new Window({ url: URL_ });
    win.document.write(html(HUGE));
    const live = win.document as unknown as Document;
    expect(live.defaultView).not.toBeNull();
    const { context } = startPage(live, URL_);
    expect(context.problems).toEqual([]);
    expect(live.querySelectorAll('#main li').length).toBe(2100);
    win.close();
  });
});

describe('finishPage', () => {
  it('frame readers that fail leave defaults and a read-failed problem each', () => {
    const start = startPage(doc(), URL_);
    const context: ExtractionContext = {
      ...start.context,
      doc: broken,
      body: broken,
      page: broken,
      main: broken,
      classes: broken as unknown as Set<string>,
    };
    const p = finishPage({ context, detection: start.detection }, { extract: () => ({ heading: null, mainHtml: null }), prose });
    expect(p.context).toEqual({
      url: `${HOST}/page/Test`,
      area: '',
      title: '',
      pageTitle: null,
      username: null,
      loggedIn: false,
      isAdmin: false,
      dashboard: null,
      logout: null,
      login: null,
      register: null,
      account: null,
      userProfile: null,
      accountSettings: null,
      notifications: true,
      minPasswordLength: 8,
      globals: { noMarkdown: false, noHeading: false },
      home: null,
      logo: null,
      rawUsername: null,
      edit: null,
    });
    expect(p.nav).toEqual({ primary: [], secondary: [], account: [] });
    expect(p.frame).toEqual({ copyrightHtml: null, scripts: [] });
    expect(p.problems).toEqual([
      { kind: 'read-failed', what: 'context', message: 'detached' },
      { kind: 'read-failed', what: 'nav', message: 'detached' },
      { kind: 'read-failed', what: 'frame', message: 'detached' },
    ]);
    expect(p.contentId).toBe('/page/Test');
  });

  it('when the extractor fails, it runs again over an empty #main and the prose is added', () => {
    const start = startPage(doc(), URL_);
    const seen: { main: Element | null; page: Element | null; problems: unknown[]; url: string }[] = [];
    const extract = (c: ExtractionContext, _d: Detection) => {
      seen.push({ main: c.main, page: c.page, problems: [...c.problems], url: c.url });
      if (seen.length === 1) throw new Error('bad table');
      return { items: [] };
    };
    const p = finishPage(start, { extract: extract as unknown as PageReaders['extract'], prose });
    expect(seen[1]).toEqual({ main: null, page: null, problems: [], url: `${HOST}/page/Test` });
    expect(p.content).toEqual({ items: [], heading: 'Title', mainHtml: '<p>Text</p>' });
    expect(p.problems).toEqual([{ kind: 'content-failed', contentType: start.detection.contentType, message: 'bad table' }]);
  });

  it('when the fallback fails too, the content is the prose, or nothing; each failure is noted', () => {
    const start = startPage(doc(), URL_);
    const failing = () => {
      throw new Error('bad table');
    };
    const failingProse = () => {
      throw new Error('bad prose');
    };
    const p = finishPage(start, { extract: failing, prose: failingProse });
    expect(p.content).toEqual({ heading: null, mainHtml: null });
    expect(p.problems).toEqual([
      { kind: 'content-failed', contentType: start.detection.contentType, message: 'bad table' },
      { kind: 'read-failed', what: 'content fallback', message: 'bad prose' },
      { kind: 'read-failed', what: 'content fallback', message: 'bad table' },
    ]);
    const q = finishPage(startPage(doc(), URL_), { extract: failing, prose });
    expect(q.content).toEqual({ heading: 'Title', mainHtml: '<p>Text</p>' });
  });

  it('a problem met by several readers is listed once, in the order first met', () => {
    const start = startPage(doc(), URL_);
    const extract = (c: ExtractionContext) => {
      c.problems.push({ kind: 'missing', what: '.a' }, { kind: 'missing', what: '.b' }, { kind: 'missing', what: '.a' });
      return { heading: null, mainHtml: null };
    };
    const p = finishPage(start, { extract: extract as unknown as PageReaders['extract'], prose });
    expect(p.problems).toEqual([
      { kind: 'missing', what: '.a' },
      { kind: 'missing', what: '.b' },
    ]);
  });
});
