import { describe, expect, it } from 'vitest';
import { decideLinkClick, decideUrl, isFileUrl, type ClickLike, type LinkContext } from './linkRules.ts';

const plain: ClickLike = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const ctx: LinkContext = {
  currentUrl: 'https://developer.acme.example/blog?x=1',
  ajax: true,
  ajaxIgnore: null,
  contentType: 'blogAll',
  signInUrl: 'https://developer.acme.example/login/login?r=%2F&h=abc',
};

function anchor(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  const a = host.querySelector('a');
  if (!a) throw new Error('no anchor in fixture');
  return a;
}

describe('decideLinkClick: links that load in place', () => {
  it.each([
    ['root-relative page', '<a href="/apps/myapps">Apps</a>', 'https://developer.acme.example/apps/myapps'],
    [
      'absolute same host',
      '<a href="https://developer.acme.example/blog/browse/2">2</a>',
      'https://developer.acme.example/blog/browse/2',
    ],
    ['bare relative', '<a href="browse/2">2</a>', 'https://developer.acme.example/browse/2'],
    ['docs landing', '<a href="/docs">Docs</a>', 'https://developer.acme.example/docs'],
    ['query only', '<a href="?page=2">2</a>', 'https://developer.acme.example/blog?page=2'],
    ['other page with a hash', '<a href="/forum#top">Forum</a>', 'https://developer.acme.example/forum#top'],
    ['a blank target (names none)', '<a target=" " href="/search?q=x">s</a>', 'https://developer.acme.example/search?q=x'],
    ['a dotted page name', '<a href="/apps/mykeys/v2.0">v2</a>', 'https://developer.acme.example/apps/mykeys/v2.0'],
    [
      'inside a span',
      '<a href="/profile/profile/jdoe"><span>jdoe</span></a>',
      'https://developer.acme.example/profile/profile/jdoe',
    ],
  ])('%s', (_name, html, url) => {
    expect(decideLinkClick(plain, anchor(html), ctx)).toEqual({ inPlace: true, url });
  });

  it('from the interactive-docs page (only links TO /io-docs load fully)', () => {
    const fromIoDocs = { ...ctx, currentUrl: 'https://developer.acme.example/io-docs', contentType: 'ioDocs' };
    expect(decideLinkClick(plain, anchor('<a href="/blog">Blog</a>'), fromIoDocs)).toEqual({
      inPlace: true,
      url: 'https://developer.acme.example/blog',
    });
    expect(decideLinkClick(plain, anchor('<a href="/io-docs/v2">v2</a>'), fromIoDocs)).toEqual({
      inPlace: false,
      reason: 'excluded-path',
    });
  });
});

describe('decideLinkClick: links left to the browser', () => {
  it.each<[string, string, Partial<ClickLike>, Partial<LinkContext>, string]>([
    ['ajax off', '<a href="/blog">b</a>', {}, { ajax: false }, 'disabled'],
    ['already handled', '<a href="/blog">b</a>', { defaultPrevented: true }, {}, 'default-prevented'],
    ['middle click', '<a href="/blog">b</a>', { button: 1 }, {}, 'non-left'],
    ['right click', '<a href="/blog">b</a>', { button: 2 }, {}, 'non-left'],
    ['ctrl click', '<a href="/blog">b</a>', { ctrlKey: true }, {}, 'modified'],
    ['cmd click', '<a href="/blog">b</a>', { metaKey: true }, {}, 'modified'],
    ['shift click', '<a href="/blog">b</a>', { shiftKey: true }, {}, 'modified'],
    ['alt click', '<a href="/blog">b</a>', { altKey: true }, {}, 'modified'],
    ['target _blank', '<a target="_blank" href="/blog">b</a>', {}, {}, 'target'],
    ['named target', '<a target="docs" href="/blog">b</a>', {}, {}, 'target'],
    ['target _self (spec: any link with a target)', '<a target="_self" href="/blog">b</a>', {}, {}, 'target'],
    ['download', '<a download href="/blog">b</a>', {}, {}, 'download'],
    ['data-full-load on the link', '<a data-full-load href="/apps/mykeys?page=2">2</a>', {}, {}, 'full-load-marked'],
    [
      'data-full-load on an ancestor',
      '<nav data-full-load><a href="/apps/mykeys?page=2">2</a></nav>',
      {},
      {},
      'full-load-marked',
    ],
    ['ajaxIgnore selector', '<a class="no-ajax" href="/blog">b</a>', {}, { ajaxIgnore: '.no-ajax' }, 'ajax-ignore'],
    [
      'ajaxIgnore list, ancestor match',
      '<div class="legacy"><a href="/blog">b</a></div>',
      {},
      { ajaxIgnore: ['.x', '.legacy'] },
      'ajax-ignore',
    ],
    ['no href', '<a name="top">t</a>', {}, {}, 'no-href'],
    ['empty href', '<a href="">t</a>', {}, {}, 'no-href'],
    ['mailto', '<a href="mailto:a@b.c">m</a>', {}, {}, 'protocol'],
    ['javascript URL', '<a href="javascript:alert(1)">x</a>', {}, {}, 'protocol'],
    ['other host', '<a href="https://cloud.example.net/login">x</a>', {}, {}, 'other-host'],
    ['other protocol same host', '<a href="http://developer.acme.example/blog">x</a>', {}, {}, 'other-host'],
    ['same-page anchor', '<a href="#comments">c</a>', {}, {}, 'same-page-anchor'],
    ['same page with hash, absolute', '<a href="/blog?x=1#c">c</a>', {}, {}, 'same-page-anchor'],
    ['platform-ID login (sign-in link)', '<a href="/login/login?r=%2F&h=abc">Sign in</a>', {}, {}, 'sign-in'],
    ['login path', '<a href="/login/failed">x</a>', {}, { signInUrl: null }, 'excluded-path'],
    ['contact', '<a href="/contact">c</a>', {}, {}, 'excluded-path'],
    ['member register', '<a href="/member/register">r</a>', {}, {}, 'excluded-path'],
    ['docs read', '<a href="/docs/read/Getting_Started">g</a>', {}, {}, 'excluded-path'],
    ['custom page', '<a href="/page/Terms">t</a>', {}, {}, 'excluded-path'],
    ['home under the alternate layout', '<a href="/page">home</a>', {}, {}, 'excluded-path'],
    ['io-docs', '<a href="/io-docs">i</a>', {}, {}, 'excluded-path'],
    ['remove membership action', '<a href="/member/remove?action=removeMember">x</a>', {}, {}, 'remove-member'],
    ['uploaded file', '<a href="/files/guide.html">g</a>', {}, {}, 'file'],
    ['pdf', '<a href="/docs/guide.PDF">g</a>', {}, {}, 'file'],
    ['zip', '<a href="/downloads/sdk.zip?v=2">g</a>', {}, {}, 'file'],
    ['png', '<a href="/images/shot.png">g</a>', {}, {}, 'file'],
    [
      'on the remove-membership-success page',
      '<a href="/blog">b</a>',
      {},
      { contentType: 'memberRemoveSuccess' },
      'content-type',
    ],
    [
      'listed content type (ajaxIgnoreTypes)',
      '<a href="/blog">b</a>',
      {},
      { contentType: 'blogAll', ignoreTypes: ['blogAll'] },
      'content-type',
    ],
  ])('%s', (_name, html, click, context, reason) => {
    expect(decideLinkClick({ ...plain, ...click }, anchor(html), { ...ctx, ...context })).toEqual({ inPlace: false, reason });
  });

  it('warns once about an invalid ajaxIgnore selector and keeps loading in place', () => {
    const warn = console.warn;
    const seen: unknown[] = [];
    console.warn = (...args: unknown[]) => void seen.push(args[0]);
    try {
      const a = anchor('<a href="/blog">b</a>');
      expect(decideLinkClick(plain, a, { ...ctx, ajaxIgnore: '[[[' }).inPlace).toBe(true);
      expect(decideLinkClick(plain, a, { ...ctx, ajaxIgnore: '[[[' }).inPlace).toBe(true);
    } finally {
      console.warn = warn;
    }
    expect(seen.filter((m) => String(m).includes('[[['))).toHaveLength(1);
  });
});

describe('decideUrl and isFileUrl', () => {
  it('applies the same path rules to GET form targets', () => {
    expect(decideUrl(new URL('https://developer.acme.example/search?q=keys'), ctx)).toEqual({
      inPlace: true,
      url: 'https://developer.acme.example/search?q=keys',
    });
    expect(decideUrl(new URL('https://developer.acme.example/page/x?q=1'), ctx)).toEqual({
      inPlace: false,
      reason: 'excluded-path',
    });
  });
  it('knows files from pages', () => {
    expect(isFileUrl(new URL('https://h/a/report.csv'))).toBe(true);
    expect(isFileUrl(new URL('https://h/apps/myapps'))).toBe(false);
    expect(isFileUrl(new URL('https://h/docs/API_v1.5'))).toBe(false);
    expect(isFileUrl(new URL('https://h/.well-known'))).toBe(false);
  });
});
