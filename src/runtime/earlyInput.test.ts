// The first load's early input (issue 38): clicks and submits before the in-place navigator arrives are
// decided by the navigator's own rules, kept (latest wins) and carried out later — never lost.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarlyInput, runNatively } from './earlyInput.ts';
import type { RuntimeHost } from './runtimeHost.ts';

function host(overrides: Partial<Pick<RuntimeHost, 'settings' | 'current' | 'signOut'>> = {}) {
  return {
    win: window,
    settings: { ajax: true, ajaxIgnore: [], ajaxIgnoreTypes: [] } as unknown as RuntimeHost['settings'],
    current: null,
    signOut: vi.fn(() => false),
    ...overrides,
  } as Pick<RuntimeHost, 'win' | 'settings' | 'current' | 'signOut'>;
}

/** Clicks; whether EarlyInput (on the document) cancelled it. The test's window listener then cancels every
 * click, so happy-dom never follows a link the capture let through. */
const click = (el: Element) => {
  let prevented = false;
  const after = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', after, { once: true });
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  return { defaultPrevented: prevented };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('EarlyInput', () => {
  it('keeps the latest in-place click, tells the runtime once, and lets other clicks through', () => {
    document.body.innerHTML =
      '<div id="portal-app"><a id="a" href="/forum">Forum</a><a id="b" href="/blog">Blog</a><a id="ext" href="https://elsewhere.example/">x</a><a id="new" href="/docs" target="_blank">d</a></div>';
    const onCapture = vi.fn();
    const early = new EarlyInput(host(), onCapture);
    early.start();
    expect(click(document.getElementById('a')!).defaultPrevented).toBe(true);
    expect(click(document.getElementById('b')!).defaultPrevented).toBe(true);
    expect(click(document.getElementById('ext')!).defaultPrevented).toBe(false);
    expect(click(document.getElementById('new')!).defaultPrevented).toBe(false);
    expect(onCapture).toHaveBeenCalledTimes(1);
    expect(early.stop()).toEqual({ kind: 'inPlace', url: new URL('/blog', location.href).href });
    // stopped: nothing is captured any more
    expect(click(document.getElementById('a')!).defaultPrevented).toBe(false);
    expect(early.stop()).toBeNull();
  });

  it('in-place loading off: nothing is captured', () => {
    document.body.innerHTML = '<a id="a" href="/forum">Forum</a>';
    const early = new EarlyInput(host({ settings: { ajax: false, ajaxIgnore: [], ajaxIgnoreTypes: [] } as never }));
    early.start();
    expect(click(document.getElementById('a')!).defaultPrevented).toBe(false);
    expect(early.stop()).toBeNull();
  });

  it('Sign Out goes to the host at once (the logout form is submitted natively)', () => {
    document.body.innerHTML = '<a id="out" href="/logout/logout">Sign out</a>';
    const signOut = vi.fn(() => true);
    const early = new EarlyInput(host({ signOut }));
    early.start();
    expect(click(document.getElementById('out')!).defaultPrevented).toBe(true);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(early.stop()).toBeNull();
  });

  it('a POST submit is kept with its form and submitter; a GET search becomes its URL', () => {
    document.body.innerHTML =
      '<form id="p" method="post" action="/apps/register"><input name="name" value="App"><button id="go" name="op" value="save">Save</button></form>' +
      '<form id="g" method="get" action="/search"><input name="q" value="rate limits"></form>';
    const early = new EarlyInput(host());
    early.start();
    const form = document.getElementById('p') as HTMLFormElement;
    const submitter = document.getElementById('go') as HTMLButtonElement;
    const post = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
    form.dispatchEvent(post);
    expect(post.defaultPrevented).toBe(true);
    expect(early.stop()).toMatchObject({ kind: 'post', form, submitter, url: new URL('/apps/register', location.href).href });
    early.start();
    const get = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.getElementById('g')!.dispatchEvent(get);
    expect(early.stop()).toEqual({ kind: 'get', url: new URL('/search?q=rate+limits', location.href).href });
  });
});

describe('runNatively (the navigator could not be loaded)', () => {
  it('a link or GET form loads its URL; a POST form is submitted again with its submitter', () => {
    const loadFully = vi.fn();
    runNatively({ kind: 'inPlace', url: 'http://localhost:3000/forum' }, { loadFully });
    runNatively({ kind: 'get', url: 'http://localhost:3000/search?q=x' }, { loadFully });
    expect(loadFully.mock.calls).toEqual([['http://localhost:3000/forum'], ['http://localhost:3000/search?q=x']]);
    document.body.innerHTML = '<form id="p" method="post" action="/x"><button id="go">Go</button></form>';
    const form = document.getElementById('p') as HTMLFormElement;
    const submitter = document.getElementById('go') as HTMLButtonElement;
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    runNatively({ kind: 'post', url: 'http://localhost:3000/x', form, submitter, enctype: '' }, { loadFully });
    expect(requestSubmit).toHaveBeenCalledWith(submitter);
    expect(loadFully).toHaveBeenCalledTimes(2);
  });
});
