// The click and submit decisions of in-place loading (src/runtime/inputRules.ts), tested directly: the
// navigator and the early input capture both act on what these return.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anchorOf,
  clickAction,
  isLogoutUrl,
  isPlainClick,
  submitAction,
  toSearchParams,
  type SubmitAction,
} from './inputRules.ts';
import type { RuntimeHost } from './runtimeHost.ts';

const HERE = 'https://developer.acme.example/blog?x=1';

type Host = Pick<RuntimeHost, 'win' | 'settings' | 'current' | 'signOut'>;

/** A host whose window is only a location (all the rules read of it). */
function host(
  options: {
    ajax?: boolean;
    ignoreTypes?: string[];
    contentType?: string;
    login?: string;
    logout?: string;
    signOut?: () => boolean;
  } = {},
): Host {
  const current =
    options.contentType || options.login || options.logout
      ? {
          url: HERE,
          model: { contentType: options.contentType ?? 'blogAll' },
          page: {
            context: {
              login: options.login ? { url: options.login } : undefined,
              logout: options.logout ? { action: options.logout } : undefined,
            },
          },
        }
      : null;
  return {
    win: { location: new URL(HERE) } as unknown as Window,
    settings: { ajax: options.ajax ?? true, ajaxIgnore: [], ajaxIgnoreTypes: options.ignoreTypes ?? [] } as never,
    current: current as never,
    signOut: options.signOut ?? (() => false),
  };
}

function mount(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.appendChild(box);
  return box;
}

/** Clicks `el` and returns what clickAction made of the event (read in a document listener, then cancelled). */
function click(el: Element, h: Host, init: MouseEventInit = {}, prevent = false) {
  let result: ReturnType<typeof clickAction> | undefined;
  const listener = (event: Event) => {
    result = clickAction(event as MouseEvent, h);
    event.preventDefault();
  };
  if (prevent) el.addEventListener('click', (e) => e.preventDefault(), { once: true });
  document.addEventListener('click', listener, { once: true });
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }));
  return result;
}

/** Submits `form` (with `submitter`) and returns what submitAction made of it. */
function submit(form: Element, h: Host, submitter: HTMLElement | null = null, prevent = false): SubmitAction | null | undefined {
  let result: SubmitAction | null | undefined;
  const listener = (event: Event) => {
    result = submitAction(event as SubmitEvent, h);
    event.preventDefault();
  };
  if (prevent) form.addEventListener('submit', (e) => e.preventDefault(), { once: true });
  document.addEventListener('submit', listener, { once: true });
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));
  return result;
}

const byId = <T extends Element = HTMLElement>(id: string) => document.getElementById(id) as unknown as T;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isPlainClick', () => {
  const base = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false } as MouseEvent;
  const a = (attrs: string) => mount(`<a href="/x" ${attrs}>x</a>`).querySelector('a')!;

  it('a left click without modifiers on a link without target or download', () => {
    expect(isPlainClick(base, a(''))).toBe(true);
  });

  it.each([
    ['middle button', { button: 1 }],
    ['meta', { metaKey: true }],
    ['ctrl', { ctrlKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
  ])('%s: not plain', (_, change) => {
    expect(isPlainClick({ ...base, ...change } as MouseEvent, a(''))).toBe(false);
  });

  it('a target naming another window or a download: not plain; _self or a blank target: plain', () => {
    expect(isPlainClick(base, a('target="_blank"'))).toBe(false);
    expect(isPlainClick(base, a('target="other"'))).toBe(false);
    expect(isPlainClick(base, a('download'))).toBe(false);
    expect(isPlainClick(base, a('target=" _SELF "'))).toBe(true);
    expect(isPlainClick(base, a('target="  "'))).toBe(true);
  });
});

describe('anchorOf', () => {
  it('the link around the clicked element, also inside a shadow root (the event path crosses it)', () => {
    const box = mount('<div id="shadow-host"></div>');
    const shadowHost = box.querySelector('#shadow-host')!;
    const root = shadowHost.attachShadow({ mode: 'open' });
    root.innerHTML = '<a id="inner" href="/docs"><span id="label">Docs</span></a>';
    let found: Element | null | undefined;
    document.addEventListener('click', (event) => (found = anchorOf(event)), { once: true });
    root.getElementById('label')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(found).toBe(root.getElementById('inner'));
    // a browser retargets the event to the shadow host for listeners outside; only its path still holds the link
    const label = root.getElementById('label')!;
    const retargeted = {
      target: shadowHost,
      composedPath: () => [label, label.parentNode, root, shadowHost, box, document.body],
    };
    expect(anchorOf(retargeted as unknown as Event)).toBe(root.getElementById('inner'));
  });

  it('an event without a path: the closest link of its target; none outside a link', () => {
    mount('<a id="a" href="/x"><b id="b">x</b></a><p id="p">text</p>');
    expect(anchorOf({ target: byId('b') } as unknown as Event)).toBe(byId('a'));
    expect(anchorOf({ target: byId('p') } as unknown as Event)).toBeNull();
    expect(anchorOf({ target: null } as unknown as Event)).toBeNull();
    // a target without closest() (the document, a text node): none, not an error
    expect(anchorOf({ target: document } as unknown as Event)).toBeNull();
    expect(anchorOf({ target: document.createTextNode('x') } as unknown as Event)).toBeNull();
  });
});

describe('isLogoutUrl', () => {
  const url = (path: string) => new URL(path, HERE);

  it("the portal's /logout/logout on this host; never on another host", () => {
    expect(isLogoutUrl(host(), url('/logout/logout'))).toBe(true);
    expect(isLogoutUrl(host(), url('/logout/other'))).toBe(false);
    expect(isLogoutUrl(host(), new URL('https://elsewhere.example/logout/logout'))).toBe(false);
    expect(isLogoutUrl(host({ logout: '/account/signout' }), new URL('https://elsewhere.example/account/signout'))).toBe(false);
  });

  it("the page's logout form action; an unparsable one falls back to /logout/logout", () => {
    expect(isLogoutUrl(host({ logout: '/account/signout' }), url('/account/signout'))).toBe(true);
    expect(isLogoutUrl(host({ logout: '/account/signout' }), url('/logout/logout'))).toBe(true);
    expect(isLogoutUrl(host({ logout: 'http://[' }), url('/logout/logout'))).toBe(true);
    expect(isLogoutUrl(host({ logout: 'http://[' }), url('/account/signout'))).toBe(false);
  });
});

describe('clickAction', () => {
  it('a plain link on this host loads in place', () => {
    mount('<a id="a" href="/forum">Forum</a>');
    expect(click(byId('a'), host())).toEqual({ kind: 'inPlace', url: 'https://developer.acme.example/forum' });
  });

  it('nothing for a cancelled click, a click outside links, or a link in the hidden server page', () => {
    mount('<a id="a" href="/forum">Forum</a><p id="p">text</p><div id="page"><a id="old" href="/forum">Forum</a></div>');
    expect(click(byId('a'), host(), {}, true)).toBeNull();
    expect(click(byId('p'), host())).toBeNull();
    expect(click(byId('old'), host())).toBeNull();
  });

  it('Sign Out: the host signs out ("signedOut"); a modified click or a host without a logout form does not', () => {
    mount('<a id="out" href="/logout/logout">Sign Out</a>');
    const signOut = vi.fn(() => true);
    expect(click(byId('out'), host({ signOut }))).toBe('signedOut');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(click(byId('out'), host({ signOut }), { ctrlKey: true })).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    // no logout form to submit: the link is followed like any other
    expect(click(byId('out'), host({ signOut: () => false }))).toEqual({
      kind: 'inPlace',
      url: 'https://developer.acme.example/logout/logout',
    });
  });

  it('a Sign Out click another handler cancelled: nothing, and no sign-out', () => {
    mount('<a id="out" href="/logout/logout">Sign Out</a>');
    const signOut = vi.fn(() => true);
    expect(click(byId('out'), host({ signOut }), {}, true)).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('an unparsable href is no Sign Out and loads nothing in place', () => {
    mount('<a id="bad" href="http://[">x</a>');
    const signOut = vi.fn(() => true);
    expect(click(byId('bad'), host({ signOut }))).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('the link rules see the page shown: its content type, the ignored types and the sign-in link', () => {
    mount('<a id="a" href="/forum">Forum</a><a id="in" href="/signin/start?r=1">Sign in</a>');
    expect(click(byId('a'), host({ contentType: 'memberRemoveSuccess' }))).toBeNull();
    expect(click(byId('a'), host({ contentType: 'forumAll', ignoreTypes: ['forumAll'] }))).toBeNull();
    expect(click(byId('a'), host({ contentType: 'forumAll', ignoreTypes: ['blogAll'] }))).toEqual({
      kind: 'inPlace',
      url: 'https://developer.acme.example/forum',
    });
    expect(click(byId('in'), host({ login: '/signin/start' }))).toBeNull();
    expect(click(byId('in'), host())).toEqual({ kind: 'inPlace', url: 'https://developer.acme.example/signin/start?r=1' });
  });
});

describe('submitAction', () => {
  it('a GET form: its data replaces the query of the action, the submitter included', () => {
    mount(
      '<form id="f" method="get" action="/search?old=1"><input name="q" value="rate limits"><button id="go" name="page" value="2">Go</button></form>',
    );
    expect(submit(byId('f'), host(), byId('go'))).toEqual({
      kind: 'get',
      url: 'https://developer.acme.example/search?q=rate+limits&page=2',
    });
    expect(submit(byId('f'), host())).toEqual({ kind: 'get', url: 'https://developer.acme.example/search?q=rate+limits' });
  });

  it('no method means GET; no action (or a blank one) means this page', () => {
    mount('<form id="f"><input name="q" value="a"></form><form id="g" action="  "><input name="q" value="b"></form>');
    expect(submit(byId('f'), host())).toEqual({ kind: 'get', url: 'https://developer.acme.example/blog?q=a' });
    expect(submit(byId('g'), host())).toEqual({ kind: 'get', url: 'https://developer.acme.example/blog?q=b' });
  });

  it('a GET form is decided by the link rules (a full-load path loads fully)', () => {
    mount('<form id="f" action="/io-docs"><input name="q" value="a"></form>');
    expect(submit(byId('f'), host())).toBeNull();
  });

  it('a POST form is sent in place with its form, submitter and encoding (lower case)', () => {
    mount(
      '<form id="f" method=" POST " action="/apps/register" enctype="Multipart/Form-Data"><button id="go" name="op" value="save">Save</button></form>',
    );
    const form = byId<HTMLFormElement>('f');
    const go = byId('go');
    expect(submit(form, host(), go)).toEqual({
      kind: 'post',
      url: 'https://developer.acme.example/apps/register',
      form,
      submitter: go,
      enctype: 'multipart/form-data',
    });
    expect(submit(form, host())).toMatchObject({ kind: 'post', submitter: null });
  });

  it('on a plain http page too (not only https)', () => {
    mount('<form id="f" action="/search"><input name="q" value="a"></form>');
    const plain = { ...host(), win: { location: new URL('http://developer.acme.example/blog') } as unknown as Window };
    expect(submit(byId('f'), plain)).toEqual({ kind: 'get', url: 'http://developer.acme.example/search?q=a' });
  });

  it('a POST without enctype has an empty one', () => {
    mount('<form id="f" method="post" action="/apps/register"></form>');
    expect(submit(byId('f'), host())).toMatchObject({ kind: 'post', enctype: '' });
  });

  it("the submitter's formmethod, formaction, formenctype and formtarget win over the form's", () => {
    mount(
      '<form id="f" method="get" action="/search" target="_blank" enctype="text/plain">' +
        '<button id="post" formmethod="post" formaction="/apps/register" formenctype="application/x-www-form-urlencoded" formtarget="_self">P</button>' +
        '<button id="get" formmethod="get" formtarget="_blank">G</button></form>' +
        '<form id="g" method="post" action="/apps/register"><button id="dialog" formmethod="dialog">D</button>' +
        '<button id="full" data-full-load>F</button></form>',
    );
    expect(submit(byId('f'), host(), byId('post'))).toMatchObject({
      kind: 'post',
      url: 'https://developer.acme.example/apps/register',
      enctype: 'application/x-www-form-urlencoded',
    });
    expect(submit(byId('f'), host(), byId('get'))).toBeNull();
    expect(submit(byId('g'), host(), byId('dialog'))).toBeNull();
    expect(submit(byId('g'), host(), byId('full'))).toBeNull();
    expect(submit(byId('g'), host())).toMatchObject({ kind: 'post' });
  });

  it('left to the browser: a cancelled submit, a form in the hidden server page, method=dialog', () => {
    mount(
      '<form id="f" method="post" action="/apps/register"></form>' +
        '<div id="page"><form id="old" method="post" action="/apps/register"></form></div>' +
        '<form id="d" method="Dialog"></form>',
    );
    expect(submit(byId('f'), host(), null, true)).toBeNull();
    expect(submit(byId('old'), host())).toBeNull();
    expect(submit(byId('d'), host())).toBeNull();
  });

  it('a target: only a blank one or _self loads in place', () => {
    mount(
      '<form id="blank" method="post" action="/a" target="_blank"></form>' +
        '<form id="named" method="post" action="/a" target="frame"></form>' +
        '<form id="self" method="post" action="/a" target=" _Self "></form>' +
        '<form id="empty" method="post" action="/a" target=" "></form>',
    );
    expect(submit(byId('blank'), host())).toBeNull();
    expect(submit(byId('named'), host())).toBeNull();
    expect(submit(byId('self'), host())).toMatchObject({ kind: 'post' });
    expect(submit(byId('empty'), host())).toMatchObject({ kind: 'post' });
  });

  it('left to the browser: data-full-load, in-place loading off, another scheme or host, logout, a POST to sign-in', () => {
    mount(
      '<form id="full" method="post" action="/a" data-full-load></form>' +
        '<form id="ok" method="post" action="/a"></form>' +
        '<form id="mail" method="post" action="mailto:team@acme.example"></form>' +
        '<form id="other" method="post" action="https://elsewhere.example/a"></form>' +
        '<form id="out" method="post" action="/logout/logout"></form>' +
        '<form id="outget" action="/logout"></form>' +
        '<form id="login" method="post" action="/login/login"></form>' +
        '<form id="loginx" method="post" action="/loginx"></form>',
    );
    expect(submit(byId('full'), host())).toBeNull();
    expect(submit(byId('ok'), host({ ajax: false }))).toBeNull();
    expect(submit(byId('ok'), host())).toMatchObject({ kind: 'post' });
    expect(submit(byId('mail'), host())).toBeNull();
    expect(submit(byId('other'), host())).toBeNull();
    expect(submit(byId('out'), host())).toBeNull();
    expect(submit(byId('outget'), host())).toBeNull();
    expect(submit(byId('login'), host())).toBeNull();
    expect(submit(byId('loginx'), host())).toMatchObject({ kind: 'post', url: 'https://developer.acme.example/loginx' });
  });

  it('sign-in and logout are recognised by their path from its start, and exactly: /login, /login/…, /logout, /logout/…', () => {
    mount(
      '<form id="login" method="post" action="/login"></form>' +
        '<form id="deep" method="post" action="/docs/login/help"></form>' +
        '<form id="out" method="post" action="/logout"></form>' +
        '<form id="deepout" method="post" action="/docs/logout/help"></form>',
    );
    expect(submit(byId('login'), host())).toBeNull();
    expect(submit(byId('deep'), host())).toMatchObject({ kind: 'post', url: 'https://developer.acme.example/docs/login/help' });
    expect(submit(byId('out'), host())).toBeNull();
    expect(submit(byId('deepout'), host())).toMatchObject({
      kind: 'post',
      url: 'https://developer.acme.example/docs/logout/help',
    });
  });

  it('a blank action posts to this page as the browser does, fragment included', () => {
    mount('<form id="f" method="post"></form><form id="g" method="post" action="  "></form>');
    const withFragment = { ...host(), win: { location: new URL(`${HERE}#top`) } as unknown as Window };
    expect(submit(byId('f'), withFragment)).toMatchObject({ kind: 'post', url: `${HERE}#top` });
    expect(submit(byId('g'), withFragment)).toMatchObject({ kind: 'post', url: `${HERE}#top` });
  });

  it('another scheme on this very host is left to the browser', () => {
    mount('<form id="ftp" method="post" action="ftp://developer.acme.example/a"></form>');
    expect(submit(byId('ftp'), host())).toBeNull();
  });

  it('an event whose target is not a form: nothing', () => {
    const div = mount('<p>x</p>');
    expect(submitAction({ defaultPrevented: false, target: div } as unknown as SubmitEvent, host())).toBeNull();
    expect(submitAction({ defaultPrevented: false, target: null } as unknown as SubmitEvent, host())).toBeNull();
  });
});

describe('toSearchParams', () => {
  it('keeps strings and sends a file by its name, in order', () => {
    const data = new FormData();
    data.append('q', 'a b');
    data.append('upload', new File(['x'], 'spec.yaml'));
    data.append('q', 'c');
    expect(toSearchParams(data).toString()).toBe('q=a+b&upload=spec.yaml&q=c');
  });
});
