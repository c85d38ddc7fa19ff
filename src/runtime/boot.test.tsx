import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adapt } from '../adapter/index.ts';
import { GLOBALS_FUNCTION_MESSAGE } from '../lib/describeProblem.ts';
import type { ContentType, PageData } from '../model/pageData.ts';
import type { ScreenModel } from '../model/screenModel.ts';
import { PENDING_MAX_AGE, PENDING_PREFIX } from '../lib/oauthReturn.ts';
import { boot as realBoot, type BootOptions } from './boot.ts';
import { PORTAL_EVENTS } from './events.ts';
import { PROFILE_STORAGE_KEY } from './profile.ts';
import { RECAPTCHA_SCRIPT } from '../lib/portalScripts.ts';
import { createRenderer } from './renderer.tsx';
import { App } from '../screens/App.tsx';
import { context, env, pageData, settings, signedIn } from '../../test/adapter/factories.ts';
import { fakeResponse, flush, serverPage } from '../../test/runtime/helpers.ts';

async function boot(o: BootOptions) {
  const result = await realBoot(o);
  if (result.kind === 'rendered') started.push(result.runtime);
  return result;
}

const at = (path: string) => new URL(path, window.location.origin).href;

const typeByClass: [string, ContentType][] = [
  ['not-found', 'fourOhFour'],
  ['page-ioDocs', 'ioDocs'],
  ['page-login', 'signin'],
  ['page-member', 'accountManage'],
  ['page-forum', 'forumAll'],
  ['page-blog', 'blogAll'],
];

/** A small stand-in for extractPage: type from the body class, sign-in state from the logout form. */
function fakeExtract(doc: Document, url: string): PageData {
  const body = doc.body;
  const type = typeByClass.find(([c]) => body.classList.contains(c))?.[1] ?? 'fourOhFour';
  const loggedIn = !!doc.querySelector('#page form#mashery-logout-form');
  const ctx = loggedIn ? signedIn({ url }) : context({ url });
  ctx.pageTitle = doc.title;
  const profileLink = doc.querySelector('#page .actions .public-profile.action');
  if (profileLink) ctx.userProfile = profileLink.getAttribute('href');
  const page = pageData(type, { context: ctx }) as PageData;
  if (type === 'signin') (page as { state: unknown }).state = body.classList.contains('failed') ? 'failed' : 'normal';
  if (doc.querySelector('script.fn-global')) page.problems.push({ kind: 'global-not-literal', name: 'x' });
  return page;
}

/** The real adapter's model with a title, classes, heading and runtime labels the tests can recognise. */
function fakeAdapt(page: PageData): ScreenModel {
  // the runtime's labels as a brand team overrides them: the adapter expands their placeholders
  const runtimeLabels = {
    pageLoaded: 'Now showing {{title}}',
    submitFailed: 'Not sent. Your text is still there.',
    loading: 'Loading…',
  };
  const model = adapt(page, settings({ labels: { layout: runtimeLabels } }), env());
  model.layout = {
    ...model.layout,
    title: `${page.context.pageTitle} | Acme`,
    htmlClasses: [page.context.loggedIn ? 'logged-in' : 'logged-out'],
    headingId: 'portal-heading',
  };
  return model;
}

/** marks a model whose screen throws while rendering */
const EXPLODING = 'exploding-screen';

function FakeApp({ model }: { model: ScreenModel }) {
  if (model.contentId === EXPLODING) throw new Error('screen exploded');
  return (
    <main>
      <h1 id="portal-heading">{model.layout.title}</h1>
      <p>
        Profile: <span data-testid="profile">{model.layout.userProfile?.url ?? 'unknown'}</span>
      </p>
      <span className="mashtip" title="Calls per second">
        QPS
      </span>
      <a id="to-forum" href="/forum">
        Forum
      </a>
      <a id="to-iodocs" href="/io-docs/v2">
        I/O Docs
      </a>
      <a id="sign-out" href="/logout/logout">
        Sign Out
      </a>
      {model.layout.title.startsWith('Captcha') ? <div className="g-recaptcha" data-sitekey="site-key" /> : null}
      <form id="contact" method="post" action="/member/edit">
        <textarea name="bio" defaultValue="" />
      </form>
    </main>
  );
}

const started: { destroy(): void }[] = [];

/** the real App (layout, registered screens, the Generic screen over server HTML) instead of FakeApp */
const realApp: BootOptions['mount'] = (view, services, onFatal) =>
  createRenderer<ScreenModel>(view, { app: (model) => <App model={model} services={services} />, onFatal, settleTimeout: 2000 });

function options(overrides: Partial<BootOptions> = {}): BootOptions {
  return {
    win: window,
    resolveSettings: (portalOptions) => {
      const warnings: string[] = [];
      const resolved = settings({ ajax: true, ajaxIgnore: [], ajaxLoading: 'Loading...', mashtips: true });
      if (portalOptions && typeof portalOptions === 'object') {
        for (const [k, v] of Object.entries(portalOptions)) {
          if (k === 'ajax' && typeof v === 'boolean') resolved.ajax = v;
          else warnings.push(`portalOptions.${k}: not a known option (ignored)`);
        }
      }
      return { settings: resolved, warnings };
    },
    extractPage: fakeExtract,
    adapt: (page) => fakeAdapt(page),
    mount: (view, _services, onFatal) =>
      createRenderer<ScreenModel>(view, { app: (model) => <FakeApp model={model} />, onFatal, settleTimeout: 200 }),
    fetch: vi.fn(async (url: string) => fakeResponse(serverPage({ title: 'Forum', bodyClass: 'page-forum' }), { url })),
    ...overrides,
  };
}

/** In-place loading has started (the navigator marks the history entry as its own: navigator.ts › start). */
async function navigatorStarted(): Promise<void> {
  await vi.waitFor(() => expect((window.history.state as { portal?: boolean } | null)?.portal).toBe(true));
}

function loadServerPage(html: string, path = '/blog'): void {
  window.history.replaceState(null, '', path);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.title = doc.title;
  document.head.innerHTML = doc.head.innerHTML;
  document.body.className = doc.body.className;
  document.body.innerHTML = doc.body.innerHTML;
  document.documentElement.className = 'loading';
}

// happy-dom may not load the stylesheets of these fake pages; loading them is not what is tested.
const happy = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess?: boolean } } }).happyDOM;
if (happy) happy.settings.handleDisabledFileLoadingAsSuccess = true;

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // happy-dom reports every <link rel=stylesheet> it may not load; React reports caught render errors
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  delete (window as { portalOptions?: unknown }).portalOptions;
});
afterEach(() => {
  while (started.length) started.pop()!.destroy();
  warn.mockRestore();
  error.mockRestore();
  document.getElementById('portal-app')?.remove();
});

const legacyHead = `
  <link rel="stylesheet" href="/public/Mashery/styles/Mashery-base.css?v=2">
  <link rel="stylesheet" href="/public/Mashery/styles/mashery-blue.css">
  <link rel="stylesheet" media="print" href="/public/Mashery/styles/print-default.css">
  <link rel="stylesheet" href="/public/Mashery/styles/mashery-base.css">
  <link rel="stylesheet" href="/files/portal.css">`;

describe('boot: first load', () => {
  it('in-place loading arrives after complete: a click right at complete is captured and loaded in place', async () => {
    let startedAtComplete: boolean | null = null;
    let prevented: boolean | null = null;
    const onComplete = () => {
      // the navigator marks the history entry as its own when it starts (navigator.ts › start): not yet
      const state = window.history.state as { portal?: boolean } | null;
      startedAtComplete = document.documentElement.classList.contains('complete') && state?.portal === true;
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById('to-forum')!.dispatchEvent(click);
      prevented = click.defaultPrevented;
    };
    window.addEventListener(PORTAL_EVENTS.afterRender, onComplete, { once: true });
    loadServerPage(serverPage({ title: 'Acme - Blog' }));
    const loadFully = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const opts = options();
    const result = await boot(opts);
    expect(result.kind).toBe('rendered');
    expect(startedAtComplete).toBe(false);
    expect(prevented).toBe(true); // no full load
    await vi.waitFor(() => expect(document.getElementById('portal-app')!.getAttribute('data-content-type')).toBe('forumAll'));
    expect(opts.fetch).toHaveBeenCalledWith(at('/forum'), expect.objectContaining({ credentials: 'same-origin' }));
    expect(window.location.pathname).toBe('/forum');
    expect(loadFully).not.toHaveBeenCalled();
    loadFully.mockRestore();
  });

  it('early clicks: only the latest is carried out, once, when the in-place file arrives', async () => {
    loadServerPage(serverPage({ title: 'Acme - Blog' }));
    let release: () => void = () => undefined;
    const navigatorFile = import('./navigator.ts');
    const slow = new Promise<Awaited<typeof navigatorFile>>((resolve) => (release = () => void navigatorFile.then(resolve)));
    const opts = options({ loadNavigator: () => slow });
    await boot(opts);
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('to-forum')).toBe(true);
    expect(click('to-forum')).toBe(true);
    expect(opts.fetch).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(document.getElementById('portal-app')!.getAttribute('data-content-type')).toBe('forumAll'));
    expect(opts.fetch).toHaveBeenCalledTimes(1);
  });

  it('a runtime destroyed while an in-place load is in flight announces nothing more (no portal event)', async () => {
    loadServerPage(serverPage({ title: 'Acme - Blog' }));
    let answer: (r: Response) => void = () => undefined;
    const opts = options({ fetch: vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))) });
    const runtime = await boot(opts);
    await navigatorStarted();
    const events: string[] = [];
    const names = Object.values(PORTAL_EVENTS);
    const listener = (e: Event) => events.push(e.type);
    names.forEach((n) => window.addEventListener(n, listener));
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(opts.fetch).toHaveBeenCalled());
    events.length = 0;
    if (runtime.kind === 'rendered') runtime.runtime.destroy();
    answer(fakeResponse(serverPage({ title: 'Forum', bodyClass: 'page-forum' }), { url: at('/forum') }));
    await flush();
    await new Promise((r) => setTimeout(r, 50));
    names.forEach((n) => window.removeEventListener(n, listener));
    expect(events).toEqual([]);
  });

  it('the in-place file fails to load: an early click becomes a normal page load of its link, nothing is lost', async () => {
    loadServerPage(serverPage({ title: 'Acme - Blog' }));
    let fail: () => void = () => undefined;
    const failing = new Promise<null>((resolve) => (fail = () => resolve(null)));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const opts = options({ loadNavigator: () => failing });
    await boot(opts);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('to-forum')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    fail();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(at('/forum')));
    expect(opts.fetch).not.toHaveBeenCalled();
    // nothing listens any more: a later click is the browser's
    const later = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('to-forum')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    assign.mockRestore();
  });

  it('renders the screen into the app root, marks <html>, sets the title and removes legacy stylesheets', async () => {
    const events: string[] = [];
    const names = Object.values(PORTAL_EVENTS);
    // this page's events only: an in-place load an earlier test started may still be finishing (its /forum)
    const listener = (e: Event) => {
      const detail = (e as CustomEvent<{ ajax: boolean; url: string }>).detail;
      if (new URL(detail.url, window.location.href).pathname === '/blog') events.push(`${e.type}:${detail.ajax}`);
    };
    names.forEach((n) => window.addEventListener(n, listener));
    loadServerPage(serverPage({ title: 'Acme - Blog', head: legacyHead }));
    const result = await boot(options());
    names.forEach((n) => window.removeEventListener(n, listener));

    expect(result.kind).toBe('rendered');
    const root = document.getElementById('portal-app')!;
    expect(root.getAttribute('data-content-type')).toBe('blogAll');
    expect(root.hasAttribute('data-content-state')).toBe(false);
    expect(root.parentElement).toBe(document.body);
    expect(root.closest('#page')).toBeNull();
    const html = document.documentElement.classList;
    expect(html.contains('complete')).toBe(true);
    expect(html.contains('loading')).toBe(false);
    expect(html.contains('rendering')).toBe(false);
    expect(html.contains('logged-out')).toBe(true);
    expect(document.title).toBe('Acme - Blog | Acme');
    expect(root.querySelector('h1')!.textContent).toBe('Acme - Blog | Acme');
    const sheets = Array.from(document.querySelectorAll('link[rel=stylesheet]')).map((l) => l.getAttribute('href'));
    // case-sensitive: the lower-case "mashery-base.css" is not the portal's file
    expect(sheets).toEqual(['/public/Mashery/styles/mashery-base.css', '/files/portal.css']);
    expect(events).toEqual([
      `${PORTAL_EVENTS.loaded}:false`,
      `${PORTAL_EVENTS.beforeRender}:false`,
      `${PORTAL_EVENTS.afterRender}:false`,
    ]);
  });

  it('keeps the server page in the DOM, hidden, with its ids parked so ours stay unique', async () => {
    loadServerPage(serverPage());
    await boot(options());
    const page = document.querySelector<HTMLElement>('.page')!;
    expect(page.id).toBe('page');
    expect(page.style.getPropertyValue('display')).toBe('none');
    expect(page.getAttribute('aria-hidden')).toBe('true');
    expect(document.getElementById('main')).toBeNull();
    expect(page.querySelector('[data-portal-server-id="main"]')).not.toBeNull();
  });

  it('puts the sign-in / search state on the root', async () => {
    loadServerPage(serverPage({ bodyClass: 'page-login failed' }), '/login/failed');
    await boot(options());
    const root = document.getElementById('portal-app')!;
    expect(root.getAttribute('data-content-type')).toBe('signin');
    expect(root.getAttribute('data-content-state')).toBe('failed');
  });

  it('logs one warning per bad runtime option and still renders', async () => {
    loadServerPage(serverPage());
    (window as { portalOptions?: unknown }).portalOptions = { ajax: false, colour: 'blue', logoo: 1 };
    const result = await boot(options());
    expect(result.kind).toBe('rendered');
    expect(warn).toHaveBeenCalledWith('[portal] portalOptions.colour: not a known option (ignored)');
    expect(warn).toHaveBeenCalledWith('[portal] portalOptions.logoo: not a known option (ignored)');
  });

  it('reads the first page from an inert copy, never from the live document (payloads must not run again)', async () => {
    loadServerPage(
      serverPage({
        main: '<h1 class="first">Blog</h1><div class="comment"><img src="/x.png" onerror="window.__again = 1"> hi</div>',
      }),
    );
    const seen: Document[] = [];
    const result = await boot(options({ extractPage: (doc, url) => (seen.push(doc), fakeExtract(doc, url)) }));
    expect(result.kind).toBe('rendered');
    expect(seen).toHaveLength(1);
    const copy = seen[0]!;
    expect(copy).not.toBe(document);
    expect(copy.body.classList.contains('page-blog')).toBe(true);
    // the same markup, handlers renamed before parsing (no CSP reports for our parse)
    const img = copy.querySelector('#page .comment img')!;
    expect(img.getAttribute('src')).toBe('/x.png');
    expect(img.hasAttribute('onerror')).toBe(false);
    expect(img.getAttribute('data-portal-onerror')).toBe('window.__again = 1');
    // the live page is untouched apart from being hidden
    expect(document.querySelector('#page .comment img')!.getAttribute('onerror')).toBe('window.__again = 1');
  });

  it('logs the spec message for function-valued globals', async () => {
    loadServerPage(
      serverPage({ main: '<h1 class="first">x</h1><script class="fn-global">mashery.globals.x = function(){};</script>' }),
    );
    await boot(options());
    expect(warn).toHaveBeenCalledWith(GLOBALS_FUNCTION_MESSAGE);
  });

  it('a document without #page: nothing rendered, nothing hidden, marked complete', async () => {
    loadServerPage(serverPage({ noPage: true }));
    const result = await boot(options());
    expect(result).toEqual({ kind: 'notPortal' });
    expect(document.getElementById('portal-app')).toBeNull();
    expect(document.documentElement.className).toBe('complete');
    expect(document.getElementById('main')).not.toBeNull();
  });

  it.each([
    [
      'extraction throws',
      {
        extractPage: () => {
          throw new Error('extract');
        },
      },
    ],
    [
      'the adapter throws',
      {
        adapt: () => {
          throw new Error('adapt');
        },
      },
    ],
    [
      'settings throw',
      {
        resolveSettings: () => {
          throw new Error('settings');
        },
      },
    ],
  ] as [string, Partial<BootOptions>][])('%s: the server page is shown again, never a blank page', async (_n, o) => {
    loadServerPage(serverPage({ head: legacyHead }));
    const result = await boot(options(o));
    expect(result.kind).toBe('failed');
    expect(document.getElementById('portal-app')).toBeNull();
    const page = document.getElementById('page')!;
    expect(page.style.getPropertyValue('display')).toBe('');
    expect(page.hasAttribute('aria-hidden')).toBe(false);
    expect(document.getElementById('main')).not.toBeNull();
    expect(document.documentElement.classList.contains('complete')).toBe(true);
    expect(document.documentElement.classList.contains('loading')).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('a screen that throws while rendering: the server page is shown again with its ids back', async () => {
    loadServerPage(serverPage());
    const result = await boot(
      options({
        adapt: (page) => {
          const model = fakeAdapt(page);
          model.contentId = EXPLODING;
          return model;
        },
      }),
    );
    expect(result.kind).toBe('failed');
    expect(document.getElementById('portal-app')).toBeNull();
    expect(document.getElementById('page')!.style.getPropertyValue('display')).toBe('');
    expect(document.getElementById('main')).not.toBeNull();
    expect(document.documentElement.className).toContain('complete');
    expect(document.documentElement.className).not.toContain('logged-out');
  });

  it('never blank: a page whose themed main shows too little of the server text shows its content sanitised in the theme', async () => {
    // a mutated "New Keys Issued" page: the server shows the keys, the extraction found none of them
    const keys = Array.from({ length: 40 }, (_, i) => `<p>Key ${i}: 4f7a9c2e81b3d5f6a0c9e8b7d6f5a4c3 for Forecast API</p>`).join(
      '',
    );
    loadServerPage(serverPage({ main: `<h1>New Keys Issued</h1>${keys}<script>window.__ranAgain = true</script>` }));
    const result = await boot(options({ mount: realApp }));
    expect(result.kind).toBe('rendered');
    const root = document.getElementById('portal-app')!;
    // the themed layout stays (header, navigation); the server page stays hidden
    expect(root.querySelector('header, [role="banner"]')).not.toBeNull();
    expect(root.querySelector('nav')).not.toBeNull();
    expect(root.querySelector('main')!.textContent).toContain('Key 39');
    expect(root.querySelector('main script')).toBeNull();
    expect(document.getElementById('page')!.style.getPropertyValue('display')).toBe('none');
    expect(document.documentElement.className).toContain('complete');
    expect(warn.mock.calls.map((c: unknown[]) => String(c[0])).join(' ')).toMatch(
      /shows \d+ characters of the server page's \d+; showing the server's content in the theme instead/,
    );
  });

  it("never blank: when even the server's content in the theme shows too little (no sanitiser), the server page is shown", async () => {
    // a mutated "New Keys Issued" page: the server shows the keys, the extraction found none of them
    const keys = Array.from({ length: 40 }, (_, i) => `<p>Key ${i}: 4f7a9c2e81b3d5f6a0c9e8b7d6f5a4c3 for Forecast API</p>`).join(
      '',
    );
    loadServerPage(serverPage({ main: `<h1>New Keys Issued</h1>${keys}` }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await boot(options());
    expect(result.kind).toBe('failed');
    expect(document.getElementById('portal-app')).toBeNull();
    expect(document.getElementById('page')!.style.getPropertyValue('display')).toBe('');
    expect(document.getElementById('main')!.textContent).toContain('Key 39');
    expect(document.documentElement.className).toContain('complete');
    expect(String(warn.mock.calls.map((c) => String(c[1])).join(' '))).toMatch(/shows \d+ characters of the server page's \d+/);
  });

  it('never blank does not apply to the interactive docs, whose console opens methods on demand (it fell back on every signed-in I/O Docs page)', async () => {
    const methods = Array.from(
      { length: 40 },
      (_, i) => `<p>GET /weather/${i}: current conditions for a city, in metric units</p>`,
    ).join('');
    loadServerPage(serverPage({ main: `<h1>I/O Docs</h1>${methods}` }));
    const result = await boot(options({ adapt: (page) => ({ ...fakeAdapt(page), contentType: 'ioDocs' }) as ScreenModel }));
    expect(result.kind).toBe('rendered');
    expect(document.getElementById('portal-app')).not.toBeNull();
  });

  it("never blank in place: a fetched page the theme shows too little of is shown in place with the server's content, sanitised", async () => {
    loadServerPage(serverPage());
    const long = `<h1>Forum</h1>${'<p>A long topic list the extraction does not find. </p>'.repeat(30)}`;
    const opts = options({
      mount: realApp,
      fetch: vi.fn(async (url: string) =>
        fakeResponse(serverPage({ title: 'Forum', bodyClass: 'page-forum', main: long }), { url }),
      ),
    });
    const result = await boot(opts);
    expect(result.kind).toBe('rendered');
    const runtime = (result as { runtime: { loadFully(url: string): void; services: { navigate(url: string): void } } }).runtime;
    const loadFully = vi.fn();
    runtime.loadFully = loadFully;
    await navigatorStarted();
    runtime.services.navigate(at('/forum'));
    // the fetched page's screen and the Generic screen are lazy chunks: their first import may take a while here
    await vi.waitFor(() => expect(document.querySelector('#portal-app main')!.textContent).toContain('A long topic list'), {
      timeout: 10_000,
    });
    expect(document.getElementById('portal-app')!.getAttribute('data-content-type')).toBe('forumAll');
    expect(window.location.pathname).toBe('/forum');
    expect(loadFully).not.toHaveBeenCalled();
  });

  it("never blank in place: when even the server's content in the theme shows too little, the page is loaded normally", async () => {
    loadServerPage(serverPage());
    const long = `<h1>Forum</h1>${'<p>A long topic list the extraction does not find. </p>'.repeat(30)}`;
    const assign = vi.fn();
    const opts = options({
      fetch: vi.fn(async (url: string) =>
        fakeResponse(serverPage({ title: 'Forum', bodyClass: 'page-forum', main: long }), { url }),
      ),
    });
    const result = await boot(opts);
    expect(result.kind).toBe('rendered');
    const runtime = (result as { runtime: { loadFully(url: string, o?: { replace?: boolean }): void } }).runtime;
    runtime.loadFully = assign;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(at('/forum'), expect.anything()));
  });

  it('puts a runtime-chosen theme class on <html> and the root; an unknown theme is ignored with a warning', async () => {
    loadServerPage(serverPage());
    const themes = { names: ['default', 'dark'], className: (n: string) => `portal-theme-${n}` };
    const withTheme = (theme: string) =>
      options({
        themes,
        resolveSettings: () => ({ settings: settings({ ajax: true, theme }), warnings: [] }),
      });
    await boot(withTheme('dark'));
    expect(document.documentElement.classList.contains('portal-theme-dark')).toBe(true);
    expect(document.getElementById('portal-app')!.classList.contains('portal-theme-dark')).toBe(true);
    document.documentElement.classList.remove('portal-theme-dark');
    started.pop()!.destroy();
    document.getElementById('portal-app')!.remove();
    loadServerPage(serverPage());
    await boot(withTheme('neon'));
    expect(document.documentElement.className).not.toContain('portal-theme-');
    expect(warn).toHaveBeenCalledWith('[portal] theme: unknown theme "neon" (themes: default, dark); the default theme is used.');
  });

  it('wires mashtip tooltips in rendered content once the page is complete (their code is not on the first render path)', async () => {
    loadServerPage(serverPage());
    let wiredAtComplete: boolean | null = null;
    window.addEventListener(
      PORTAL_EVENTS.afterRender,
      () => (wiredAtComplete = !document.querySelector('#portal-app .mashtip')!.hasAttribute('title')),
      { once: true },
    );
    await boot(options());
    expect(wiredAtComplete).toBe(false);
    const trigger = document.querySelector<HTMLElement>('#portal-app .mashtip')!;
    await vi.waitFor(() => expect(trigger.hasAttribute('title')).toBe(false));
    const tip = document.getElementById(trigger.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('Calls per second');
    expect(tip.hidden).toBe(true);
    trigger.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(tip.hidden).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tip.hidden).toBe(true);
  });
});

describe("boot: the screens' requests (services.request)", () => {
  it('are same-origin in mode and credentials whatever the caller passes: a redirect to another site is never read', async () => {
    loadServerPage(serverPage({ title: 'Acme - Blog' }));
    const opts = options();
    const result = await boot(opts);
    if (result.kind !== 'rendered') throw new Error(result.kind);
    const fetch = opts.fetch as ReturnType<typeof vi.fn>;
    fetch.mockClear();
    await result.runtime.request('/search?q=x', { method: 'POST', mode: 'cors', credentials: 'include' });
    expect(fetch).toHaveBeenCalledWith(
      at('/search?q=x'),
      expect.objectContaining({ method: 'POST', mode: 'same-origin', credentials: 'same-origin' }),
    );
    await expect(result.runtime.request('https://elsewhere.example/x')).rejects.toThrow(/another host/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('boot: in-place loading', () => {
  it('a same-site link loads the next page in place: window state kept, URL, title, type, focus and announcement updated', async () => {
    loadServerPage(serverPage());
    const opts = options();
    await boot(opts);
    (window as { __marker?: number }).__marker = 42;
    const events: string[] = [];
    const onAjax = (e: Event) => events.push(e.type);
    [
      PORTAL_EVENTS.beforeRenderAjax,
      PORTAL_EVENTS.beforeRender,
      PORTAL_EVENTS.afterRender,
      PORTAL_EVENTS.afterRenderAjax,
    ].forEach((n) => window.addEventListener(n, onAjax));
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(document.getElementById('portal-app')!.getAttribute('data-content-type')).toBe('forumAll'));
    await vi.waitFor(() => expect(events).toContain(PORTAL_EVENTS.afterRenderAjax));
    expect(events).toEqual([
      PORTAL_EVENTS.beforeRenderAjax,
      PORTAL_EVENTS.beforeRender,
      PORTAL_EVENTS.afterRender,
      PORTAL_EVENTS.afterRenderAjax,
    ]);
    expect((window as { __marker?: number }).__marker).toBe(42);
    expect(window.location.pathname).toBe('/forum');
    expect(document.title).toBe('Forum | Acme');
    expect(document.activeElement?.id).toBe('portal-heading');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    await vi.waitFor(() => expect(document.querySelector('#portal-app [role="status"]')!.textContent).toBe('Now showing Forum'));
    expect(document.documentElement.classList.contains('complete')).toBe(true);
    expect(opts.fetch).toHaveBeenCalledWith(at('/forum'), expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('a slow load: the root is busy at once, the placeholder (label text) appears after the delay and goes away', async () => {
    loadServerPage(serverPage());
    let release: (r: Response) => void = () => undefined;
    const fetch = vi.fn(
      (url: string) =>
        new Promise<Response>(
          (resolve) => (release = () => resolve(fakeResponse(serverPage({ title: 'Forum', bodyClass: 'page-forum' }), { url }))),
        ),
    );
    await boot(options({ fetch, placeholderDelay: 30 }));
    await navigatorStarted();
    const root = document.getElementById('portal-app')!;
    const placeholder = root.querySelector<HTMLElement>('[data-portal-part="placeholder"]')!;
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(placeholder.hidden).toBe(true);
    expect(document.title).toBe('Loading...');
    await vi.waitFor(() => expect(placeholder.hidden).toBe(false));
    expect(placeholder.textContent).toBe('Loading…');
    release(new Response());
    await vi.waitFor(() => expect(root.getAttribute('data-content-type')).toBe('forumAll'));
    await vi.waitFor(() => expect(placeholder.hidden).toBe(true));
    expect(root.hasAttribute('aria-busy')).toBe(false);
    expect(placeholder.textContent).toBe('');
  });

  it('a page whose model has no title: the browser title is the server page\'s, never "Loading..." at complete', async () => {
    loadServerPage(serverPage());
    const adapt = (page: PageData) => {
      const model = fakeAdapt(page);
      return page.contentType === 'forumAll' ? { ...model, layout: { ...model.layout, title: '' } } : model;
    };
    await boot(options({ adapt }));
    let titleAtComplete = '';
    const onAfter = () => (titleAtComplete = document.title);
    window.addEventListener(PORTAL_EVENTS.afterRenderAjax, onAfter);
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(titleAtComplete).not.toBe(''));
    window.removeEventListener(PORTAL_EVENTS.afterRenderAjax, onAfter);
    expect(titleAtComplete).toBe('Forum');
    expect(document.documentElement.classList.contains('complete')).toBe(true);
  });

  it('reCAPTCHA after an in-place load (spec: reloaded on in-page pages with a widget): the script is loaded again for each such page', async () => {
    delete (window as { grecaptcha?: unknown }).grecaptcha;
    loadServerPage(serverPage());
    const fetch = vi.fn(async (url: string) => fakeResponse(serverPage({ title: 'Captcha', bodyClass: 'page-forum' }), { url }));
    await boot(options({ fetch }));
    const captchaScripts = () =>
      Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-portal-asset]')).filter(
        (s) => s.src === RECAPTCHA_SCRIPT,
      );
    expect(captchaScripts()).toHaveLength(0);
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(captchaScripts()).toHaveLength(1));
    const first = captchaScripts()[0];
    expect(document.querySelector('#portal-app .g-recaptcha')).not.toBeNull();
    // the next page with a widget loads the script once more (it scans the page only when it runs)
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(captchaScripts()[0]).not.toBe(first));
    expect(captchaScripts()).toHaveLength(1);
  });

  it('reCAPTCHA after an in-place load with the API already there: the widget is rendered explicitly', async () => {
    const render = vi.fn(() => 0);
    (window as { grecaptcha?: unknown }).grecaptcha = { render, ready: (cb: () => void) => cb() };
    try {
      loadServerPage(serverPage());
      const fetch = vi.fn(async (url: string) =>
        fakeResponse(serverPage({ title: 'Captcha', bodyClass: 'page-forum' }), { url }),
      );
      await boot(options({ fetch }));
      document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
      expect(render).toHaveBeenCalledWith(document.querySelector('#portal-app .g-recaptcha'), { sitekey: 'site-key' });
    } finally {
      delete (window as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('links FROM the interactive-docs page load in place (only links TO it load fully)', async () => {
    loadServerPage(serverPage({ bodyClass: 'page-ioDocs', title: 'I/O Docs' }), '/io-docs');
    const fetch = vi.fn(async (url: string) => fakeResponse(serverPage({ title: 'Forum', bodyClass: 'page-forum' }), { url }));
    await boot(options({ fetch }));
    expect(document.getElementById('portal-app')!.getAttribute('data-content-type')).toBe('ioDocs');
    (window as { __marker?: number }).__marker = 7;
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(document.getElementById('portal-app')!.getAttribute('data-content-type')).toBe('forumAll'));
    expect(fetch).toHaveBeenCalledWith(at('/forum'), expect.anything());
    expect((window as { __marker?: number }).__marker).toBe(7);
    expect(window.location.pathname).toBe('/forum');
    expect(document.getElementById('portal-app')!.querySelectorAll('h1')).toHaveLength(1);
  });

  it('an interactive-docs answer (needs the server scripts) is loaded normally', async () => {
    loadServerPage(serverPage());
    const assign = vi.fn();
    const realLocation = window.location;
    const fetch = vi.fn(async (url: string) => fakeResponse(serverPage({ bodyClass: 'page-ioDocs' }), { url }));
    await boot(options({ fetch }));
    // io-docs links are skipped by path, but a link may still be answered by an I/O Docs page
    // (a redirect, an alias path): that page needs the server's scripts and is loaded for real.
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: {
        ...realLocation,
        href: realLocation.href,
        host: realLocation.host,
        origin: realLocation.origin,
        assign,
        replace: vi.fn(),
      },
    });
    try {
      document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(at('/forum')));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
  });

  it('reaching a listed content type (ajaxIgnoreTypes) loads that page normally; other types stay in place', async () => {
    loadServerPage(serverPage());
    const assign = vi.fn();
    const realLocation = window.location;
    const fetch = vi.fn(async (url: string) => fakeResponse(serverPage({ title: 'Forum', bodyClass: 'page-forum' }), { url }));
    const listed = (types: ContentType[]) =>
      options({
        fetch,
        resolveSettings: () => ({
          settings: settings({ ajax: true, ajaxIgnore: [], ajaxLoading: 'Loading...', ajaxIgnoreTypes: types }),
          warnings: [],
        }),
      });
    await boot(listed(['forumAll']));
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: {
        ...realLocation,
        href: realLocation.href,
        host: realLocation.host,
        origin: realLocation.origin,
        assign,
        replace: vi.fn(),
      },
    });
    try {
      // the link itself is an ordinary one (the blog page is not listed): the answer's type decides
      document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(at('/forum')));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(document.getElementById('portal-app')!.getAttribute('data-content-type')).toBe('blogAll');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
    started.pop()!.destroy();
    document.getElementById('portal-app')?.remove();
    loadServerPage(serverPage());
    await boot(listed(['blogSingle']));
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(document.getElementById('portal-app')!.getAttribute('data-content-type')).toBe('forumAll'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a failed form post keeps the form and what was typed, and shows the notice', async () => {
    loadServerPage(serverPage());
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await boot(options({ fetch }));
    const form = document.getElementById('contact') as HTMLFormElement;
    const textarea = form.querySelector('textarea')!;
    textarea.value = 'A long message I do not want to type again';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(document.querySelector('#portal-app [role="alert"]')).not.toBeNull());
    expect(document.querySelector('#portal-app [role="alert"]')!.textContent).toBe('Not sent. Your text is still there.');
    expect(textarea.value).toBe('A long message I do not want to type again');
    expect(form.isConnected).toBe(true);
  });

  it('Sign Out submits the logout form natively', async () => {
    loadServerPage(
      serverPage({
        main: '<h1 class="first">Blog</h1><form id="mashery-logout-form" method="post" action="/logout/logout"><input type="hidden" name="token" value="a1b2c3"></form>',
      }),
    );
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      return undefined;
    });
    await boot(options());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('sign-out')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.getAttribute('action')).toBe(at('/logout/logout'));
    expect(form.getAttribute('method')).toBe('post');
    expect((form.querySelector('input[name=token]') as HTMLInputElement).value).toBe('a1b2c3');
    submit.mockRestore();
  });

  it('nothing private outlives the session: Sign Out forgets pending OAuth states and per-user flags; stale states expire on their own', async () => {
    const now = Date.now();
    localStorage.clear();
    localStorage.setItem(`${PENDING_PREFIX}fresh`, JSON.stringify({ apiId: 'a', flow: 'implicit', token: 'csrf', at: now }));
    localStorage.setItem(
      `${PENDING_PREFIX}stale`,
      JSON.stringify({ apiId: 'a', flow: 'implicit', token: 'csrf', at: now - PENDING_MAX_AGE - 1 }),
    );
    localStorage.setItem('portalTheme.journey.call.jdoe', JSON.stringify({ value: '1', expires: now + 60_000 }));
    localStorage.setItem('portalTheme.journey.report.jdoe', JSON.stringify({ value: '1', expires: now - 1 }));
    localStorage.setItem('portalTheme.scheme', 'dark');
    loadServerPage(
      serverPage({
        main: '<h1 class="first">Blog</h1><form id="mashery-logout-form" method="post" action="/logout/logout"><input type="hidden" name="token" value="a1b2c3"></form>',
      }),
    );
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    await boot(options());
    // signed in: the stale state and the expired flag are gone at load, the fresh one and the live flag stay
    expect(localStorage.getItem(`${PENDING_PREFIX}stale`)).toBeNull();
    expect(localStorage.getItem(`${PENDING_PREFIX}fresh`)).not.toBeNull();
    expect(localStorage.getItem('portalTheme.journey.report.jdoe')).toBeNull();
    expect(localStorage.getItem('portalTheme.journey.call.jdoe')).not.toBeNull();
    document.getElementById('sign-out')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(`${PENDING_PREFIX}fresh`)).toBeNull();
    expect(localStorage.getItem('portalTheme.journey.call.jdoe')).toBeNull();
    expect(localStorage.getItem('portalTheme.scheme')).toBe('dark'); // the reader's colour scheme is no secret
    submit.mockRestore();
  });

  it('a page that shows no one signed in forgets the per-user flags', async () => {
    localStorage.clear();
    localStorage.setItem('portalTheme.journey.started.jdoe', '1');
    loadServerPage(serverPage());
    await boot(options());
    expect(localStorage.getItem('portalTheme.journey.started.jdoe')).toBeNull();
  });
});

describe('boot: the user profile link', () => {
  const signedInPage = () =>
    serverPage({
      main: '<h1 class="first">Blog</h1><form id="mashery-logout-form" method="post" action="/logout/logout"></form>',
    });
  const memberEdit = () =>
    serverPage({
      bodyClass: 'page-member edit',
      main: '<h1 class="first">Account</h1><form id="mashery-logout-form" method="post" action="/logout/logout"></form><div class="actions"><a class="public-profile action" href="/profile/profile/jdoe">View profile</a></div>',
    });

  it('is fetched once from /member/edit when unknown, cached in sessionStorage and rendered', async () => {
    loadServerPage(signedInPage());
    const fetch = vi.fn(async (url: string) =>
      fakeResponse(new URL(url).pathname === '/member/edit' ? memberEdit() : signedInPage(), { url }),
    );
    await boot(options({ fetch }));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="profile"]')!.textContent).toBe('/profile/profile/jdoe'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(at('/member/edit'));
    expect(JSON.parse(sessionStorage.getItem(PROFILE_STORAGE_KEY)!)).toMatchObject({
      username: 'jdoe',
      userProfile: '/profile/profile/jdoe',
    });

    // next page (in place): known, not fetched again
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/forum'));
    await flush();
    expect(fetch.mock.calls.filter((c) => new URL(c[0] as string).pathname === '/member/edit')).toHaveLength(1);
  });

  it('is read from the cache on a fresh load without any request', async () => {
    sessionStorage.setItem(
      PROFILE_STORAGE_KEY,
      JSON.stringify({ username: 'jdoe', userProfile: '/profile/profile/jdoe', accountSettings: null }),
    );
    loadServerPage(signedInPage());
    const fetch = vi.fn(async (url: string) => fakeResponse(signedInPage(), { url }));
    await boot(options({ fetch }));
    expect(document.querySelector('[data-testid="profile"]')!.textContent).toBe('/profile/profile/jdoe');
    await flush();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not requested for signed-out visitors, and a sign-out clears the cache', async () => {
    sessionStorage.setItem(
      PROFILE_STORAGE_KEY,
      JSON.stringify({ username: 'jdoe', userProfile: '/profile/profile/jdoe', accountSettings: null }),
    );
    loadServerPage(serverPage());
    const fetch = vi.fn(async (url: string) => fakeResponse(serverPage(), { url }));
    await boot(options({ fetch }));
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
  });

  it('a failed request is not fatal and not retried on every page', async () => {
    loadServerPage(signedInPage());
    const fetch = vi.fn(async (url: string) =>
      new URL(url).pathname === '/member/edit'
        ? fakeResponse('err', { status: 500, url })
        : fakeResponse(signedInPage(), { url }),
    );
    await boot(options({ fetch }));
    await flush();
    document.getElementById('to-forum')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/forum'));
    await flush();
    expect(fetch.mock.calls.filter((c) => new URL(c[0] as string).pathname === '/member/edit')).toHaveLength(1);
    expect(document.getElementById('portal-app')).not.toBeNull();
  });
});
