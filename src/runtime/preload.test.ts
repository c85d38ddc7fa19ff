// runtime/preload.ts: what portal.js and portal-head.js preload (issue 14: one round after the loader).
import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  bodyClassName,
  filesForPage,
  filesForPath,
  modulePreload,
  pageHasCode,
  pageHasMarkup,
  pageNeedsMarkdown,
  whenPageParsed,
  MARKUP_SELECTOR,
  MAIN_MARKUP,
  type PagePreloads,
} from './preload.ts';

const table: PagePreloads = {
  files: ['content.js', 'shared.js', 'account.js', 'markdown.js', 'highlight.js'],
  rules: [
    { classes: ['page-apps', 'tos'], files: [0, 1], markdown: true },
    { classes: ['page-apps'], files: [2, 1] },
    { classes: ['page-docs'], files: [0, 1], markdown: true },
  ],
  fallback: [0, 1],
  markdown: [3, 4],
  code: [4],
};
/** the same table with the sanitiser file, as the build writes it */
const withSanitizer: PagePreloads = { ...table, files: [...table.files, 'sanitizer.js'], sanitizer: [5] };

describe('filesForPage', () => {
  it('picks the first rule whose classes are all on the body', () => {
    expect(filesForPage(table, 'page-apps mykeys', false)).toEqual(['account.js', 'shared.js']);
    expect(filesForPage(table, 'tos  page-apps', false)).toEqual(['content.js', 'shared.js', 'markdown.js', 'highlight.js']);
  });
  it('matches whole tokens only, and falls back when no rule applies', () => {
    expect(filesForPage(table, 'page-apps-x', false)).toEqual(['content.js', 'shared.js']);
    expect(filesForPage(table, '', false)).toEqual(['content.js', 'shared.js']);
  });
  it('adds Markdown for Markdown bodies and the highlighter for code samples, each file once', () => {
    expect(filesForPage(table, 'page-docs', true)).toEqual(['content.js', 'shared.js', 'markdown.js', 'highlight.js']);
    expect(filesForPage(table, 'page-apps', true)).toEqual(['account.js', 'shared.js', 'highlight.js']);
  });
});

describe('whenPageParsed (the head script: the body-based preloads while the parser waits for portal.js)', () => {
  /** a window whose document is still loading, with timers under the test's control */
  function loadingWindow(html: string) {
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = html;
    let state = 'loading';
    // on a prototype of its own: the code reads readyState past clobbering, from the prototype chain
    Object.setPrototypeOf(doc, Object.create(Object.getPrototypeOf(doc) as object, { readyState: { get: () => state } }));
    const timers: (() => void)[] = [];
    const win = { document: doc, setTimeout: (f: () => void) => timers.push(f) } as unknown as Window;
    const tick = () => timers.splice(0).forEach((f) => f());
    const finish = () => {
      state = 'interactive';
      doc.dispatchEvent(new Event('DOMContentLoaded'));
    };
    return { win, doc, tick, finish };
  }

  it('waits while #page is the last thing parsed, runs once the parser has passed its end', () => {
    const { win, doc, tick, finish } = loadingWindow('<div id="page"><div id="main">x</div></div>');
    const callback = vi.fn();
    whenPageParsed(win, callback);
    tick();
    expect(callback).not.toHaveBeenCalled();
    doc.body.appendChild(doc.createTextNode('\n'));
    tick();
    expect(callback).toHaveBeenCalledTimes(1);
    finish();
    tick();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at DOMContentLoaded when #page never shows an end (no #page at all), and at once on a parsed page', () => {
    const { win, finish } = loadingWindow('<p>no page wrapper</p>');
    const callback = vi.fn();
    whenPageParsed(win, callback);
    expect(callback).not.toHaveBeenCalled();
    finish();
    expect(callback).toHaveBeenCalledTimes(1);
    const parsed = vi.fn();
    whenPageParsed(window, parsed);
    expect(parsed).toHaveBeenCalledTimes(1);
  });

  it('a content element named getElementById does not stop it, and a throwing callback is contained', () => {
    const { win, doc, tick } = loadingWindow('<div id="page"><form name="getElementById"></form></div>');
    doc.body.appendChild(doc.createElement('script'));
    expect(() =>
      whenPageParsed(win, () => {
        throw new Error('boom');
      }),
    ).not.toThrow();
    tick();
  });
});

describe('Markdown only where a body needs it (lib/htmlBlocks.ts)', () => {
  const docOf = (body: string) => new DOMParser().parseFromString(`<body class="page-docs">${body}</body>`, 'text/html');

  it('a page whose bodies are HTML blocks only needs no Markdown; one line of Markdown, or no body found, does', () => {
    expect(
      pageNeedsMarkdown(docOf('<div class="section-body">\n  <p>One</p>\n\n  <table><tr><td>x</td></tr></table>\n</div>')),
    ).toBe(false);
    expect(pageNeedsMarkdown(docOf('<div class="section-body"><p>One</p></div><div class="section-body">## Two</div>'))).toBe(
      true,
    );
    expect(pageNeedsMarkdown(docOf('<div class="section-body"><p>One</p>\n\nplain text</div>'))).toBe(true);
    expect(pageNeedsMarkdown(docOf('<div id="main"><p>no body element</p></div>'))).toBe(true);
  });

  it('filesForPage leaves Markdown out when the bodies do not need it (the sanitiser stays for their HTML)', () => {
    expect(filesForPage(withSanitizer, 'page-docs', false, true, false)).toEqual(['content.js', 'shared.js', 'sanitizer.js']);
    expect(filesForPage(withSanitizer, 'page-docs', false, true, true)).toContain('markdown.js');
    // not told: as before, the rule decides
    expect(filesForPage(withSanitizer, 'page-docs', false, true)).toContain('markdown.js');
  });
});

describe("filesForPath (the head script: the page's files from its URL, issue 38)", () => {
  const table = {
    files: ['account.js', 'content.js', 'markdown.js'],
    rules: [
      { path: '^/(apps|key|member|login)(/|$)', files: [0] },
      { path: '^/docs(/|$)', files: [1, 2] },
      { path: '^/(page(/|$)|$)', files: [1, 2] },
      { path: '(', files: [0] }, // a broken pattern is skipped, never thrown
    ],
  };
  it('the first rule whose path matches names the files', () => {
    expect(filesForPath(table, '/apps/mykeys')).toEqual(['account.js']);
    expect(filesForPath(table, '/login')).toEqual(['account.js']);
    expect(filesForPath(table, '/docs/read/Authentication')).toEqual(['content.js', 'markdown.js']);
    expect(filesForPath(table, '/')).toEqual(['content.js', 'markdown.js']);
  });
  it('a path no rule knows preloads nothing (portal.js decides from the body classes)', () => {
    expect(filesForPath(table, '/applications')).toEqual([]);
    expect(filesForPath(table, '/docsearch')).toEqual([]);
    expect(filesForPath(table, '/custom/landing')).toEqual([]);
  });
});

describe('filesForPage: the sanitiser', () => {
  it('is added for pages with markup to sanitise and for Markdown bodies, not for text-only pages', () => {
    expect(filesForPage(withSanitizer, 'page-apps', false, false)).toEqual(['account.js', 'shared.js']);
    expect(filesForPage(withSanitizer, 'page-apps', false, true)).toEqual(['account.js', 'shared.js', 'sanitizer.js']);
    expect(filesForPage(withSanitizer, 'page-docs', false, false)).toEqual([
      'content.js',
      'shared.js',
      'markdown.js',
      'highlight.js',
      'sanitizer.js',
    ]);
    // a table without the sanitiser (older build facts) still works
    expect(filesForPage(table, 'page-apps', false, true)).toEqual(['account.js', 'shared.js']);
  });
});

describe('filesForPage: bodies read as data', () => {
  // My Keys' and My Apps' `.section-body` holds their structure (tables, lists), never shown through the
  // sanitiser: a `data` rule asks whether the page has markup without counting its bodies
  const withData: PagePreloads = {
    ...withSanitizer,
    rules: [{ classes: ['page-apps', 'mykeys'], files: [2, 1], data: true }, ...withSanitizer.rules],
  };
  it('asks for markup without the bodies on a data rule, with them elsewhere', () => {
    const asked: boolean[] = [];
    const markupInBodiesOnly = (countBodies: boolean) => {
      asked.push(countBodies);
      return countBodies;
    };
    expect(filesForPage(withData, 'page-apps mykeys', false, markupInBodiesOnly)).toEqual(['account.js', 'shared.js']);
    expect(filesForPage(withData, 'page-apps myapps', false, markupInBodiesOnly)).toEqual([
      'account.js',
      'shared.js',
      'sanitizer.js',
    ]);
    expect(asked).toEqual([false, true]);
    // markup outside the bodies (the footer, a form's help) still brings it
    expect(filesForPage(withData, 'page-apps mykeys', false, () => true)).toContain('sanitizer.js');
  });
  it('pageHasMarkup(doc, false) leaves the bodies out, not the footer or the forms', () => {
    document.body.innerHTML = '<div class="section-body"><table><tr><td>k</td></tr></table></div><div id="siteinfo">&copy;</div>';
    expect(pageHasMarkup(document)).toBe(true);
    expect(pageHasMarkup(document, false)).toBe(false);
    document.body.innerHTML = '<div class="section-body"><p>x</p></div><div id="siteinfo">&copy; <a href="/">Acme</a></div>';
    expect(pageHasMarkup(document, false)).toBe(true);
  });
});

describe('pageHasMarkup', () => {
  it('is true for elements in a body or the footer copyright, false for text-only ones', () => {
    document.body.innerHTML = '<div class="section-body">Just text &amp; more</div><div id="siteinfo">&copy; Acme</div>';
    expect(pageHasMarkup(document)).toBe(false);
    document.body.innerHTML = '<div class="section-body"><p>Hello <b>you</b></p></div>';
    expect(pageHasMarkup(document)).toBe(true);
    document.body.innerHTML = '<div class="section-body">x</div><div id="siteinfo">&copy; <a href="/x">Acme</a></div>';
    expect(pageHasMarkup(document)).toBe(true);
  });
  it("is true for a form's own content besides its fields (sign-in's recovery links), false for fields alone", () => {
    document.body.innerHTML =
      '<div id="main"><form><ul><li><label for="h">Username</label><input id="h"></li></ul><p>Forgot your <a href="/member/lost/">password</a>?</p></form></div>';
    expect(pageHasMarkup(document)).toBe(true);
    document.body.innerHTML =
      '<div id="main"><form><ul><li><label for="h">Username</label><input id="h"></li><li><input type="submit"></li></ul><p>Text only</p></form></div>';
    expect(pageHasMarkup(document)).toBe(false);
    document.body.innerHTML = '<div id="main"><form><table><tr><td>Plan</td></tr></table></form></div>';
    expect(pageHasMarkup(document)).toBe(true);
  });
  it("counts a forum comment's body, and markup anywhere in a #main without bodies (its body is #main itself)", () => {
    document.body.innerHTML = '<div id="main"><ol class="comments"><li><div class="comment-body"><p>Hi</p></div></li></ol></div>';
    expect(pageHasMarkup(document)).toBe(true);
    expect(pageHasMarkup(document, false)).toBe(false);
    document.body.innerHTML =
      '<div id="main"><form><input name="handle"></form><p class="recovery">Forgot your <a href="/member/lost">password</a>?</p></div>';
    expect(pageHasMarkup(document)).toBe(true);
    expect(pageHasMarkup(document, false)).toBe(false);
    document.body.innerHTML = '<div id="main"><table><tr><td>k</td></tr></table></div>';
    expect(pageHasMarkup(document)).toBe(true);
    // with a body, #main's other markup is not shown as the body
    document.body.innerHTML = '<div id="main"><div class="section-body">t</div><table><tr><td>k</td></tr></table></div>';
    expect(pageHasMarkup(document)).toBe(false);
    // the theme's own search and sign-out replace those forms: their content is never shown
    document.body.innerHTML =
      '<div id="main"><form class="search-form"><p>Find <b>it</b></p></form><form id="mashery-logout-form"><img src="/x.png"></form><p>text</p></div>';
    expect(pageHasMarkup(document)).toBe(false);
  });
  it('reads the page past a clobbered querySelector', () => {
    document.body.innerHTML = '<form name="querySelector"></form><div class="section-body"><i>x</i></div>';
    expect(pageHasMarkup(document)).toBe(true);
  });
});

/** pageHasMarkup's rule as selectors: MARKUP_SELECTOR, or MAIN_MARKUP outside the two replaced forms in a #main of a page without bodies */
function markupOracle(doc: Document): boolean {
  if (doc.querySelector(MARKUP_SELECTOR)) return true;
  if (doc.querySelector('.section-body')) return false;
  return [...doc.querySelectorAll('#main')].some((main) =>
    [...main.querySelectorAll(MAIN_MARKUP)].some((el) => !el.closest('.search-form, #mashery-logout-form')),
  );
}

describe('pageHasMarkup / pageHasCode answer as their selectors do (without matching every element)', () => {
  const pages = fs.readdirSync('fixtures/pages').filter((f) => f.endsWith('.html'));
  it.each(pages)('%s', (file) => {
    const doc = new DOMParser().parseFromString(fs.readFileSync(`fixtures/pages/${file}`, 'utf8'), 'text/html');
    expect(pageHasMarkup(doc)).toBe(markupOracle(doc));
    expect(pageHasCode(doc)).toBe(!!doc.querySelector('pre[class*="brush"]'));
  });
  it('on the shapes the fixtures may lack', () => {
    const cases = [
      '<div class="section-body"></div><div class="section-body">t<b>x</b></div>',
      '<div id="siteinfo">a</div><div id="siteinfo"><span>b</span></div>',
      '<pre class="x-brush">a</pre>',
      '<pre class="Brush: js">a</pre>',
      '<div class="section-body">text only</div><pre>no class</pre>',
      '<div id="main"><form><p>Forgot your <a href="/x">password</a>?</p></form></div>',
      '<div id="main"><form><p>text only</p><input name="a"></form></div>',
      '<form><table><tr><td>outside #main</td></tr></table></form><div id="main"><form><img src="/a.png"></form></div>',
      '<form><table><tr><td>outside #main</td></tr></table></form><div id="main"></div>',
      // a forum comment's body; #main read as the body (no .section-body), outside the replaced forms
      '<ol class="comments"><li><div class="comment-body"><p>a <code>b</code></p></div></li></ol>',
      '<div class="comment-body">text only</div>',
      '<div id="main"><h1>Sign In</h1><form><input name="a"></form><p>Forgot your <a href="/member/lost">password</a>?</p></div>',
      '<div id="main"><p>text only</p><div><img src="/a.png"></div></div>',
      '<div id="main"><form class="search-form"><p><b>x</b></p><table></table></form></div>',
      '<div id="main"><div class="section-body">text</div><p>Outside <a href="/x">the body</a></p></div>',
    ];
    for (const html of cases) {
      const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');
      expect(pageHasMarkup(doc), html).toBe(markupOracle(doc));
      expect(pageHasCode(doc), html).toBe(!!doc.querySelector('pre[class*="brush"]'));
    }
  });
});

describe('reading the page past clobbering', () => {
  it('reads the body classes and code samples, not named elements', () => {
    document.body.className = 'page-docs';
    document.body.innerHTML =
      '<img name="body" class="page-apps"><form name="querySelector"></form><pre class="brush: js;">x</pre>';
    expect(bodyClassName(document)).toBe('page-docs');
    expect(pageHasCode(document)).toBe(true);
    document.body.innerHTML = '<pre>plain</pre>';
    expect(pageHasCode(document)).toBe(false);
  });
});

describe('modulePreload', () => {
  it('adds one modulepreload link per file, resolved against the base, never twice', () => {
    document.head.innerHTML = '';
    modulePreload(document, 'https://portal.example/files/portal.js', ['a.js', 'b.js']);
    modulePreload(document, 'https://portal.example/files/portal.js', ['a.js']);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['https://portal.example/files/a.js', 'https://portal.example/files/b.js']);
  });
  it('never throws (a hint only)', () => {
    expect(() => modulePreload(document, 'not a url', ['a.js'])).not.toThrow();
  });
});
