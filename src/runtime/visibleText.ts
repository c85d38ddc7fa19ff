// Never a blank page, measured: the themed page must show a fair share of the text the server's own page
// shows. A page whose extraction missed its content (a malformed or unexpected server page) would otherwise
// render the frame around an empty main region; boot.ts with neverBlank.ts (first load and in place,
// through navigator.ts) compares the two after rendering and then shows the server's main content, sanitised, in the themed
// layout instead (`serverContentModel`; docs/runtime.md › Content cannot …).
import type { ScreenModel } from '../model/screenModel.ts';

/** the themed main region must hold at least this share of the server main region's text … */
export const MIN_TEXT_SHARE = 0.2;
/** … when the server's main region has at least this many characters of text (short pages always pass) */
export const MIN_SERVER_CHARS = 200;

/** Elements whose text is not shown as such (code, styles, closed lists, hidden parts). */
const UNSHOWN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'OPTION', 'OPTGROUP', 'DATALIST', 'TEXTAREA', 'SELECT']);

function shown(el: Element, collapsed: boolean): boolean {
  if (UNSHOWN.has(el.tagName.toUpperCase())) return false;
  return collapsed || (!el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true');
}

/**
 * Characters of shown text under `root` (white space collapsed), never counting unshown parts (code, styles,
 * form values) nor, unless `collapsed`, hidden ones. The themed side counts its collapsed parts
 * (`collapsed: true`): a disclosure the reader opens — the I/O Docs console's methods, a closed menu — is
 * content the theme shows, not content it lost.
 */
export function shownTextLength(root: Element | null, options: { collapsed?: boolean } = {}): number {
  const collapsed = options.collapsed === true;
  if (!root || !shown(root, collapsed)) return 0;
  let length = 0;
  let gap = true;
  const walk = (el: Element) => {
    for (let node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3) {
        // runs of white space count as one, none at the start or after a run (one native pass per text
        // node: this runs on every first load, on the server's main region too — issue 38)
        let text = (node.nodeValue ?? '').replace(/\s+/g, ' ');
        if (gap && text.startsWith(' ')) text = text.slice(1);
        if (text) {
          length += text.length;
          gap = text.endsWith(' ');
        }
      } else if (node.nodeType === 1 && shown(node as Element, collapsed)) walk(node as Element);
    }
  };
  walk(root);
  return length;
}

/** The server page's main region: #main, else .main inside #page, else #page. */
export function serverMain(doc: Document): Element | null {
  const page = doc.getElementById('page');
  return doc.getElementById('main') ?? page?.querySelector('.main') ?? page;
}

/** The themed page's main region (the layout's <main>), else the whole view. */
export function themedMain(view: Element): Element {
  return view.querySelector('main') ?? view;
}

/**
 * Content types whose screen shows a selection of the server's main region by design: the I/O Docs console
 * shows one API of several, its methods' forms only when opened (the server page prints them all).
 */
export const SELECTIVE_TYPES: ReadonlySet<string> = new Set(['ioDocs']);

/** True when the themed main region shows too little of the server's text: the page counts as blank. */
export function showsTooLittle(themedChars: number, serverChars: number, contentType?: string): boolean {
  if (contentType !== undefined && SELECTIVE_TYPES.has(contentType)) return false;
  return serverChars >= MIN_SERVER_CHARS && themedChars < serverChars * MIN_TEXT_SHARE;
}

/**
 * The model that shows the server's main content instead of a screen that missed it: the same page (layout,
 * header, navigation, footer, labels) with the Generic screen over `html` — the server's main region, which
 * ServerHtml sanitises like any server HTML — under the screen's heading.
 */
export function serverContentModel(model: ScreenModel, html: string): ScreenModel {
  const heading = (model.screen as { heading?: unknown } | null)?.heading;
  return {
    ...model,
    template: null,
    degraded: true,
    serverHtml: html ? { html } : null,
    screen: { heading: typeof heading === 'string' ? heading : null },
  } as ScreenModel;
}
