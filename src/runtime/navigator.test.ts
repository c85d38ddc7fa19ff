import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adapt } from '../adapter/index.ts';
import { PORTAL_EVENTS, type PortalEventDetail, type PortalEventName } from './events.ts';
import { IN_PLACE_MAX_CHARS } from './fetchDocument.ts';
import { Navigator, PLACEHOLDER_DELAY_MS } from './navigator.ts';
import { ensureAppRoot } from './pageState.ts';
import type { RuntimeHost, ShownPage } from './runtimeHost.ts';
import { context, env, pageData, settings } from '../../test/adapter/factories.ts';
import { deferredFetch, fakeResponse, flush, serverPage } from '../../test/runtime/helpers.ts';

const at = (path: string) => new URL(path, window.location.origin).href;

/** A fetched page as the host would prepare it: the real adapter's model, the server title kept. */
function shownPage(doc: Document, url: string): ShownPage {
  const page = pageData('blogAll', { context: context({ pageTitle: doc.title }) });
  return { page, model: adapt(page, settings(), env()), url };
}

type FakeHost = { -readonly [K in keyof RuntimeHost]: RuntimeHost[K] };

/**
 * The Navigator on a fake runtime host. `log` records the host's calls and the events in order, each
 * marked ` (busy)` while the app root is aria-busy.
 */
function setup(overrides: Partial<FakeHost> = {}) {
  const log: string[] = [];
  const events: { name: PortalEventName; detail: PortalEventDetail }[] = [];
  const commits: ShownPage[] = [];
  const fullLoads: { url: string; replace?: boolean }[] = [];
  const signOuts: string[] = [];
  const app = ensureAppRoot(document, {
    root: 'root',
    announcer: 'announcer',
    placeholder: 'placeholder',
    placeholderText: 'placeholder-text',
  });
  const busy = () => (app.root.getAttribute('aria-busy') === 'true' ? ' (busy)' : '');
  const host: FakeHost = {
    win: window,
    fetch: vi.fn(async (url: string) => fakeResponse(serverPage({ title: `Page ${url}` }), { url })),
    placeholderDelay: undefined,
    settings: settings({ ajax: true, ajaxIgnore: [], ajaxLoading: 'Loading...' }),
    current: null,
    appRoot: app,
    prepare: async (doc, url) => {
      log.push(`prepare ${new URL(url).pathname}${busy()}`);
      return shownPage(doc, url);
    },
    show: async (next) => {
      log.push(`commit ${new URL(next.url).pathname}${busy()}`);
      commits.push(next);
      host.current = next;
      document.title = next.page.context.pageTitle ?? '';
    },
    loadProfile: async () => undefined,
    ensureNotBlank: () => Promise.resolve(),
    signOut: () => {
      signOuts.push(window.location.pathname);
      return true;
    },
    loadFully: (url, options) => {
      log.push(`fullLoad ${url}`);
      fullLoads.push({ url, replace: options?.replace });
    },
    emit: (name, detail) => {
      log.push(`${name}${busy()}`);
      events.push({ name, detail });
    },
    ...overrides,
  };
  const nav = new Navigator(host);
  return { nav, host, app, log, events, commits, fullLoads, signOuts };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/blog');
  document.title = 'Blog | Acme';
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Navigator.navigate: the in-place load sequence', () => {
  it('emits before, sets the loading title, fetches, renders, pushes the final URL, emits after', async () => {
    let titleDuringFetch = '';
    const { nav, log, events } = setup({
      fetch: async () => {
        titleDuringFetch = document.title;
        return fakeResponse(serverPage({ title: 'Acme - Browse' }), { url: at('/blog/browse/3') }); // redirected
      },
    });
    const before = window.history.length;
    const result = await nav.navigate(at('/blog/browse'), { push: true, trigger: 'link' });
    expect(titleDuringFetch).toBe('Loading...');
    expect(result).toEqual({ kind: 'rendered', url: at('/blog/browse/3'), status: 200 });
    expect(log).toEqual([
      PORTAL_EVENTS.beforeRenderAjax,
      'prepare /blog/browse/3 (busy)',
      'commit /blog/browse/3 (busy)',
      `${PORTAL_EVENTS.afterRender} (busy)`,
      PORTAL_EVENTS.afterRenderAjax,
    ]);
    expect(window.location.href).toBe(at('/blog/browse/3'));
    expect(window.history.state).toMatchObject({ portal: true, url: at('/blog/browse/3') });
    expect(window.history.length).toBe(before + 1);
    expect(events[0]!.detail).toMatchObject({ ajax: true, url: at('/blog/browse'), method: 'GET', trigger: 'link' });
    expect(events.find((e) => e.name === PORTAL_EVENTS.afterRenderAjax)!.detail).toMatchObject({
      ajax: true,
      url: at('/blog/browse/3'),
      status: 200,
    });
  });

  it('history before the render (a kept departure, docs/departures.md): while the next page renders, the URL is already its own', async () => {
    let urlDuringRender = '';
    const { nav, host } = setup();
    const show = host.show;
    host.show = async (next, options) => {
      urlDuringRender = window.location.href;
      return show(next, options);
    };
    await nav.navigate(at('/blog/browse?page=2'), { push: true, trigger: 'link' });
    // relative URLs in the new content (images, heading-anchor links) resolve against the page they are on
    expect(urlDuringRender).toBe(at('/blog/browse?page=2'));
  });

  it('<html> is loading while the next page is fetched, complete once it is shown; a kept page or an abort is complete again, a full load stays loading', async () => {
    const phase = () =>
      ['loading', 'rendering', 'complete'].filter((c) => document.documentElement.classList.contains(c)).join(' ');
    document.documentElement.className = 'complete logged-in';
    let during = '';
    const ok = setup({
      fetch: async (url: string) => {
        during = phase();
        return fakeResponse(serverPage(), { url });
      },
    });
    await ok.nav.navigate(at('/forum'), { push: true });
    expect(during).toBe('loading');
    expect(phase()).toBe('complete');
    expect(document.documentElement.classList.contains('logged-in')).toBe(true);

    const post = setup({ fetch: async () => Promise.reject(new TypeError('network down')) });
    expect(
      await post.nav.navigate(at('/contact'), { push: true, method: 'POST', body: new URLSearchParams('a=1') }),
    ).toMatchObject({
      kind: 'kept',
    });
    expect(phase()).toBe('complete');

    const aborted = setup({
      fetch: async () => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
    });
    await aborted.nav.navigate(at('/forum'), { push: true });
    expect(phase()).toBe('complete');

    const broken = setup({ fetch: async () => Promise.reject(new TypeError('network down')) });
    expect(await broken.nav.navigate(at('/forum'), { push: true })).toMatchObject({ kind: 'fullLoad' });
    expect(phase()).toBe('loading'); // the browser is loading the page: not complete before it arrives
    document.documentElement.className = '';
  });

  it('keeps the requested hash when the answer URL has none', async () => {
    const { nav } = setup({ fetch: async () => fakeResponse(serverPage(), { url: at('/docs') }) });
    await nav.navigate(at('/docs#auth'), { push: true });
    expect(window.location.href).toBe(at('/docs#auth'));
  });

  it('does not set a title when ajaxLoading is empty', async () => {
    let title = '';
    const { nav } = setup({
      settings: settings({ ajax: true, ajaxIgnore: [], ajaxLoading: '' }),
      fetch: async (url: string) => {
        title = document.title;
        return fakeResponse(serverPage(), { url });
      },
    });
    await nav.navigate(at('/forum'), { push: true });
    expect(title).toBe('Blog | Acme');
  });

  it('latest wins: a second load aborts the first, and only the second is rendered', async () => {
    const { fetch, pending } = deferredFetch();
    const { nav, commits, log } = setup({ fetch });
    const first = nav.navigate(at('/forum'), { push: true });
    const second = nav.navigate(at('/apps/myapps'), { push: true });
    await flush();
    expect(pending).toHaveLength(2);
    expect(pending[0]!.init?.signal?.aborted).toBe(true);
    expect(pending[1]!.init?.signal?.aborted).toBe(false);
    pending[1]!.resolve(fakeResponse(serverPage({ title: 'Apps' }), { url: pending[1]!.url }));
    expect(await first).toEqual({ kind: 'superseded' });
    expect(await second).toMatchObject({ kind: 'rendered', url: at('/apps/myapps') });
    expect(commits.map((c) => new URL(c.url).pathname)).toEqual(['/apps/myapps']);
    expect(log.filter((l) => l.startsWith('fullLoad'))).toEqual([]);
    expect(window.location.pathname).toBe('/apps/myapps');
  });

  it('a late answer of an older load is ignored even if it arrives after the newer one', async () => {
    let calls = 0;
    const resolvers: ((r: Response) => void)[] = [];
    const { nav, commits } = setup({
      fetch: () => {
        calls++;
        // ignores the abort signal on purpose (a server that answers anyway)
        return new Promise<Response>((resolve) => resolvers.push((r) => resolve(r)));
      },
    });
    const a = nav.navigate(at('/a'), { push: true });
    const b = nav.navigate(at('/b'), { push: true });
    await flush();
    resolvers[1]!(fakeResponse(serverPage(), { url: at('/b') }));
    await b;
    resolvers[0]!(fakeResponse(serverPage(), { url: at('/a') }));
    expect(await a).toEqual({ kind: 'superseded' });
    expect(calls).toBe(2);
    expect(commits).toHaveLength(1);
    expect(window.location.pathname).toBe('/b');
  });

  it('overlapping loads: a failed POST after a superseded load restores the page title, not "Loading..."', async () => {
    const { fetch, pending } = deferredFetch();
    const { nav } = setup({ fetch });
    const first = nav.navigate(at('/forum'), { push: true });
    const second = nav.navigate(at('/member/edit'), { push: false, method: 'POST', body: new FormData() });
    await flush();
    expect(document.title).toBe('Loading...');
    pending[1]!.reject(new TypeError('network down'));
    expect(await first).toEqual({ kind: 'superseded' });
    expect(await second).toMatchObject({ kind: 'kept' });
    expect(document.title).toBe('Blog | Acme');
    // and the next load starts from the page title again
    const third = nav.navigate(at('/member/edit'), { push: false, method: 'POST', body: new FormData() });
    await flush();
    pending[2]!.reject(new TypeError('network down'));
    expect(await third).toMatchObject({ kind: 'kept' });
    expect(document.title).toBe('Blog | Acme');
  });

  it('abort (status 0) does nothing: no render, no reload, title restored', async () => {
    const aborted = setup({
      fetch: async () => {
        const e = new Error('aborted');
        e.name = 'AbortError';
        throw e;
      },
    });
    const result = await aborted.nav.navigate(at('/forum'), { push: true });
    expect(result).toEqual({ kind: 'aborted' });
    expect(aborted.commits).toHaveLength(0);
    expect(aborted.fullLoads).toHaveLength(0);
    expect(document.title).toBe('Blog | Acme');
    expect(window.location.pathname).toBe('/blog');
    expect(aborted.log).toEqual([PORTAL_EVENTS.beforeRenderAjax]);
    expect(aborted.app.root.hasAttribute('aria-busy')).toBe(false);
  });

  it('404: renders the returned page, pushes history and emits portalAjaxError (not the after event)', async () => {
    const { nav, log, events } = setup({
      fetch: async (url: string) =>
        fakeResponse(serverPage({ title: 'Not Found', bodyClass: 'not-found' }), { status: 404, url }),
    });
    const result = await nav.navigate(at('/nowhere'), { push: true });
    expect(result).toEqual({ kind: 'rendered', url: at('/nowhere'), status: 404 });
    expect(log).toContain('commit /nowhere (busy)');
    expect(log).toContain(PORTAL_EVENTS.ajaxError);
    expect(log).not.toContain(PORTAL_EVENTS.afterRenderAjax);
    expect(events.find((e) => e.name === PORTAL_EVENTS.ajaxError)!.detail).toMatchObject({ status: 404, url: at('/nowhere') });
    expect(window.location.pathname).toBe('/nowhere');
  });

  it.each([
    ['500', { status: 500 }, 'httpError'],
    ['503', { status: 503 }, 'httpError'],
    ['403', { status: 403 }, 'httpError'],
    ['404 that is not HTML', { status: 404, contentType: 'application/json' }, 'httpError'],
  ])('%s: a full page load of the URL', async (_name, init, reason) => {
    const { nav, commits, fullLoads } = setup({ fetch: async (url: string) => fakeResponse('oops', { ...init, url }) });
    const result = await nav.navigate(at('/apps/myapps'), { push: true });
    expect(result).toEqual({ kind: 'fullLoad', url: at('/apps/myapps'), reason });
    expect(commits).toHaveLength(0);
    expect(fullLoads).toEqual([{ url: at('/apps/myapps'), replace: false }]);
    expect(window.location.pathname).toBe('/blog');
  });

  it('network error: a full page load of the URL', async () => {
    const { nav, fullLoads } = setup({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await nav.navigate(at('/forum'), { push: true })).toMatchObject({ kind: 'fullLoad', reason: 'network' });
    expect(fullLoads[0]!.url).toBe(at('/forum'));
  });

  it('a page too large to parse in one task: loaded fully, never parsed in place (GET)', async () => {
    const huge = serverPage({ main: `<ul>${'<li><a href="/docs/read/x">x</a></li>'.repeat(20_000)}</ul>` });
    expect(huge.length).toBeGreaterThan(IN_PLACE_MAX_CHARS);
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const { nav, fullLoads, commits, log } = setup({ fetch: async (url: string) => fakeResponse(huge, { url }) });
    expect(await nav.navigate(at('/docs/read/Huge'), { push: true })).toEqual({
      kind: 'fullLoad',
      url: at('/docs/read/Huge'),
      reason: 'tooLarge',
    });
    expect(parse).not.toHaveBeenCalled();
    expect(log.some((l) => l.startsWith('prepare'))).toBe(false);
    expect(fullLoads).toEqual([{ url: at('/docs/read/Huge'), replace: false }]);
    expect(commits).toHaveLength(0);
    parse.mockRestore();
  });

  it('a form answer too large to parse in one task is read up to the limit (it cannot be requested again)', async () => {
    const huge = serverPage({ main: `<h1>Saved</h1><p>${'word '.repeat(IN_PLACE_MAX_CHARS / 4)}</p>` });
    expect(huge.length).toBeGreaterThan(IN_PLACE_MAX_CHARS);
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const { nav, commits, fullLoads } = setup({ fetch: async (url: string) => fakeResponse(huge, { url }) });
    const result = await nav.navigate(at('/member/edit'), { push: false, method: 'POST', body: new FormData() });
    expect(result).toMatchObject({ kind: 'rendered' });
    expect(fullLoads).toHaveLength(0);
    expect(commits).toHaveLength(1);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(String(parse.mock.calls[0]![0]).length).toBeLessThanOrEqual(IN_PLACE_MAX_CHARS);
    parse.mockRestore();
  });

  it('success without a document (not HTML): a full redirect to the final URL', async () => {
    const { nav, fullLoads, commits } = setup({
      fetch: async () => fakeResponse('%PDF-1.4', { contentType: 'application/pdf', url: at('/downloads/guide') }),
    });
    expect(await nav.navigate(at('/guide'), { push: true })).toEqual({
      kind: 'fullLoad',
      url: at('/downloads/guide'),
      reason: 'notHtml',
    });
    expect(fullLoads[0]!.url).toBe(at('/downloads/guide'));
    expect(commits).toHaveLength(0);
  });

  it('a fetched page without #page: the browser goes to the URL', async () => {
    const { nav, fullLoads, commits } = setup({
      fetch: async (url: string) => fakeResponse(serverPage({ noPage: true }), { url }),
    });
    expect(await nav.navigate(at('/r/member/1'), { push: true })).toMatchObject({ kind: 'fullLoad', reason: 'noPage' });
    expect(fullLoads[0]!.url).toBe(at('/r/member/1'));
    expect(commits).toHaveLength(0);
  });

  it('a page the host will not render in place (prepare → null): full load', async () => {
    const { nav, fullLoads } = setup({ prepare: async () => null });
    expect(await nav.navigate(at('/x'), { push: true })).toMatchObject({ kind: 'fullLoad', reason: 'contentType' });
    expect(fullLoads).toHaveLength(1);
  });

  it('extraction throws: full load, nothing rendered', async () => {
    const { nav, fullLoads, commits } = setup({
      prepare: () => {
        throw new Error('boom');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await nav.navigate(at('/x'), { push: true })).toMatchObject({ kind: 'fullLoad', reason: 'renderError' });
    expect(commits).toHaveLength(0);
    expect(fullLoads[0]!.replace).toBe(false);
  });

  it('render fails after history moved: the page is loaded normally in place of the entry', async () => {
    const { nav, fullLoads } = setup({
      show: async () => {
        throw new Error('render failed');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await nav.navigate(at('/x'), { push: true })).toMatchObject({ kind: 'fullLoad', reason: 'renderError' });
    expect(fullLoads).toEqual([{ url: at('/x'), replace: true }]);
  });

  it('shows the placeholder only after 2,500 ms', async () => {
    expect(PLACEHOLDER_DELAY_MS).toBe(2500);
    vi.useFakeTimers();
    const { fetch, pending } = deferredFetch();
    const { nav, app } = setup({ fetch });
    const done = nav.navigate(at('/slow'), { push: true });
    await vi.advanceTimersByTimeAsync(2499);
    expect(app.root.getAttribute('aria-busy')).toBe('true');
    expect(app.placeholder.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(app.placeholder.hidden).toBe(false);
    expect(app.placeholderText.textContent).toBe('Loading...');
    pending[0]!.resolve(fakeResponse(serverPage(), { url: at('/slow') }));
    await done;
    expect(app.placeholder.hidden).toBe(true);
    expect(app.root.hasAttribute('aria-busy')).toBe(false);
  });

  it('no timeout: an answer after ten minutes is still rendered in place', async () => {
    vi.useFakeTimers();
    const { fetch, pending } = deferredFetch();
    const { nav, fullLoads } = setup({ fetch });
    const done = nav.navigate(at('/slow'), { push: true, trigger: 'link' });
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.init?.signal?.aborted).toBe(false);
    pending[0]!.resolve(fakeResponse(serverPage(), { url: at('/slow') }));
    expect(await done).toEqual({ kind: 'rendered', url: at('/slow'), status: 200 });
    expect(fullLoads).toEqual([]);
  });

  it('a fast load never shows the placeholder, even when the timer would have fired later', async () => {
    vi.useFakeTimers();
    const { nav, app } = setup();
    await nav.navigate(at('/fast'), { push: true });
    await vi.advanceTimersByTimeAsync(PLACEHOLDER_DELAY_MS * 2);
    expect(app.placeholder.hidden).toBe(true);
    expect(app.root.hasAttribute('data-portal-placeholder')).toBe(false);
  });

  it('saves the scroll position of the page it leaves in its history entry', async () => {
    const { nav } = setup();
    window.history.replaceState({ portal: true, url: at('/blog') }, '');
    const spy = vi.spyOn(window.history, 'replaceState');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 250 });
    try {
      await nav.navigate(at('/forum'), { push: true });
    } finally {
      delete (window as unknown as { scrollY?: number }).scrollY;
    }
    expect(spy).toHaveBeenCalledWith({ portal: true, url: at('/blog'), scrollY: 250 }, '');
    spy.mockRestore();
  });
});

describe('Navigator listeners', () => {
  it('start() is refused when ajax is off', () => {
    const { nav } = setup({ settings: settings({ ajax: false }) });
    expect(nav.start()).toBe(false);
  });

  it('without history.pushState in-place loading stays off: start() is refused, links load natively', () => {
    const original = window.history.pushState;
    Object.defineProperty(window.history, 'pushState', { value: undefined, configurable: true, writable: true });
    try {
      expect(Navigator.supported(window)).toBe(false);
      const { nav, host } = setup();
      expect(nav.start()).toBe(false);
      document.body.innerHTML = '<div id="portal-app"><a id="a" href="/apps/myapps">Apps</a></div>';
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById('a')!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      expect(host.fetch).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window.history, 'pushState', { value: original, configurable: true, writable: true });
    }
    expect(Navigator.supported(window)).toBe(true);
  });

  it('a plain click on a same-site link loads in place; a ctrl-click is left alone', async () => {
    const { nav, host } = setup();
    nav.start();
    document.body.innerHTML = '<div id="portal-app"><a id="a" href="/apps/myapps">Apps</a></div>';
    const a = document.getElementById('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    a.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flush();
    expect(host.fetch).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/apps/myapps');

    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    a.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    nav.stop();
  });

  it('links inside the hidden server page are never intercepted', () => {
    const { nav, host } = setup();
    nav.start();
    document.body.innerHTML = '<div id="page"><a id="a" href="/apps/myapps">Apps</a></div>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(host.fetch).not.toHaveBeenCalled();
    nav.stop();
  });

  it('a click a screen already handled (preventDefault) is left alone', () => {
    const { nav, host } = setup();
    nav.start();
    document.body.innerHTML = '<a id="a" href="/apps/myapps">Apps</a>';
    const a = document.getElementById('a')!;
    a.addEventListener('click', (e) => e.preventDefault());
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(host.fetch).not.toHaveBeenCalled();
    nav.stop();
  });

  it('a Sign Out link goes to the host, which submits the logout form', () => {
    const { nav, host, signOuts } = setup();
    nav.start();
    document.body.innerHTML = '<a id="out" href="/logout/logout">Sign Out</a>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('out')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(signOuts).toEqual(['/blog']);
    expect(host.fetch).not.toHaveBeenCalled();
    nav.stop();
  });

  it('back/forward: loads the saved URL without a new history entry and restores the saved scroll', async () => {
    const { nav, commits, events, host } = setup();
    nav.start();
    await nav.navigate(at('/forum'), { push: true });
    const length = window.history.length;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { portal: true, url: at('/blog'), scrollY: 340 } }));
    await flush();
    expect((host.fetch as ReturnType<typeof vi.fn>).mock.calls.at(-1)![0]).toBe(at('/blog'));
    expect(commits.at(-1)!.url).toBe(at('/blog'));
    expect(events.at(-1)).toMatchObject({
      name: PORTAL_EVENTS.afterRenderAjax,
      detail: { url: at('/blog'), trigger: 'popstate' },
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 340);
    expect(window.history.length).toBe(length);
    scrollTo.mockRestore();
    nav.stop();
  });

  it('back/forward between hashes of the page shown does not fetch', async () => {
    const { nav, host } = setup();
    nav.start();
    window.history.pushState(null, '', '/blog#comments');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await flush();
    expect(host.fetch).not.toHaveBeenCalled();
    nav.stop();
  });

  it('back/forward to an entry without our state uses location.href', async () => {
    const { nav, host } = setup();
    nav.start();
    await nav.navigate(at('/forum'), { push: true });
    window.history.pushState(null, '', '/apps/mykeys');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await flush();
    expect((host.fetch as ReturnType<typeof vi.fn>).mock.calls.at(-1)![0]).toBe(at('/apps/mykeys'));
    nav.stop();
  });
});

describe('Navigator forms', () => {
  function submit(form: HTMLFormElement): Event {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event;
  }

  it('search (GET) submits in place to /search?q=', async () => {
    const { nav, host } = setup();
    nav.start();
    document.body.innerHTML = '<form id="f" method="get" action="/search"><input name="q" value="rate limits"></form>';
    const event = submit(document.getElementById('f') as HTMLFormElement);
    expect(event.defaultPrevented).toBe(true);
    await flush();
    expect((host.fetch as ReturnType<typeof vi.fn>).mock.calls[0]![0]).toBe(at('/search?q=rate+limits'));
    expect(window.location.href).toBe(at('/search?q=rate+limits'));
    nav.stop();
  });

  it('a GET form to a full-load path is left to the browser', () => {
    const { nav, host } = setup();
    nav.start();
    document.body.innerHTML = '<form id="f" method="get" action="/page/search"><input name="q" value="x"></form>';
    expect(submit(document.getElementById('f') as HTMLFormElement).defaultPrevented).toBe(false);
    expect(host.fetch).not.toHaveBeenCalled();
    nav.stop();
  });

  it('POST: sends every field (multipart) to the action read from the attribute, renders the answer', async () => {
    const { nav, host, commits } = setup({
      fetch: vi.fn(async () => fakeResponse(serverPage({ title: 'Saved' }), { url: at('/member/email') })),
    });
    nav.start();
    document.body.innerHTML = `<form id="f" method="post" action="/member/email" enctype="multipart/form-data">
      <input name="email" value="new@example.com"><input type="hidden" name="token" value="t0k">
      <input type="hidden" name="action" value="update"></form>`;
    const form = document.getElementById('f') as HTMLFormElement;
    expect(submit(form).defaultPrevented).toBe(true);
    await flush();
    const [url, init] = (host.fetch as ReturnType<typeof vi.fn>).mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(at('/member/email'));
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('email')).toBe('new@example.com');
    expect(body.get('token')).toBe('t0k');
    expect(body.get('action')).toBe('update');
    expect(commits).toHaveLength(1);
    expect(window.location.pathname).toBe('/member/email');
    nav.stop();
  });

  it('a failed POST keeps the form and what was typed, and says so', async () => {
    const { nav, fullLoads, commits } = setup({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    nav.start();
    document.body.innerHTML =
      '<form id="f" method="post" action="/contact"><textarea name="message">Hello there</textarea></form>';
    const form = document.getElementById('f') as HTMLFormElement;
    submit(form);
    await flush();
    const notice = form.previousElementSibling!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Your form could not be sent.');
    expect(fullLoads).toHaveLength(0);
    expect(commits).toHaveLength(0);
    expect((form.querySelector('textarea') as HTMLTextAreaElement).value).toBe('Hello there');
    expect(form.isConnected).toBe(true);
    expect(document.title).toBe('Blog | Acme');
    nav.stop();
  });

  it.each<[string, { status: number; contentType?: string; page?: boolean }]>([
    ['500 without a page', { status: 500, contentType: 'text/plain' }],
    ['an answer without #page', { status: 200 }],
    ['500 with a portal page (the server error page)', { status: 500, page: true }],
    ['502 with a portal page', { status: 502, page: true }],
  ])('a POST answered by %s keeps the form', async (_n, init) => {
    const { nav, fullLoads, commits } = setup({
      fetch: async (url: string) =>
        fakeResponse(init.contentType ? 'error' : serverPage(init.page ? { title: 'Error' } : { noPage: true }), {
          ...init,
          url,
        }),
    });
    nav.start();
    document.body.innerHTML = '<form id="f" method="post" action="/member/passwd"><input name="p" value="x"></form>';
    submit(document.getElementById('f') as HTMLFormElement);
    await flush();
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(fullLoads).toHaveLength(0);
    expect(commits).toHaveLength(0);
    nav.stop();
  });

  it('a POST answered with an error page (422 + #page) renders that page: the server re-renders the form with errors', async () => {
    const { nav, commits } = setup({
      fetch: async (url: string) => fakeResponse(serverPage({ title: 'Errors' }), { status: 422, url }),
    });
    nav.start();
    document.body.innerHTML = '<form id="f" method="post" action="/apps/register"><input name="n" value="x"></form>';
    submit(document.getElementById('f') as HTMLFormElement);
    await flush();
    expect(commits).toHaveLength(1);
    nav.stop();
  });

  it('a second submit of the same form while its post is on the way is ignored', async () => {
    const { fetch, pending } = deferredFetch();
    const { nav } = setup({ fetch });
    nav.start();
    document.body.innerHTML = '<form id="f" method="post" action="/apps/register"><input name="n" value="x"></form>';
    const form = document.getElementById('f') as HTMLFormElement;
    submit(form);
    const second = submit(form);
    expect(second.defaultPrevented).toBe(true);
    await flush();
    expect(pending).toHaveLength(1);
    expect(form.getAttribute('aria-busy')).toBe('true');
    pending[0]!.resolve(fakeResponse(serverPage(), { url: at('/apps/register') }));
    await flush();
    expect(form.hasAttribute('aria-busy')).toBe(false);
    nav.stop();
  });

  it.each([
    ['logout form', '<form id="f" method="post" action="/logout/logout"></form>'],
    ['sign-in form', '<form id="f" method="post" action="/login/login"><input name="u" value="x"></form>'],
    ['form with data-full-load', '<form id="f" method="post" action="/apps/register" data-full-load></form>'],
    ['form with a target', '<form id="f" method="post" action="/apps/register" target="_blank"></form>'],
    ['form to another host', '<form id="f" method="post" action="https://other.example/x"></form>'],
    ['method=dialog', '<form id="f" method="dialog"></form>'],
  ])('%s is submitted natively', (_name, html) => {
    const { nav, host } = setup();
    nav.start();
    document.body.innerHTML = html;
    expect(submit(document.getElementById('f') as HTMLFormElement).defaultPrevented).toBe(false);
    expect(host.fetch).not.toHaveBeenCalled();
    nav.stop();
  });

  it('form attributes are read with getAttribute (an input named "action" does not shadow them)', async () => {
    const { nav, host } = setup();
    nav.start();
    document.body.innerHTML =
      '<form id="f" method="post" action="/member/remove"><input type="hidden" name="action" value="removeMember"><input type="hidden" name="method" value="x"></form>';
    submit(document.getElementById('f') as HTMLFormElement);
    await flush();
    const [url, init] = (host.fetch as ReturnType<typeof vi.fn>).mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(at('/member/remove'));
    expect(init.method).toBe('POST');
    nav.stop();
  });
});

describe('Navigator robustness', () => {
  it('never rejects: a host that throws turns the load into a normal page load', async () => {
    const { nav, fullLoads } = setup({
      emit: () => {
        throw new Error('host broke');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(nav.navigate(at('/forum'), { push: true })).resolves.toMatchObject({ kind: 'fullLoad', url: at('/forum') });
    expect(fullLoads.at(-1)!.url).toBe(at('/forum'));
  });
});
