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
    ['another query of this page, with a hash', '<a href="/blog?x=2#c">c</a>', 'https://developer.acme.example/blog?x=2#c'],
    ['the page itself, no hash (a reload in place)', '<a href="/blog?x=1">b</a>', 'https://developer.acme.example/blog?x=1'],
    ['an SVG link (xlink:href)', '<svg><a xlink:href="/forum"><text>f</text></a></svg>', 'https://developer.acme.example/forum'],
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
    ['a bare "#" (top of this page)', '<a href="#">top</a>', {}, {}, 'same-page-anchor'],
    ['this page with an empty fragment, absolute', '<a href="/blog?x=1#">top</a>', {}, {}, 'same-page-anchor'],
    ['a blank href (spaces only)', '<a href="   ">t</a>', {}, {}, 'no-href'],
    ['an unparsable href', '<a href="https://[broken/x">x</a>', {}, {}, 'no-href'],
    ['an unparsable current URL', '<a href="/blog">b</a>', {}, { currentUrl: 'not a url' }, 'no-href'],
    ['platform-ID login (sign-in link)', '<a href="/login/login?r=%2F&h=abc">Sign in</a>', {}, {}, 'sign-in'],
    ['login path', '<a href="/login/failed">x</a>', {}, { signInUrl: null }, 'excluded-path'],
    ['login path itself', '<a href="/login">x</a>', {}, {}, 'excluded-path'],
    ['docs read itself', '<a href="/docs/read">x</a>', {}, {}, 'excluded-path'],
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

describe('the full-load paths are whole leading path segments', () => {
  // the same names further down a path, or as the start of a longer name, are ordinary pages
  it.each([
    '/docs/Authentication/login',
    '/forum/contact',
    '/groups/member/register',
    '/blog/docs/read',
    '/blog/page/2',
    '/docs/io-docs',
    '/docs/files/Overview',
    '/pages',
    '/contacts',
  ])('%s loads in place', (path) => {
    expect(decideLinkClick(plain, anchor(`<a href="${path}">x</a>`), ctx)).toEqual({
      inPlace: true,
      url: `https://developer.acme.example${path}`,
    });
  });
});

describe('the full-load paths in any letter case', () => {
  // the reference is silent on case: a link written in another case still loads fully (the safe side)
  it.each(['/Login/login', '/CONTACT', '/Member/Register', '/Docs/Read/Getting_Started', '/Page/Terms', '/IO-Docs'])(
    '%s loads fully',
    (path) => {
      expect(decideLinkClick(plain, anchor(`<a href="${path}">x</a>`), { ...ctx, signInUrl: null })).toEqual({
        inPlace: false,
        reason: 'excluded-path',
      });
    },
  );
});

describe('file links: every listed extension is left to the browser', () => {
  // one link per extension of the list (archives and installers, images, audio and video, office documents,
  // text and data, API descriptions, web assets and fonts; docs/runtime.md names a few)
  it.each([
    ...['pdf', 'zip', 'gz', 'tgz', 'tar', 'rar', '7z', 'bz2', 'xz', 'jar', 'war', 'exe', 'msi', 'dmg', 'pkg'],
    ...['deb', 'rpm', 'apk', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'bmp', 'ico', 'tif', 'tiff'],
    ...['mp3', 'mp4', 'm4a', 'm4v', 'mov', 'avi', 'wmv', 'webm', 'ogg', 'ogv', 'wav', 'flac', 'doc', 'docx'],
    ...['xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'txt', 'csv', 'tsv', 'md', 'json', 'xml'],
    ...['wsdl', 'xsd', 'yaml', 'yml', 'raml', 'har', 'postman_collection', 'js', 'mjs', 'css', 'map', 'woff'],
    ...['woff2', 'ttf', 'otf', 'eot', 'swf', 'epub'],
  ])('.%s', (ext) => {
    expect(isFileUrl(new URL(`https://developer.acme.example/downloads/acme-sdk.${ext}`))).toBe(true);
    expect(decideLinkClick(plain, anchor(`<a href="/downloads/acme-sdk.${ext}">f</a>`), ctx)).toEqual({
      inPlace: false,
      reason: 'file',
    });
  });

  it('a page named like an extension, or a dot-name, is not a file', () => {
    expect(isFileUrl(new URL('https://developer.acme.example/docs/pdf'))).toBe(false);
    expect(isFileUrl(new URL('https://developer.acme.example/tags/json'))).toBe(false);
    // a name that only starts with a dot has no extension (like `.well-known`)
    expect(isFileUrl(new URL('https://developer.acme.example/docs/.json'))).toBe(false);
  });
});

describe('same-page anchors are links to this very document', () => {
  it('a hash link to another path with the same query loads in place', () => {
    const onBlog = { ...ctx, currentUrl: 'https://developer.acme.example/blog' };
    expect(decideLinkClick(plain, anchor('<a href="/forum#top">f</a>'), onBlog)).toEqual({
      inPlace: true,
      url: 'https://developer.acme.example/forum#top',
    });
  });
});

describe('ajaxIgnore entries that are no selector', () => {
  it('skips blank and non-string entries without a warning', () => {
    const warn = console.warn;
    const seen: unknown[] = [];
    console.warn = (...args: unknown[]) => void seen.push(args[0]);
    try {
      const a = anchor('<a class="legacy" href="/blog">b</a>');
      for (const ajaxIgnore of [['', '.x'], '   ', ['\t'], [7 as unknown as string]]) {
        expect(decideLinkClick(plain, a, { ...ctx, ajaxIgnore })).toEqual({
          inPlace: true,
          url: 'https://developer.acme.example/blog',
        });
      }
      // a real selector after a blank one still applies
      expect(decideLinkClick(plain, a, { ...ctx, ajaxIgnore: ['  ', '.legacy'] })).toEqual({
        inPlace: false,
        reason: 'ajax-ignore',
      });
    } finally {
      console.warn = warn;
    }
    expect(seen).toEqual([]);
  });
});

describe('sign-in link', () => {
  it('an empty sign-in URL (none on the page) matches no link', () => {
    expect(decideLinkClick(plain, anchor('<a href="?page=2">2</a>'), { ...ctx, signInUrl: '' })).toEqual({
      inPlace: true,
      url: 'https://developer.acme.example/blog?page=2',
    });
  });
  it('a sign-in URL on another host does not match a page with the same path here', () => {
    const idLogin = { ...ctx, signInUrl: 'https://id.acme.example/signin?r=%2F' };
    expect(decideLinkClick(plain, anchor('<a href="/signin">s</a>'), idLogin)).toEqual({
      inPlace: true,
      url: 'https://developer.acme.example/signin',
    });
  });
});

describe('the reason names the first rule that applies', () => {
  it.each<[string, string, Partial<LinkContext>, string]>([
    // with in-place loading off, nothing else is looked at
    ['ajax off, a link with a target', '<a target="_blank" href="/blog">b</a>', { ajax: false }, 'disabled'],
    // a link to another host (or scheme) is left whatever the current page is
    [
      'other host, from the remove-membership-success page',
      '<a href="https://cloud.example.net/x">x</a>',
      { contentType: 'memberRemoveSuccess' },
      'other-host',
    ],
    [
      'other protocol, from the remove-membership-success page',
      '<a href="http://developer.acme.example/blog">x</a>',
      { contentType: 'memberRemoveSuccess' },
      'other-host',
    ],
  ])('%s', (_name, html, context, reason) => {
    expect(decideLinkClick(plain, anchor(html), { ...ctx, ...context })).toEqual({ inPlace: false, reason });
  });
});

describe('decideUrl on its own (GET form targets)', () => {
  const u = (href: string) => new URL(href);
  it.each<[string, string, Partial<LinkContext>, string]>([
    ['ajax off', 'https://developer.acme.example/search?q=x', { ajax: false }, 'disabled'],
    ['a mailto action', 'mailto:team@acme.example', {}, 'protocol'],
    ['an ftp action on this host', 'ftp://developer.acme.example/search', {}, 'protocol'],
    ['another host', 'https://cloud.example.net/search?q=x', {}, 'other-host'],
    ['plain http on an https portal', 'http://developer.acme.example/search?q=x', {}, 'other-host'],
    ['an unparsable current URL', 'https://developer.acme.example/search?q=x', { currentUrl: 'not a url' }, 'other-host'],
    ['the sign-in URL', 'https://developer.acme.example/login/login', {}, 'sign-in'],
    ['a listed file', 'https://developer.acme.example/downloads/spec.yaml', {}, 'file'],
  ])('%s', (_name, href, context, reason) => {
    expect(decideUrl(u(href), { ...ctx, ...context })).toEqual({ inPlace: false, reason });
  });

  it('loads in place on a plain-http portal', () => {
    const httpCtx = { ...ctx, currentUrl: 'http://portal.local/blog', signInUrl: null };
    expect(decideUrl(u('http://portal.local/search?q=x'), httpCtx)).toEqual({
      inPlace: true,
      url: 'http://portal.local/search?q=x',
    });
    expect(decideLinkClick(plain, anchor('<a href="/forum">f</a>'), httpCtx)).toEqual({
      inPlace: true,
      url: 'http://portal.local/forum',
    });
  });
});
