import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useState } from 'react';
import { LEGACY_REPORT_SCRIPTS } from '../../src/lib/reportSource.ts';
import { createAssetLoader } from '../../src/runtime/assets.ts';
import { scriptAllowList } from '../../src/runtime/scriptAllowList.ts';
import { enhanceRecaptcha, RECAPTCHA_SCRIPT } from '../../src/runtime/enhance/recaptcha.ts';
import { enhanceMashtips } from '../../src/runtime/enhance/tooltips.ts';
import { fetchDocument, finalUrl, neutralizeInlineHandlers, parseHtml } from '../../src/runtime/fetchDocument.ts';
import { isLegacyStylesheet, removeLegacyStylesheets } from '../../src/runtime/legacyStyles.ts';
import {
  applyModelClasses,
  ensureAppRoot,
  hideServerPage,
  removeAppRoot,
  setPhase,
  showServerPage,
} from '../../src/runtime/pageState.ts';
import { applyCachedProfile, PROFILE_STORAGE_KEY, readCachedProfile } from '../../src/runtime/profile.ts';
import { resetPageComplete } from '../../src/lib/pageComplete.ts';
import { createRenderer } from '../../src/runtime/renderer.tsx';
import { context, pageData, signedIn } from '../adapter/factories.ts';
import { abortError, fakeResponse, serverPage } from './helpers.ts';

const happy = (
  window as unknown as {
    happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess?: boolean; disableJavaScriptFileLoading?: boolean } };
  }
).happyDOM;
if (happy) happy.settings.handleDisabledFileLoadingAsSuccess = true;

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('fetchDocument', () => {
  it('parses an HTML answer inertly, with the final URL', async () => {
    const ran = vi.fn();
    (window as unknown as { __ran: () => void }).__ran = ran;
    const fetch = vi.fn(async () =>
      fakeResponse(serverPage({ main: '<script>window.__ran()</script><img src=x onerror="window.__ran()">' }), {
        url: 'https://h/a/b',
      }),
    );
    const out = await fetchDocument(fetch, 'https://h/a');
    expect(out.kind).toBe('document');
    if (out.kind !== 'document') return;
    expect(out.url).toBe('https://h/a/b');
    expect(out.doc.getElementById('page')).not.toBeNull();
    expect(ran).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(
      'https://h/a',
      expect.objectContaining({ credentials: 'same-origin', method: 'GET', redirect: 'follow' }),
    );
  });

  it.each([
    ['200 html', 200, 'text/html', 'document'],
    ['200 xhtml', 200, 'application/xhtml+xml', 'document'],
    ['404 html', 404, 'text/html', 'document'],
    ['200 json', 200, 'application/json', 'notHtml'],
    ['500 html', 500, 'text/html', 'httpError'],
    ['401 html', 401, 'text/html', 'httpError'],
    ['404 text', 404, 'text/plain', 'httpError'],
  ])('%s → %s', async (_n, status, contentType, kind) => {
    const out = await fetchDocument(
      async () => fakeResponse(serverPage(), { status, contentType, url: 'https://h/x' }),
      'https://h/x',
    );
    expect(out.kind).toBe(kind);
  });

  it('accepts any status for form answers (the server re-renders a form with errors)', async () => {
    const out = await fetchDocument(async () => fakeResponse(serverPage(), { status: 422, url: 'https://h/x' }), 'https://h/x', {
      method: 'POST',
      acceptAnyStatus: true,
    });
    expect(out.kind).toBe('document');
  });

  it('abort → aborted, network failure → network', async () => {
    expect((await fetchDocument(async () => Promise.reject(abortError()), 'https://h/x')).kind).toBe('aborted');
    expect((await fetchDocument(async () => Promise.reject(new TypeError('Failed to fetch')), 'https://h/x')).kind).toBe(
      'network',
    );
  });

  it('finalUrl keeps the requested fragment', () => {
    expect(finalUrl('https://h/a#x', 'https://h/b')).toBe('https://h/b#x');
    expect(finalUrl('https://h/a#x', 'https://h/b#y')).toBe('https://h/b#y');
    expect(finalUrl('https://h/a', '')).toBe('https://h/a');
  });
});

describe('legacy stylesheets', () => {
  it.each([
    ['/public/Mashery/styles/Mashery-base.css', false, true],
    ['/public/Mashery/styles/Mashery-base.css?v=2', false, true],
    ['https://cdn.example/x/mashery-blue.css#a', false, true],
    ['/print-defaults.css', false, true],
    ['/print-default.css', false, true],
    ['/IE7.css', false, true],
    ['/localdev.css', false, true],
    ['/public/Mashery/styles/mashery-base.css', false, false],
    ['/files/my-Mashery-base.css', false, false],
    ['/files/portal.css', false, false],
    ['/public/Iodocs/style.css', false, false],
    ['/public/Iodocs/style.css', true, true],
    ['/public/vendor/alpaca.min.css?1', true, true],
    ['/files/style.css', true, false],
  ])('%s (ioDocs %s) → %s', (href, ioDocs, expected) => {
    expect(isLegacyStylesheet(href, ioDocs)).toBe(expected);
  });

  it('removes only stylesheet links', () => {
    document.head.innerHTML =
      '<link rel="preload" href="/IE7.css"><link rel="stylesheet" href="/IE7.css"><link rel="alternate stylesheet" href="/IE8.css">';
    expect(removeLegacyStylesheets(document, { ioDocs: false })).toBe(2);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});

describe('page state', () => {
  it('phases replace each other; model classes replace the previous model classes', () => {
    document.documentElement.className = 'no-js loading';
    setPhase(document, 'rendering');
    let prev = applyModelClasses(document, [], ['logged-in', 'no-heading']);
    setPhase(document, 'complete');
    expect(document.documentElement.className.split(' ').sort()).toEqual(['complete', 'logged-in', 'no-heading', 'no-js']);
    prev = applyModelClasses(document, prev, ['logged-out', 'bad class', 'complete']);
    expect(document.documentElement.className.split(' ').sort()).toEqual(['complete', 'logged-out', 'no-js']);
    expect(prev).toEqual(['logged-out']);
  });

  it('hiding the server page parks its ids; showing restores them (unless ours took them)', () => {
    document.body.innerHTML =
      '<div id="page"><form id="member-edit"><label for="passwd_new">P</label><input id="passwd_new"></form><div id="main"></div></div>';
    const page = document.getElementById('page')!;
    hideServerPage(page);
    expect(document.getElementById('passwd_new')).toBeNull();
    const ours = document.createElement('div');
    ours.id = 'main';
    document.body.appendChild(ours);
    showServerPage(page);
    expect(document.getElementById('passwd_new')!.closest('#page')).toBe(page);
    expect(document.getElementById('main')).toBe(ours);
    expect(page.style.getPropertyValue('display')).toBe('');
  });

  it('ensureAppRoot is idempotent and puts a polite live region in the root', () => {
    const classes = { root: 'r', announcer: 'a', placeholder: 'p' };
    const one = ensureAppRoot(document, classes);
    const two = ensureAppRoot(document, classes);
    expect(one.root).toBe(two.root);
    expect(document.querySelectorAll('#portal-app')).toHaveLength(1);
    expect(one.announcer.getAttribute('aria-live')).toBe('polite');
    expect(one.placeholder.hidden).toBe(true);
  });

  it("ensureAppRoot never takes content's element with the root's id (a comment inside #page comes first)", () => {
    document.body.innerHTML = '<div id="page"><div class="comment"><div id="portal-app">fake</div></div></div>';
    const fake = document.getElementById('portal-app')!;
    const classes = { root: 'r', announcer: 'a', placeholder: 'p' };
    const app = ensureAppRoot(document, classes);
    expect(app.root).not.toBe(fake);
    expect(app.root.parentElement).toBe(document.body);
    expect(fake.children).toHaveLength(0);
    expect(fake.className).toBe('');
    removeAppRoot(document);
    expect(fake.isConnected).toBe(true);
    expect(app.root.isConnected).toBe(false);
  });
});

/**
 * A document whose <head> keeps appended <script>/<link> elements detached (happy-dom would "load" them
 * at once), so each test decides when they load or fail. `doc.head.querySelectorAll` sees them.
 */
function inertDocument(): Document {
  const doc = document.implementation.createHTMLDocument('assets');
  const base = doc.createElement('base');
  base.href = location.href;
  doc.head.appendChild(base);
  const shelf = doc.createElement('template');
  vi.spyOn(doc.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => shelf.content.appendChild(node));
  vi.spyOn(doc.head, 'querySelectorAll').mockImplementation(((sel: string) => shelf.content.querySelectorAll(sel)) as never);
  vi.spyOn(doc.head, 'querySelector').mockImplementation(((sel: string) => shelf.content.querySelector(sel)) as never);
  return doc;
}

/** the runtime's allow-list for a theme served from /files/ on this page's origin */
const allowScript = scriptAllowList(location.href, new URL('/files/', location.href).href);

describe('assets', () => {
  it('adds only scripts on the allow-list: never a URL from elsewhere, and no element for a refused one', async () => {
    const doc = inertDocument();
    const assets = createAssetLoader(doc, allowScript);
    await expect(assets.loadScript('https://cdn.example.net/evil.js')).rejects.toThrow('refusing');
    await expect(assets.loadScript('/public/Mashery/scripts/other.js')).rejects.toThrow('refusing');
    await expect(assets.loadScript('/files/sub/dir/x.js')).rejects.toThrow('refusing');
    expect(doc.head.querySelectorAll('script')).toHaveLength(0);
    void assets.loadScript(LEGACY_REPORT_SCRIPTS[1]).catch(() => undefined);
    void assets.loadScript('/files/p-abc.js').catch(() => undefined);
    expect(doc.head.querySelectorAll('script')).toHaveLength(2);
  });

  it('loads a script once and shares the promise', async () => {
    const doc = inertDocument();
    const assets = createAssetLoader(doc, allowScript);
    const a = assets.loadScript('/files/iodocs.js');
    const b = assets.loadScript('/files/iodocs.js');
    expect(a).toBe(b);
    const el = doc.head.querySelector<HTMLScriptElement>('script[data-portal-asset]')!;
    expect(el.src).toBe(new URL('/files/iodocs.js', location.href).href);
    el.dispatchEvent(new Event('load'));
    await expect(a).resolves.toBeUndefined();
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('rejects a failed load, and a later call tries again', async () => {
    const doc = inertDocument();
    const assets = createAssetLoader(doc, allowScript);
    const a = assets.loadScript('/files/missing.js');
    doc.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(a).rejects.toThrow('could not load script');
    const b = assets.loadScript('/files/missing.js');
    expect(b).not.toBe(a);
    doc.head.querySelectorAll('script')[1]!.dispatchEvent(new Event('load'));
    await expect(b).resolves.toBeUndefined();
  });

  it('refuses javascript: and data: URLs', async () => {
    const doc = inertDocument();
    const assets = createAssetLoader(doc, allowScript);

    await expect(assets.loadScript('javascript:alert(1)')).rejects.toThrow();
    await expect(assets.loadStyle('data:text/css,body{}')).rejects.toThrow();
    expect(doc.head.querySelectorAll('script, link')).toHaveLength(0);
  });

  it('loads a stylesheet once', async () => {
    const doc = inertDocument();
    const assets = createAssetLoader(doc, allowScript);
    const a = assets.loadStyle('/files/pagination.css');
    expect(assets.loadStyle('/files/pagination.css')).toBe(a);
    doc.head.querySelector('link')!.dispatchEvent(new Event('load'));
    await expect(a).resolves.toBeUndefined();
    expect(doc.head.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
  });

  it('reloadScript replaces the element it added', () => {
    const assets = createAssetLoader(document, allowScript);
    void assets.loadScript('/files/x.js').catch(() => undefined);
    void assets.reloadScript('/files/x.js').catch(() => undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('reCAPTCHA', () => {
  afterEach(() => {
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });

  it('loads the widget script when an in-place page has a widget', () => {
    document.body.innerHTML = '<div id="v"><form><div class="g-recaptcha" data-sitekey="k"></div></form></div>';
    const assets = createAssetLoader(document, allowScript);
    expect(enhanceRecaptcha(document.getElementById('v')!, assets, window)).toBe(1);
    expect(document.head.querySelector<HTMLScriptElement>('script')!.src).toBe(RECAPTCHA_SCRIPT);
  });

  it('renders explicitly when the API is already there', () => {
    const render = vi.fn(() => 0);
    (window as { grecaptcha?: unknown }).grecaptcha = { render, ready: (cb: () => void) => cb() };
    document.body.innerHTML = '<div id="v"><div class="g-recaptcha" data-sitekey="k1"></div></div>';
    enhanceRecaptcha(document.getElementById('v')!, createAssetLoader(document, allowScript), window);
    expect(render).toHaveBeenCalledWith(document.querySelector('.g-recaptcha'), { sitekey: 'k1' });
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('does nothing without a widget', () => {
    document.body.innerHTML = '<div id="v"><p>x</p></div>';
    expect(enhanceRecaptcha(document.getElementById('v')!, createAssetLoader(document, allowScript), window)).toBe(0);
    expect(document.head.querySelector('script')).toBeNull();
  });
});

describe('mashtips', () => {
  it('makes a plain element a keyboard-operable trigger; click toggles; an empty title is ignored', () => {
    document.body.innerHTML =
      '<div id="v"><span class="mashtip" title="Per second">QPS</span><span class="mashtip" title=" ">x</span><a class="mashtip" title="Docs" href="/docs">d</a></div><div id="layer"></div>';
    const c = enhanceMashtips(document.getElementById('v')!, document.getElementById('layer')!, { trigger: 't', bubble: 'b' });
    expect(c.count).toBe(2);
    const span = document.querySelector<HTMLElement>('.mashtip')!;
    expect(span.getAttribute('tabindex')).toBe('0');
    expect(span.getAttribute('role')).toBe('button');
    const link = document.querySelector<HTMLElement>('a.mashtip')!;
    expect(link.hasAttribute('role')).toBe(false);
    const tip = document.getElementById(span.getAttribute('aria-describedby')!)!;
    span.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(tip.hidden).toBe(false);
    expect(span.getAttribute('aria-expanded')).toBe('true');
    span.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(tip.hidden).toBe(true);
    span.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(tip.hidden).toBe(false);
    c.destroy();
    expect(document.getElementById('layer')!.children).toHaveLength(0);
  });
});

describe('profile cache', () => {
  it('reads the bare URL an older theme stored', () => {
    sessionStorage.setItem(PROFILE_STORAGE_KEY, '/profile/profile/jdoe');
    expect(readCachedProfile(window)).toEqual({ username: null, userProfile: '/profile/profile/jdoe', accountSettings: null });
  });

  it('does not reuse another user’s cached link', () => {
    sessionStorage.setItem(
      PROFILE_STORAGE_KEY,
      JSON.stringify({ username: 'other', userProfile: '/profile/profile/other', accountSettings: null }),
    );
    const page = pageData('blogAll', { context: signedIn() });
    expect(applyCachedProfile(window, page)).toEqual({ needsFetch: true });
    expect(page.context.userProfile).toBeNull();
  });

  it('stores what the account page itself says (no request needed)', () => {
    const page = pageData('accountManage', {
      context: signedIn({
        userProfile: '/profile/profile/jdoe',
        accountSettings: { changeEmail: null, changePassword: null, removeMembership: '/member/remove', kind: 'oidc' },
      }),
    });
    expect(applyCachedProfile(window, page)).toEqual({ needsFetch: false });
    expect(readCachedProfile(window)).toMatchObject({
      username: 'jdoe',
      userProfile: '/profile/profile/jdoe',
      accountSettings: { kind: 'oidc' },
    });
  });

  it("a signed-out page needs nothing and clears the cache once the page is complete (off the first render's path)", async () => {
    sessionStorage.setItem(PROFILE_STORAGE_KEY, '{}');
    const html = document.documentElement;
    const before = html.className;
    resetPageComplete();
    html.className = 'loading';
    expect(applyCachedProfile(window, pageData('blogAll', { context: context() }))).toEqual({ needsFetch: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(sessionStorage.getItem(PROFILE_STORAGE_KEY)).toBe('{}'); // not on the way to `complete`
    html.className = 'complete';
    await vi.waitFor(() => expect(sessionStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull());
    html.className = before;
  });
});

describe('renderer', () => {
  it('resolves after the screen is in the DOM, re-renders in place', async () => {
    const view = document.createElement('div');
    document.body.appendChild(view);
    const App = ({ model }: { model: { title: string } }) => (
      <main>
        <h1>{model.title}</h1>
      </main>
    );
    const r = createRenderer<{ title: string }>(view, { app: (model) => <App model={model} />, onFatal: vi.fn() });
    await r.render({ title: 'One' });
    expect(view.querySelector('h1')!.textContent).toBe('One');
    await r.render({ title: 'Two' });
    expect(view.querySelectorAll('h1')).toHaveLength(1);
    expect(view.querySelector('h1')!.textContent).toBe('Two');
    r.unmount();
    expect(view.children).toHaveLength(0);
  });

  it('waits for a lazily loaded screen (no h1 yet) until it appears', async () => {
    const view = document.createElement('div');
    document.body.appendChild(view);
    function Lazy() {
      const [ready, setReady] = useState(false);
      useEffect(() => void setTimeout(() => setReady(true), 30), []);
      return ready ? <h1>Loaded</h1> : <p data-screen-loading="">…</p>;
    }
    const r = createRenderer<object>(view, { app: () => <Lazy />, onFatal: vi.fn(), settleTimeout: 2000 });
    await r.render({});
    expect(view.querySelector('h1')!.textContent).toBe('Loaded');
    r.unmount();
  });

  it('a render error rejects the render; a later error (after the page is shown) calls onFatal', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = document.createElement('div');
    document.body.appendChild(view);
    const onFatal = vi.fn();
    function Bomb({ model }: { model: { fail: 'now' | 'later' | 'never' } }) {
      const [late, setLate] = useState(false);
      useEffect(() => {
        if (model.fail === 'later') setTimeout(() => setLate(true), 10);
      }, [model.fail]);
      if (model.fail === 'now' || late) throw new Error('screen failed');
      return <h1>ok</h1>;
    }
    const r = createRenderer<{ fail: 'now' | 'later' | 'never' }>(view, {
      app: (model) => <Bomb model={model} />,
      onFatal,
      settleTimeout: 100,
    });
    await expect(r.render({ fail: 'now' })).rejects.toThrow('screen failed');
    expect(onFatal).not.toHaveBeenCalled();
    await r.render({ fail: 'never' }); // a fresh boundary: renders again
    expect(view.querySelector('h1')!.textContent).toBe('ok');
    await r.render({ fail: 'later' });
    await vi.waitFor(() => expect(onFatal).toHaveBeenCalledTimes(1));
    r.unmount();
    err.mockRestore();
  });
});

describe('neutralizeInlineHandlers', () => {
  it.each([
    ['<div id="b" onclick="go()">x</div>', '<div id="b" data-portal-onclick="go()">x</div>'],
    ['<img src=x onerror=alert(1)>', '<img src=x data-portal-onerror=alert(1)>'],
    ['<BODY ONLOAD="x()"><p>', '<BODY data-portal-ONLOAD="x()"><p>'],
    ['<a\nonmouseover = "x" href="/a">', '<a\ndata-portal-onmouseover = "x" href="/a">'],
    ['<svg><a xlink:href="#" onfocus="x"/></svg>', '<svg><a xlink:href="#" data-portal-onfocus="x"/></svg>'],
    ['<p>Use onclick="handler()" in your page</p>', '<p>Use onclick="handler()" in your page</p>'],
    ['<script>var s = \'<b onclick="x">\';</script>', '<script>var s = \'<b onclick="x">\';</script>'],
    ['<script src="/a.js" onload="x()"></script>', '<script src="/a.js" data-portal-onload="x()"></script>'],
    ['<textarea name="t"><b onclick=x></textarea>', '<textarea name="t"><b onclick=x></textarea>'],
    ['<!-- <div onclick="x"> -->', '<!-- <div onclick="x"> -->'],
    // values and data-on* stay; every attribute NAMED on… is renamed (HTML has no other attributes starting with "on")
    ['<input name="online" data-on="1" onx="2">', '<input name="online" data-on="1" data-portal-onx="2">'],
    // inline styles too (a strict CSP reports each one parsed); names that only start with "style" stay
    [
      '<div class="warning" style="display: none;">Close</div>',
      '<div class="warning" data-portal-style="display: none;">Close</div>',
    ],
    [
      '<p STYLE=x styles="y" data-style="z" title="a style=b">t</p>',
      '<p data-portal-STYLE=x styles="y" data-style="z" title="a style=b">t</p>',
    ],
    ['<style>p { color: red }</style><p>style="x"</p>', '<style>p { color: red }</style><p>style="x"</p>'],
  ])('%s', (input, output) => {
    expect(neutralizeInlineHandlers(input)).toBe(output);
  });

  it('keeps the parsed page readable', () => {
    const doc = parseHtml(serverPage({ main: '<h1 class="first" onclick="x">Title</h1>' }));
    expect(doc.querySelector('h1')!.textContent).toBe('Title');
    expect(doc.querySelector('h1')!.hasAttribute('onclick')).toBe(false);
  });
});

describe('whenSettled', () => {
  it('waits while a placeholder is busy, ignores busy buttons, and gives up after the timeout', async () => {
    const { whenSettled } = await import('../../src/runtime/renderer.tsx');
    const view = document.createElement('div');
    document.body.appendChild(view);
    view.innerHTML = '<main><div aria-busy="true">…</div><button aria-busy="true">Save</button></main>';
    let settled = false;
    const p = whenSettled(view, 5000).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    view.querySelector('div')!.removeAttribute('aria-busy');
    await p;
    expect(settled).toBe(true);
    view.innerHTML = '<p>no heading, no main</p>';
    const started = Date.now();
    await whenSettled(view, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });
});

describe('scrollAfterLoad', () => {
  it('restores a saved position, else scrolls to the hash target (also under the content- prefix), else to the top', async () => {
    const { scrollAfterLoad } = await import('../../src/runtime/focus.ts');
    document.body.innerHTML =
      '<div id="page"><h2 data-x id="auth">server copy</h2></div><div id="portal-app"><h2 id="content-auth">Auth</h2><h2 id="errors">Errors</h2></div>';
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const seen: string[] = [];
    const into = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      seen.push(this.id);
    });
    scrollAfterLoad(window, 'https://h/docs#auth', null);
    scrollAfterLoad(window, 'https://h/docs#errors', null);
    scrollAfterLoad(window, 'https://h/docs#missing', null);
    scrollAfterLoad(window, 'https://h/docs', 420);
    expect(seen).toEqual(['content-auth', 'errors']);
    expect(scrollTo.mock.calls).toEqual([
      [0, 0],
      [0, 420],
    ]);
    scrollTo.mockRestore();
    into.mockRestore();
  });
});
