import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BASE_ATTRIBUTE_PREFIX,
  canRunBundle,
  CRITICAL_CSS,
  neutralizeContentBase,
  reveal,
  runHead,
  type HeadConfig,
} from './head.ts';
import { applyFavicon, applyViewport, VIEWPORT_CONTENT } from './headTags.ts';
import { baseUrlOf, OWN_BASE_ATTRIBUTE } from '../lib/unshadowed.ts';

const config: HeadConfig = {
  responsive: true,
  favicon: false,
  faviconURL: '/files/favicon.ico',
  faviconSizes: '16x16 32x32',
  upgradeNotice: 'Please upgrade your browser.',
  watchdogMs: 10000,
  darkClass: 'portal-theme-dark',
};

type W = Window & {
  mashery?: { globals?: Record<string, unknown>; __portalStarted?: boolean; __portalUnsupported?: boolean };
  SyntaxHighlighter?: { all(): void };
  portalOptions?: Record<string, unknown>;
};
const w = window as W;

function reset(): void {
  document.documentElement.className = '';
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="page"><p>server page</p></div>';
  delete w.mashery;
  delete w.SyntaxHighlighter;
  delete w.portalOptions;
  (document as Document & { adoptedStyleSheets: CSSStyleSheet[] }).adoptedStyleSheets = [];
}

/** happy-dom has no CSS.supports/noModule everywhere; make it look like a current browser. */
function modernBrowser(): void {
  (window as unknown as { CSS: { supports(p: string, v: string): boolean } }).CSS = { supports: () => true };
  if (!('noModule' in HTMLScriptElement.prototype))
    Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { configurable: true, value: false, writable: true });
}

beforeEach(() => {
  reset();
  modernBrowser();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('portal-head: globals and legacy hooks', () => {
  it('defines mashery.globals so inline `mashery.globals.X = …` never throws, and keeps existing values', () => {
    w.mashery = { globals: { noMarkdown: true } };
    runHead(w, config);
    expect(w.mashery!.globals).toEqual({ noMarkdown: true });
    delete w.mashery;
    runHead(w, config);
    expect(w.mashery!.globals).toEqual({});
    w.mashery!.globals!.noHeading = true; // what the inline script does
    expect(w.mashery!.globals!.noHeading).toBe(true);
  });

  it('defines a do-nothing SyntaxHighlighter with all()', () => {
    runHead(w, config);
    expect(typeof w.SyntaxHighlighter!.all).toBe('function');
    expect(() => w.SyntaxHighlighter!.all()).not.toThrow();
  });

  it('does not replace a SyntaxHighlighter the page already has', () => {
    const own = { all: vi.fn() };
    w.SyntaxHighlighter = own;
    runHead(w, config);
    expect(w.SyntaxHighlighter).toBe(own);
  });
});

describe('portal-head: anti-flash', () => {
  it('adds html.loading and the critical rule through a constructed stylesheet (CSP-safe)', () => {
    runHead(w, config);
    expect(document.documentElement.classList.contains('loading')).toBe(true);
    const sheets = (document as Document & { adoptedStyleSheets: CSSStyleSheet[] }).adoptedStyleSheets;
    expect(sheets).toHaveLength(1);
    expect(
      Array.from(sheets[0]!.cssRules)
        .map((r) => r.cssText.replace(/\s+/g, ''))
        .join(''),
    ).toContain('html.loading#page');
    expect(document.querySelector('style')).toBeNull();
    expect(CRITICAL_CSS).toContain('display:none');
  });

  it('keeps classes the page already has on <html>', () => {
    document.documentElement.className = 'no-js';
    runHead(w, config);
    expect(document.documentElement.className).toBe('no-js loading');
  });

  it('shows the server page again when the body script never started (window load)', () => {
    runHead(w, config);
    window.dispatchEvent(new Event('load'));
    expect(document.documentElement.classList.contains('loading')).toBe(false);
    expect(document.documentElement.classList.contains('complete')).toBe(true);
  });

  it('keeps the page hidden at window load once the body script has started', () => {
    runHead(w, config);
    w.mashery!.__portalStarted = true;
    window.dispatchEvent(new Event('load'));
    expect(document.documentElement.classList.contains('loading')).toBe(true);
  });

  it('the watchdog shows the server page when nothing rendered in time', () => {
    vi.useFakeTimers();
    runHead(w, { ...config, watchdogMs: 5000 });
    w.mashery!.__portalStarted = true;
    vi.advanceTimersByTime(4999);
    expect(document.documentElement.classList.contains('loading')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.documentElement.classList.contains('loading')).toBe(false);
  });

  it('the watchdog leaves an in-place load alone once a page was shown (html.loading again, by the navigator)', async () => {
    vi.useFakeTimers();
    runHead(w, { ...config, watchdogMs: 5000 });
    w.mashery!.__portalStarted = true;
    const { setPhase } = await import('./pageState.ts');
    setPhase(document, 'complete'); // the first page
    setPhase(document, 'loading'); // a click: the next page is being fetched
    vi.advanceTimersByTime(5000);
    expect(document.documentElement.classList.contains('loading')).toBe(true);
    expect(document.documentElement.classList.contains('complete')).toBe(false);
  });

  it('reveal() leaves a rendered page alone', () => {
    document.documentElement.className = 'complete logged-in';
    reveal(document);
    expect(document.documentElement.className).toBe('complete logged-in');
  });
});

describe('portal-head: viewport and favicon', () => {
  it('adds the viewport meta when responsive (default)', () => {
    runHead(w, config);
    const meta = document.querySelector('meta[name=viewport]')!;
    expect(meta.getAttribute('content')).toBe(VIEWPORT_CONTENT);
    expect(VIEWPORT_CONTENT).toBe('width=device-width, initial-scale=1.0');
  });

  it('adds no viewport when responsive is off (build time or head-inline portalOptions)', () => {
    runHead(w, { ...config, responsive: false });
    expect(document.querySelector('meta[name=viewport]')).toBeNull();
    reset();
    w.portalOptions = { responsive: false };
    runHead(w, config);
    expect(document.querySelector('meta[name=viewport]')).toBeNull();
  });

  it('never adds a second viewport meta', () => {
    document.head.innerHTML = '<meta name="viewport" content="width=1024">';
    runHead(w, config);
    expect(document.querySelectorAll('meta[name=viewport]')).toHaveLength(1);
  });

  it('adds favicon links only when favicon is on, with URL and sizes', () => {
    runHead(w, config);
    expect(document.querySelector('link[rel=icon]')).toBeNull();
    reset();
    w.portalOptions = { favicon: true, faviconURL: '/files/acme.ico' };
    runHead(w, config);
    const link = document.querySelector('link[rel=icon]')!;
    expect(link.getAttribute('href')).toBe('/files/acme.ico');
    expect(link.getAttribute('sizes')).toBe('16x16 32x32');
  });

  it('applyViewport / applyFavicon undo what they added (runtime options turn them off later)', () => {
    applyViewport(document, true);
    applyFavicon(document, true, '/files/favicon.ico', '16x16');
    applyViewport(document, false);
    applyFavicon(document, false, '', '');
    expect(document.querySelector('meta[name=viewport]')).toBeNull();
    expect(document.querySelector('link[rel=icon]')).toBeNull();
  });
});

describe('portal-head: browsers that cannot run the bundle', () => {
  it('canRunBundle is false without CSS custom properties or fetch', () => {
    (window as unknown as { CSS: { supports(p: string, v: string): boolean } }).CSS = { supports: () => false };
    expect(canRunBundle(window)).toBe(false);
    modernBrowser();
    expect(canRunBundle(window)).toBe(true);
  });

  it('shows the upgrade notice (label text) and leaves the server page visible', () => {
    (window as unknown as { CSS: { supports(p: string, v: string): boolean } }).CSS = { supports: () => false };
    runHead(w, config);
    expect(document.documentElement.classList.contains('loading')).toBe(false);
    expect(w.mashery!.__portalUnsupported).toBe(true);
    const notice = document.body.firstElementChild!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe('Please upgrade your browser.');
    expect(document.getElementById('page')).not.toBeNull();
  });
});

describe('portal-head: the reader’s dark scheme before first paint', () => {
  const KEY = 'portalTheme.colorScheme';
  const dark = (matches: boolean) =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (q: string) => ({ matches: matches && q.includes('dark'), media: q, addEventListener() {} }) as unknown as MediaQueryList,
      );
  afterEach(() => {
    localStorage.removeItem(KEY);
    vi.restoreAllMocks();
  });

  it('adds the dark class for a saved "dark" choice', () => {
    dark(false);
    localStorage.setItem(KEY, 'dark');
    runHead(w, config);
    expect(document.documentElement.classList.contains('portal-theme-dark')).toBe(true);
  });

  it('follows a dark system setting when nothing is saved, and a saved "light" wins over it', () => {
    dark(true);
    runHead(w, config);
    expect(document.documentElement.classList.contains('portal-theme-dark')).toBe(true);
    reset();
    localStorage.setItem(KEY, 'light');
    runHead(w, config);
    expect(document.documentElement.classList.contains('portal-theme-dark')).toBe(false);
  });

  it('adds nothing when the switch is off (portalOptions.colorSchemeSwitch false) or storage throws', () => {
    dark(true);
    w.portalOptions = { colorSchemeSwitch: false };
    runHead(w, config);
    expect(document.documentElement.classList.contains('portal-theme-dark')).toBe(false);
    reset();
    dark(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => runHead(w, config)).not.toThrow();
    expect(document.documentElement.classList.contains('portal-theme-dark')).toBe(false);
  });
});

describe("portal-head: content's <base> never re-points the theme's URLs", () => {
  it("parks href and target of a <base> in the body, keeps the server's own in <head>", () => {
    const own = document.createElement('base');
    own.setAttribute('href', `${location.origin}/`);
    document.head.appendChild(own);
    document.body.innerHTML =
      '<div id="page"><div class="comment"><base href="//attacker.invalid/x/" target="elsewhere"><a href="/docs">Docs</a></div></div>';
    runHead(w, config);
    const content = document.body.querySelector('base')!;
    expect(content.hasAttribute('href')).toBe(false);
    expect(content.hasAttribute('target')).toBe(false);
    expect(content.getAttribute(`${BASE_ATTRIBUTE_PREFIX}href`)).toBe('//attacker.invalid/x/');
    expect(content.getAttribute(`${BASE_ATTRIBUTE_PREFIX}target`)).toBe('elsewhere');
    expect(own.getAttribute('href')).toBe(`${location.origin}/`);
    expect(new URL(document.body.querySelector('a')!.href).origin).toBe(location.origin);
  });

  /** runHead as in <head> while the document is still being parsed; `ready()` fires DOMContentLoaded */
  const runWhileLoading = () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      runHead(w, config);
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
    return { ready: () => document.dispatchEvent(new Event('DOMContentLoaded')) };
  };
  const ownBase = () => document.head.querySelector(`base[${OWN_BASE_ATTRIBUTE}]`);

  it("while the page is parsed, a <base> of its own comes first (the page's URL, _self); content added after it has no effect", async () => {
    const { ready } = runWhileLoading();
    expect(ownBase()?.getAttribute('href')).toBe(document.URL);
    expect(ownBase()?.getAttribute('target')).toBe('_self');
    const late = document.createElement('div');
    late.innerHTML = '<p><base href="https://attacker.invalid/" target="_blank"><a href="/docs">Docs</a></p>';
    document.getElementById('page')!.appendChild(late);
    // the first <base href> of the document sets its base URL: ours
    expect(document.querySelector('base[href]')).toBe(ownBase());
    expect(new URL(late.querySelector('a')!.href).origin).toBe(location.origin);
    // the page is parsed: content's bases are parked, ours is gone (the document's URL is its base again)
    ready();
    expect(late.querySelector('base')!.hasAttribute('href')).toBe(false);
    expect(late.querySelector('base')!.hasAttribute('target')).toBe(false);
    expect(late.querySelector('base')!.getAttribute(`${BASE_ATTRIBUTE_PREFIX}href`)).toBe('https://attacker.invalid/');
    expect(ownBase()).toBeNull();
    expect(neutralizeContentBase(document)).toBe(0); // nothing left to park
    expect(baseUrlOf(document)).toBe(document.URL);
  });

  it("the server's own <base> in <head> keeps precedence, also one parsed after the head script", async () => {
    const server = document.createElement('base');
    server.setAttribute('target', 'main-frame');
    document.head.appendChild(server);
    const { ready } = runWhileLoading();
    // the server names a target: ours carries only the URL
    expect(ownBase()?.getAttribute('href')).toBe(document.URL);
    expect(ownBase()?.hasAttribute('target')).toBe(false);
    const later = document.createElement('base');
    later.setAttribute('href', `${location.origin}/docs/`);
    document.head.appendChild(later);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the <head> observer
    expect(ownBase()?.hasAttribute('href')).toBe(false);
    expect(document.querySelector('base[href]')).toBe(later);
    expect(baseUrlOf(document)).toBe(`${location.origin}/docs/`);
    ready();
    expect(ownBase()).toBeNull();
    expect(server.getAttribute('target')).toBe('main-frame');
    expect(later.getAttribute('href')).toBe(`${location.origin}/docs/`);
  });

  it("the head script's own <base> is never taken for the server's (baseUrlOf skips it)", () => {
    runWhileLoading();
    ownBase()!.setAttribute('href', 'https://elsewhere.invalid/');
    expect(baseUrlOf(document)).toBe(document.URL);
  });
});
