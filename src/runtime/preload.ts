// What a page's first render needs, fetched in parallel as early as the head script can tell (issue 38).
// portal-head.js preloads, from the URL's path, a well-known page's files; once the
// server page is parsed (whenPageParsed: while the parser waits for portal.js) it reads the page type from
// the body classes and preloads that type's files from the table the build writes
// (scripts/build/build-portal.ts → __PORTAL_PAGES__), plus Markdown, CodeBlock and the sanitiser when the
// server page has bodies, code samples or markup that need them. A preload is only a hint: a wrong guess
// costs bytes, never correctness (the app imports what it really needs).
// ES5 only (var, function): both classic scripts use it, and old browsers must parse them.
import { htmlBlocksOnly } from '../lib/htmlBlocks.ts';
import { callUnshadowed, readUnshadowed } from '../lib/unshadowed.ts';

/** The build's per-page preload table (file names relative to the loader's folder). */
export interface PagePreloads {
  /** every file the table names */
  files: string[];
  /**
   * In order, the first rule whose body-class tokens are all on <body> applies: the indexes (in `files`)
   * of what its page types' first render needs; `markdown` marks rules whose bodies render as Markdown;
   * `data` rules whose bodies the theme reads as data (My Keys, My Apps, the blog list, search, key
   * activity: the markup in `.section-body` is their structure, never shown through the sanitiser).
   */
  rules: { classes: string[]; files: number[]; markdown?: boolean; data?: boolean }[];
  /** no rule applies (the page is read as Not Found or by its content) */
  fallback: number[];
  /** the Markdown renderer with what it imports */
  markdown: number[];
  /** the code-sample highlighter with what it imports */
  code: number[];
  /** the HTML sanitiser: server HTML with markup, Markdown bodies (their HTML is sanitised too) */
  sanitizer?: number[];
}

/**
 * The head script's table (issue 38): per URL path pattern of the portal's well-known pages, the files their
 * first render needs — requested while the body is still arriving, not when portal.js runs at its end.
 */
export interface PathPreloads {
  files: string[];
  /** in order, the first rule whose `path` (a regular expression's source) matches the path applies */
  rules: { path: string; files: number[] }[];
}

/** The files (names) the head script preloads for this URL path; none when no rule knows the path. */
export function filesForPath(table: PathPreloads, pathname: string): string[] {
  var out: string[] = [];
  for (var i = 0; i < table.rules.length; i++) {
    var rule = table.rules[i]!;
    var re: RegExp;
    try {
      re = new RegExp(rule.path);
    } catch (e) {
      continue;
    }
    if (!re.test(pathname)) continue;
    for (var k = 0; k < rule.files.length; k++) {
      var name = table.files[rule.files[k]!];
      if (name && out.indexOf(name) < 0) out.push(name);
    }
    break;
  }
  return out;
}

/**
 * The files (names) to preload for a page with these body classes; `hasCode`: the page has code samples;
 * `hasMarkup`: its bodies or footer hold markup to sanitise — or, asked once the rule is known, whether they
 * do counting its bodies or not (pageHasMarkup: a rule's `data` bodies are not shown as HTML);
 * `needsMarkdown` false: its bodies are HTML blocks only, which render without Markdown (pageNeedsMarkdown).
 */
export function filesForPage(
  table: PagePreloads,
  bodyClassName: string,
  hasCode: boolean,
  hasMarkup?: boolean | ((countBodies: boolean) => boolean),
  needsMarkdown?: boolean,
): string[] {
  var tokens = ' ' + String(bodyClassName || '').replace(/\s+/g, ' ') + ' ';
  var picked: number[] = table.fallback;
  var markdown = false;
  var dataBodies = false;
  for (var i = 0; i < table.rules.length; i++) {
    var rule = table.rules[i]!;
    var all = true;
    for (var j = 0; j < rule.classes.length; j++) if (tokens.indexOf(' ' + rule.classes[j] + ' ') < 0) all = false;
    if (all) {
      picked = rule.files;
      markdown = !!rule.markdown && needsMarkdown !== false;
      dataBodies = !!rule.data;
      break;
    }
  }
  var markup = typeof hasMarkup === 'function' ? hasMarkup(!dataBodies) : !!hasMarkup;
  var indexes = picked.concat(
    markdown ? table.markdown : [],
    hasCode ? table.code : [],
    (markup || markdown) && table.sanitizer ? table.sanitizer : [],
  );
  var out: string[] = [];
  for (var k = 0; k < indexes.length; k++) {
    var name = table.files[indexes[k]!];
    if (name && out.indexOf(name) < 0) out.push(name);
  }
  return out;
}

/** Whether the server page holds code samples the highlighter renders (legacy `<pre class="brush: …">`). */
export function pageHasCode(doc: Document): boolean {
  try {
    // `pre[class*="brush"]`, without a selector match against every element of the page (a page with
    // 50,000 elements and no code took a long task here): the document's own list of <pre> elements
    var pres = callUnshadowed<HTMLCollectionOf<Element>>(doc, 'getElementsByTagName', ['pre']);
    for (var i = 0; i < pres.length; i++) {
      var value = callUnshadowed<string | null>(pres[i]!, 'getAttribute', ['class']);
      if (value && value.indexOf('brush') >= 0) return true;
    }
    return false;
  } catch (e) {
    return false;
  }
}

/**
 * Whether the server page has markup the theme renders through the sanitiser: elements inside a body
 * (`.section-body`; a forum comment's `.comment-body`) or the footer copyright (`#siteinfo`), or content of a
 * form in `#main` besides its fields (a paragraph with a link — sign-in's "Forgot your password?" —, a table,
 * an image: the form's `extraHtml`; not the search or sign-out form, which the theme replaces); on a page
 * without a `.section-body`, whose body is read from `#main` itself (extract/pages/common.ts › mainHtml), the
 * same kinds of markup anywhere in `#main` outside those two forms (MAIN_MARKUP). `countBodies` false leaves
 * the bodies out (a page whose bodies are read as data). Text-only HTML needs no sanitiser. A wrong guess
 * only delays that HTML by a round (ServerHtml loads the sanitiser itself; the page counts as shown once it
 * is in), or costs its bytes.
 */
export var MARKUP_SELECTOR =
  '.section-body *, .comment-body *, #siteinfo *, #main form:not(.search-form):not(#mashery-logout-form) p *, ' +
  '#main form:not(.search-form):not(#mashery-logout-form) table, #main form:not(.search-form):not(#mashery-logout-form) img';
/** inside a `#main` without `.section-body`: the markup its body (all of #main) shows, outside OTHER_FORMS */
export var MAIN_MARKUP = 'p *, table, img';
/** MARKUP_SELECTOR's form part, inside one form */
var FORM_MARKUP_SELECTOR = 'p *, table, img';
/** forms whose content the theme never shows: its own search and sign-out replace them (extract/detect.ts) */
var OTHER_FORMS = '.search-form, #mashery-logout-form';
export function pageHasMarkup(doc: Document, countBodies?: boolean): boolean {
  try {
    // MARKUP_SELECTOR without matching it against every element of the page (on a page with 50,000
    // elements the descendant selectors walked each element's ancestors): the bodies' and the footer's
    // first element child, then the selector's form part inside the forms of #main only
    var byClass = function (name: string) {
      return callUnshadowed<HTMLCollectionOf<Element>>(doc, 'getElementsByClassName', [name]);
    };
    var bodies = byClass('section-body');
    if (countBodies !== false && (anyWithChild(bodies) || anyWithChild(byClass('comment-body')))) return true;
    if (anyWithChild(callUnshadowed<NodeListOf<Element>>(doc, 'querySelectorAll', ['#siteinfo']))) return true;
    var mains = callUnshadowed<NodeListOf<Element>>(doc, 'querySelectorAll', ['#main']);
    for (var m = 0; m < mains.length; m++) {
      // no body: #main is read as the body (MAIN_MARKUP), by its element lists — a <p> with an element
      // child, a table, an image — outside OTHER_FORMS
      var tags = countBodies !== false && !bodies.length ? ['p', 'table', 'img'] : [];
      for (var t = 0; t < tags.length; t++) {
        var found = callUnshadowed<HTMLCollectionOf<Element>>(mains[m]!, 'getElementsByTagName', [tags[t]!]);
        for (var k = 0; k < found.length; k++)
          if (
            (t || readUnshadowed<Element | null>(found[k]!, 'firstElementChild')) &&
            !callUnshadowed(found[k]!, 'closest', [OTHER_FORMS])
          )
            return true;
      }
      var forms = callUnshadowed<HTMLCollectionOf<Element>>(mains[m]!, 'getElementsByTagName', ['form']);
      for (var f = 0; f < forms.length; f++)
        if (
          !callUnshadowed<boolean>(forms[f]!, 'matches', [OTHER_FORMS]) &&
          callUnshadowed<Element | null>(forms[f]!, 'querySelector', [FORM_MARKUP_SELECTOR])
        )
          return true;
    }
    return false;
  } catch (e) {
    return false;
  }
}

/** Whether any of `list` has an element child. */
function anyWithChild(list: ArrayLike<Element>): boolean {
  for (var i = 0; i < list.length; i++) if (readUnshadowed<Element | null>(list[i]!, 'firstElementChild')) return true;
  return false;
}

/**
 * Whether a body of the page needs the Markdown renderer: one that is not made of HTML blocks only
 * (lib/htmlBlocks.ts; the adapter decides the same per body, bodySegments.ts). No body found: it may be
 * read from #main instead, so yes.
 */
export function pageNeedsMarkdown(doc: Document): boolean {
  try {
    var bodies = callUnshadowed<HTMLCollectionOf<Element>>(doc, 'getElementsByClassName', ['section-body']);
    if (!bodies.length) return true;
    for (var i = 0; i < bodies.length; i++) {
      var html = String(readUnshadowed<string>(bodies[i]!, 'innerHTML') || '');
      if (/\S/.test(html) && !htmlBlocksOnly(html, true)) return true;
    }
    return false;
  } catch (e) {
    return true;
  }
}

/** The body's class attribute, read past clobbering (`<img name="body">` cannot stand in for it). */
export function bodyClassName(doc: Document): string {
  var body = readUnshadowed<Element | null>(doc, 'body');
  if (!body) return '';
  var value = callUnshadowed<string | null>(body, 'getAttribute', ['class']);
  return typeof value === 'string' ? value : '';
}

/**
 * Calls `callback` once the server page's `#page` is parsed (its next sibling exists: the parser has passed
 * its end), or at `DOMContentLoaded`, whichever comes first — from the head script, which runs before the
 * body exists. While the parser waits for portal.js to arrive (the script after `#page`), timers run: the
 * page's own files are requested then, not once portal.js has arrived and compiled (≈ 150 ms later on the
 * desktop profile, ≈ 500 ms on the mobile one). Checks every `everyMs`; never throws.
 */
export function whenPageParsed(win: Window, callback: () => void, everyMs?: number): void {
  var doc = win.document;
  var done = false;
  var run = function () {
    if (done) return;
    done = true;
    try {
      callback();
    } catch (e) {
      /* a hint only */
    }
  };
  var check = function () {
    if (done) return;
    try {
      if (readUnshadowed<string>(doc, 'readyState') !== 'loading') return run();
      // the first element with id="page" in tree order is the server's: content is inside it
      var page = callUnshadowed<Element | null>(doc, 'getElementById', ['page']);
      if (page && readUnshadowed<Node | null>(page, 'nextSibling')) return run();
      win.setTimeout(check, everyMs || 8);
    } catch (e) {
      run();
    }
  };
  try {
    callUnshadowed(doc, 'addEventListener', ['DOMContentLoaded', run]);
  } catch (e) {
    /* the timer still checks */
  }
  check();
}

var preloaded: Record<string, boolean> = {};

/**
 * Adds `<link rel="modulepreload">` for each file (resolved against `base`) to the head. A file already
 * preloaded (by this function, e.g. the entry from portal-head.js) is skipped. Never throws.
 */
export function modulePreload(doc: Document, base: string, names: string[]): void {
  try {
    var parent = (readUnshadowed<Node>(doc, 'head') || readUnshadowed<Node>(doc, 'documentElement')) as Node;
    for (var i = 0; i < names.length; i++) {
      var href = new URL(names[i]!, base).href;
      if (preloaded[href]) continue;
      preloaded[href] = true;
      var link = callUnshadowed<HTMLLinkElement>(doc, 'createElement', ['link']);
      link.rel = 'modulepreload';
      link.href = href;
      callUnshadowed(parent, 'appendChild', [link]);
    }
  } catch (e) {
    /* a hint only: the app loads what it needs either way */
  }
}
