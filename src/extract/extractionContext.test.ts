// The extraction context and its shared rules, read directly: where #main and the frame's user links are
// found, the page-URL check, the URL rule (resolveUrl, hrefOf, linkOf, linksIn), link labels, the
// "is this the current page" key (urlKey), printed dates (dateOf) and the guard `safe`.
import { describe, expect, it } from 'vitest';
import { HOST, doc } from '../../test/extract/helpers.ts';
import { parseHtml } from '../../test/extract/parse.ts';
import {
  FALLBACK_URL,
  createExtractionContext,
  dateOf,
  hrefOf,
  linkLabel,
  linkOf,
  linksIn,
  mainOf,
  resolveUrl,
  safe,
  urlKey,
  userNavOf,
  type ExtractionContext,
} from './extractionContext.ts';

function ctx(url = `${HOST}/page/Test`): ExtractionContext {
  return createExtractionContext(doc(), url);
}

/** The first element of a small fragment. */
function el(html: string): Element {
  return parseHtml(`<!DOCTYPE html><html><body>${html}</body></html>`).body.firstElementChild!;
}

describe('mainOf and userNavOf', () => {
  it('without #main, the .main inside #page; a .main outside #page is not the page content', () => {
    const inPage = parseHtml('<body><div id="page"><div id="content"><div class="main"><h1>Docs</h1></div></div></div></body>');
    expect(mainOf(inPage)?.textContent).toBe('Docs');
    const outside = parseHtml('<body><div class="main"><p>Ad</p></div><div id="page"><div id="content"></div></div></body>');
    expect(mainOf(outside)).toBeNull();
  });

  it('without #page, any .main of the document', () => {
    const d = parseHtml('<body><div id="content"><div class="main"><h1>Docs</h1></div></div></body>');
    expect(mainOf(d)?.textContent).toBe('Docs');
  });

  it('the user links are #user-nav, not the whole header around it', () => {
    const d = doc();
    expect(userNavOf(d)?.id).toBe('user-nav');
    d.getElementById('user-nav')!.remove();
    expect(userNavOf(d)?.id).toBe('header');
  });
});

describe('createExtractionContext: the page URL', () => {
  it('an http page URL is kept, without a problem', () => {
    const c = createExtractionContext(doc(), 'http://developer.acme.example/docs');
    expect(c.url).toBe('http://developer.acme.example/docs');
    expect(c.problems).toEqual([]);
  });

  it.each([
    'ftp://developer.acme.example/docs',
    'xhttps://developer.acme.example/',
    'httpx://developer.acme.example/',
    'not a url',
  ])('%s is replaced by the fallback URL, with a problem', (url) => {
    const c = createExtractionContext(doc(), url);
    expect(FALLBACK_URL).toBe('https://portal.invalid/');
    expect(c.url).toBe('https://portal.invalid/');
    expect(c.base.href).toBe('https://portal.invalid/');
    expect(c.problems).toEqual([{ kind: 'page-url-invalid', value: url, fallback: 'https://portal.invalid/' }]);
  });

  it('the invalid value is kept to 200 characters', () => {
    const url = `javascript:${'x'.repeat(300)}`;
    const c = createExtractionContext(doc(), url);
    expect(c.problems).toEqual([{ kind: 'page-url-invalid', value: url.slice(0, 200), fallback: FALLBACK_URL }]);
  });
});

describe('resolveUrl', () => {
  it('null and undefined are no link and no problem', () => {
    const c = ctx();
    expect(resolveUrl(c, null)).toBeNull();
    expect(resolveUrl(c, undefined)).toBeNull();
    expect(c.problems).toEqual([]);
  });

  it('an http link to another host on an https page stays absolute', () => {
    const c = ctx();
    expect(resolveUrl(c, 'http://status.acme.example/x')).toBe('http://status.acme.example/x');
    expect(c.problems).toEqual([]);
  });

  it('a dropped scheme is noted as a problem of a "link" unless told what it is', () => {
    const c = ctx();
    expect(resolveUrl(c, 'javascript:alert(1)')).toBeNull();
    expect(resolveUrl(c, 'data:text/html,x', 'logo')).toBeNull();
    expect(c.problems).toEqual([
      { kind: 'url-dropped', what: 'link', scheme: 'javascript:' },
      { kind: 'url-dropped', what: 'logo', scheme: 'data:' },
    ]);
  });

  it('white space around the href is trimmed, including a no-break space pasted by the editor', () => {
    expect(resolveUrl(ctx(), '\u00a0/docs/read/Home\u00a0')).toBe('/docs/read/Home');
  });
});

describe('hrefOf and linkOf', () => {
  it('read a link element itself, or the first link inside an element', () => {
    const c = ctx();
    expect(hrefOf(c, el('<a href="/apps/mykeys">Keys</a>'))).toBe('/apps/mykeys');
    expect(hrefOf(c, el('<li class="account"><a href="/member/edit">My Account</a></li>'))).toBe('/member/edit');
    expect(linkOf(c, el('<li class="account"><a href="/member/edit">My Account</a></li>'))).toEqual({
      label: 'My Account',
      url: '/member/edit',
    });
    expect(linkOf(c, el('<a href="/apps/mykeys">Keys</a>'))).toEqual({ label: 'Keys', url: '/apps/mykeys' });
  });

  it('an anchor without href is searched for a link inside, like any element', () => {
    const c = ctx();
    expect(hrefOf(c, el('<a name="top"><span>Top</span></a>'))).toBeNull();
    expect(linkOf(c, el('<a name="top"><span>Top</span></a>'))).toBeNull();
  });

  it('no element, no link', () => {
    const c = ctx();
    expect(hrefOf(c, null)).toBeNull();
    expect(linkOf(c, null)).toBeNull();
    expect(linkOf(c, undefined)).toBeNull();
    expect(linkOf(c, el('<li>No link</li>'))).toBeNull();
  });

  it('a dropped href is no link, and the problem names a "link" unless told what it is', () => {
    const c = ctx();
    expect(hrefOf(c, el('<a href="javascript:void(0)">x</a>'))).toBeNull();
    expect(linkOf(c, el('<a href="vbscript:x">x</a>'))).toBeNull();
    expect(linkOf(c, el('<a href="data:,x">x</a>'), 'home')).toBeNull();
    expect(c.problems).toEqual([
      { kind: 'url-dropped', what: 'link', scheme: 'javascript:' },
      { kind: 'url-dropped', what: 'link', scheme: 'vbscript:' },
      { kind: 'url-dropped', what: 'home', scheme: 'data:' },
    ]);
  });
});

describe('linkLabel', () => {
  it('the text, else an image alt, else the title, else the aria-label (each trimmed), else nothing', () => {
    expect(linkLabel(el('<a href="/"> Home </a>'))).toBe('Home');
    expect(linkLabel(el('<a href="/"><img src="/files/logo.png" alt=" Acme Portal "></a>'))).toBe('Acme Portal');
    expect(linkLabel(el('<a href="/rss" title=" RSS feed "><img src="/files/rss.png"></a>'))).toBe('RSS feed');
    expect(linkLabel(el('<a href="/rss" aria-label=" Feed "></a>'))).toBe('Feed');
    expect(linkLabel(el('<a href="/rss" title="  " aria-label=" Feed "></a>'))).toBe('Feed');
    expect(linkLabel(el('<a href="/rss"><img src="/x.png" alt=" "></a>'))).toBe('');
  });
});

describe('linksIn', () => {
  it('every link in document order, dropped URLs skipped', () => {
    const c = ctx();
    const ul = el(
      '<ul><li><a href="/docs">Docs</a></li><li><a href="javascript:x">Bad</a></li><li><a>No href</a></li><li><a href="/blog">Blog</a></li></ul>',
    );
    expect(linksIn(c, ul)).toEqual([
      { label: 'Docs', url: '/docs' },
      { label: 'Blog', url: '/blog' },
    ]);
    expect(linksIn(c, null)).toEqual([]);
  });

  it('links inside a skipped part of the scope are left out; a skipped part around the scope does not count', () => {
    const c = ctx();
    const footer = el(
      '<div class="section"><ul id="links"><li><a href="/page/Terms">Terms</a></li><li class="sub"><a href="/page/Privacy">Privacy</a></li></ul></div>',
    );
    expect(linksIn(c, footer, '.sub')).toEqual([{ label: 'Terms', url: '/page/Terms' }]);
    const inner = footer.querySelector('#links')!;
    expect(linksIn(c, inner, '.section')).toEqual([
      { label: 'Terms', url: '/page/Terms' },
      { label: 'Privacy', url: '/page/Privacy' },
    ]);
  });
});

describe('urlKey', () => {
  const base = `${HOST}/docs/read/Guides`;

  it('null, malformed and non-http URLs have no key', () => {
    expect(urlKey(null, base)).toBeNull();
    expect(urlKey(undefined, base)).toBeNull();
    expect(urlKey('http://[bad', base)).toBeNull();
    expect(urlKey('mailto:api@acme.example', base)).toBeNull();
  });

  it('http and https keys are the same; trailing slashes (several) go; the root stays "/"', () => {
    expect(urlKey('http://developer.acme.example/Blog/', base)).toBe('developer.acme.example/blog');
    expect(urlKey('/blog//', base)).toBe('developer.acme.example/blog');
    expect(urlKey('/', base)).toBe('developer.acme.example/');
  });

  it('the docs landing has one key, however written', () => {
    for (const u of ['/docs', '/docs/Home', '/docs/read', '/docs/read/Home/']) {
      expect(urlKey(u, base)).toBe('developer.acme.example/docs/read/home');
    }
  });

  it('the query is sorted, the hash dropped, the href trimmed (also of a no-break space)', () => {
    expect(urlKey('/search?q=keys&page=2#results', base)).toBe('developer.acme.example/search?page=2&q=keys');
    expect(urlKey('\u00a0/blog\u00a0', base)).toBe('developer.acme.example/blog');
  });
});

describe('dateOf', () => {
  it('no element, no date; an element with neither text nor a machine value is no date', () => {
    expect(dateOf(null)).toBeNull();
    expect(dateOf(undefined)).toBeNull();
    expect(dateOf(el('<span class="date"> </span>'))).toBeNull();
  });

  it('an abbr or time given directly: its title (trimmed) and its text', () => {
    expect(dateOf(el('<abbr title=" 2024-03-05T10:00:00Z ">Mar 5, 2024</abbr>'))).toEqual({
      value: '2024-03-05T10:00:00Z',
      text: 'Mar 5, 2024',
    });
    expect(dateOf(el('<time datetime="2024-03-05">March 5</time>'))).toEqual({ value: '2024-03-05', text: 'March 5' });
  });

  it('inside a wrapper: the date element, its value and only its text', () => {
    expect(dateOf(el('<div class="meta">Posted <abbr title="2024-03-05">Mar 5</abbr></div>'))).toEqual({
      value: '2024-03-05',
      text: 'Mar 5',
    });
    expect(dateOf(el('<div class="meta">Posted <time datetime="2024-03-05">Mar 5</time></div>'))).toEqual({
      value: '2024-03-05',
      text: 'Mar 5',
    });
  });

  it('a date element without a machine value, or a blank one, gives its text only', () => {
    expect(dateOf(el('<p>Updated <abbr>yesterday</abbr></p>'))).toEqual({ value: null, text: 'yesterday' });
    expect(dateOf(el('<p><abbr title=" ">yesterday</abbr></p>'))).toEqual({ value: null, text: 'yesterday' });
  });

  it('without a date element, the raw text; a machine value without text is still a date', () => {
    expect(dateOf(el('<span class="date">March 5, 2024</span>'))).toEqual({ value: null, text: 'March 5, 2024' });
    expect(dateOf(el('<span><abbr title="2024-03-05"></abbr></span>'))).toEqual({ value: '2024-03-05', text: null });
  });
});

describe('safe', () => {
  it('returns the result, or on an exception the fallback with a read-failed problem', () => {
    const c = { problems: [] as ExtractionContext['problems'] };
    expect(safe(c, 'nav', () => 1, 0)).toBe(1);
    expect(
      safe(
        c,
        'nav',
        () => {
          throw new Error('boom');
        },
        0,
      ),
    ).toBe(0);
    expect(c.problems).toEqual([{ kind: 'read-failed', what: 'nav', message: 'boom' }]);
  });
});
