import { describe, expect, it } from 'vitest';
import { boundContent, CONTENT_LIMITS } from '../extract/bounds.ts';
import { inertCopy } from './inertCopy.ts';
import { boundedMarkup, hasLongTextRun } from './boundedMarkup.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('inertCopy', () => {
  it('copies the current markup into a new document, doctype included', async () => {
    const live = parse(
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html class="loading"><head><title>T</title></head><body class="page-forum"><div id="page"><p>x</p></div></body></html>',
    );
    live.body.setAttribute('data-late', 'set by a script');
    const copy = (await inertCopy(live))!;
    expect(copy).not.toBe(live);
    expect(copy.doctype?.name).toBe('html');
    expect(copy.doctype?.publicId).toBe('-//W3C//DTD XHTML 1.0 Strict//EN');
    expect(copy.doctype?.systemId).toBe('http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd');
    expect(copy.documentElement.className).toBe('loading');
    expect(copy.title).toBe('T');
    expect(copy.body.getAttribute('data-late')).toBe('set by a script');
    expect(copy.getElementById('page')!.textContent).toBe('x');
  });

  it('renames inline handler attributes and keeps inline script text exactly', async () => {
    const live = parse(
      '<html><head><script>var a = "<img onerror=x>";</script></head><body><div id="page"><img src="x" onerror="alert(1)"><svg><a onclick="y"></a></svg></div></body></html>',
    );
    const copy = (await inertCopy(live))!;
    const img = copy.querySelector('img')!;
    expect(img.hasAttribute('onerror')).toBe(false);
    expect(img.getAttribute('data-portal-onerror')).toBe('alert(1)');
    expect(copy.querySelector('svg a')!.hasAttribute('onclick')).toBe(false);
    expect(copy.querySelector('script')!.textContent).toBe('var a = "<img onerror=x>";');
  });

  it('a document without a doctype stays without one', async () => {
    const copy = (await inertCopy(parse('<html><body><div id="page"></div></body></html>')))!;
    expect(copy.doctype).toBeNull();
    expect(copy.getElementById('page')).not.toBeNull();
  });
});

describe('inertCopy of a huge page (boundedMarkup.ts, loaded on demand)', () => {
  it('copies only what extraction keeps when #main passes the limit, the whole page otherwise', async () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => `<p>item ${i}</p>`).join('');
    const huge = parse(
      `<!DOCTYPE html><html><body><div id="main">${items(CONTENT_LIMITS.maxElements + 500)}</div><div id="footer">f</div></body></html>`,
    );
    const copy = (await inertCopy(huge))!;
    const kept = copy.getElementById('main')!.getElementsByTagName('*').length;
    expect(kept).toBeLessThanOrEqual(CONTENT_LIMITS.maxElements + 1);
    expect(copy.body.textContent).not.toContain(`item ${CONTENT_LIMITS.maxElements + 499}`);
    const small = parse(`<!DOCTYPE html><html><body><div id="main">${items(50)}</div><div id="footer">f</div></body></html>`);
    const whole = (await inertCopy(small))!;
    expect(whole.getElementById('main')!.getElementsByTagName('*').length).toBe(50);
    expect(whole.getElementById('footer')!.textContent).toBe('f');
  });
});

describe('detachedCopy (extract/dom.ts): extractors cut parts out of copies that never belong to a live page', () => {
  it('a copy of an element of the live document belongs to an inert document', async () => {
    const { detachedCopy } = await import('../extract/dom.ts');
    document.body.innerHTML =
      '<div class="comment"><span class="meta">m</span><img src="/x.png" onerror="window.__c = 1">body</div>';
    const li = document.querySelector('.comment')!;
    const copy = detachedCopy(li);
    expect(copy.ownerDocument).not.toBe(document);
    expect(copy.ownerDocument.defaultView).toBeNull();
    copy.querySelector('.meta')!.remove();
    expect(copy.textContent).toBe('body');
    expect(li.querySelector('.meta')).not.toBeNull(); // the original is untouched
    document.body.innerHTML = '';
  });

  it('a copy of an element of an inert document is a plain clone there', async () => {
    const { detachedCopy } = await import('../extract/dom.ts');
    const doc = parse('<div class="x"><b>b</b></div>');
    const el = doc.querySelector('.x')!;
    const copy = detachedCopy(el);
    expect(copy).not.toBe(el);
    expect(copy.outerHTML).toBe(el.outerHTML);
  });
});

describe('boundedMarkup (huge #main: only what extraction keeps is copied)', () => {
  const limits = { maxElements: 60, maxDepth: 8, maxText: 1000 };
  const page = (main: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>T</title><script>var g = "<b>";</script></head><body class="page-keys"><div id="page"><div id="header"><a href="/">Home</a></div><div id="main" class="x &quot;y&quot;">${main}</div><div id="sub"><a href="/sub">Sub</a></div><div id="footer">© 2026 &amp; co</div></div><script>mashery.globals.x = 1;</script></body></html>`;
  /** #main of a copy after bounds.ts cut it, plus what was cut and the rest of the page */
  const cut = (markup: string) => {
    const copy = parse(markup);
    const reasons = boundContent(copy.getElementById('main')!, limits);
    return {
      main: copy.getElementById('main')!.outerHTML,
      reasons,
      head: copy.head.innerHTML,
      sub: copy.getElementById('sub')!.outerHTML,
      footer: copy.getElementById('footer')!.outerHTML,
      last: copy.body.lastElementChild!.textContent,
    };
  };
  const cases: Record<string, string> = {
    'many keys': Array.from(
      { length: 40 },
      (_, i) => `<div class="key"><dl><dt>Key</dt><dd>k${i}</dd></dl><a href="/k/${i}">Delete</a></div>\n`,
    ).join(''),
    'many links, text between': Array.from({ length: 100 }, (_, i) => `<a href="/p/${i}">P &lt;${i}&gt;</a> and `).join(''),
    'deep nesting then siblings (depth-capped elements count once)':
      '<ul><li>'.repeat(60) +
      'deep' +
      '</li></ul>'.repeat(60) +
      Array.from({ length: 20 }, (_, i) => `<p>after ${i}</p>`).join(''),
    'keys inside section wrappers (the limit is passed deep inside)':
      '<h1>Keys</h1><div class="section"><div class="section-body">' +
      Array.from(
        { length: 40 },
        (_, i) => `<div class="key"><dl><dt>Key</dt><dd>k${i}</dd></dl><a href="/k/${i}">Delete</a></div>\n`,
      ).join('') +
      '</div></div><div class="section"><p>second</p></div>',
    'table rows (the element past the limit in a table)':
      '<table><tbody>' +
      Array.from({ length: 30 }, (_, i) => `<tr><td>${i}</td><td><a href="/r/${i}">r</a></td></tr>`).join('') +
      '</tbody></table><p>after</p>',
    'a void element past the limit':
      '<div>' + Array.from({ length: 59 }, (_, i) => `<span>${i}</span>`).join('') + '<br><img src="/x.png"><p>after</p></div>',
    'deep lists with long text (written as text at the depth cut: same cut, same reasons)':
      '<ul><li>'.repeat(40) +
      'x &lt;y&gt; '.repeat(200) +
      '</li></ul>'.repeat(40) +
      Array.from({ length: 40 }, (_, i) => `<span>${i}</span>`).join(''),
    'deep tables (copied whole at the cut: a span would be moved out of a table)':
      '<table><tbody><tr><td>'.repeat(6) +
      'cell' +
      '</td></tr></tbody></table>'.repeat(6) +
      Array.from({ length: 60 }, (_, i) => `<span>${i}</span>`).join(''),
    'deep divs with inline markup and a pre at the cut':
      '<div>'.repeat(8) +
      '<b>bold</b> &amp; <i>it</i><pre>\n line</pre>' +
      '</div>'.repeat(8) +
      '<section>' +
      '<div>'.repeat(20) +
      '<img src="/i.png" alt="x"><br>text' +
      '</div>'.repeat(20) +
      '</section>' +
      Array.from({ length: 60 }, (_, i) => `<span>${i}</span>`).join(''),
    'a paragraph of long text (cut one character past what bounds.ts keeps)': `<p>${'forecast &amp; radar '.repeat(300)}</p><p>after</p>`,
    'long text right in #main, then elements': `${'storm &lt;tracker&gt; '.repeat(120)}<p>next</p>${'rain '.repeat(300)}`,
    'long text exactly at the limit (nothing cut)': `<p>${'x'.repeat(1000)}</p>`,
    'long text one past the limit': `<p>${'x'.repeat(1001)}</p>`,
    'long text beside a comment (a comment ends the run)': `<p>${'a'.repeat(600)}<!-- note -->${'b'.repeat(600)}</p>`,
    'long text in a pre and a textarea (raw and whole elements)': `<pre>${'line\n'.repeat(300)}</pre><form><textarea>${'t'.repeat(1500)}</textarea></form>`,
    'long text and many elements':
      `<p>${'w '.repeat(800)}</p>` + Array.from({ length: 70 }, (_, i) => `<span>${i}</span>`).join(''),
    'long text deep in a wrapper': '<div>'.repeat(5) + `<p>${'deep text '.repeat(150)}</p>` + '</div>'.repeat(5),
    'exactly at the limit': Array.from({ length: 60 }, (_, i) => `<span>${i}</span>`).join('') + ' tail text',
    'one past the limit': Array.from({ length: 61 }, (_, i) => `<span>${i}</span>`).join('') + ' tail text',
  };
  for (const [name, main] of Object.entries(cases)) {
    it(`${name}: the copy extraction reads is the same as from the whole page`, () => {
      const live = parse(page(main));
      const whole = cut('<!DOCTYPE html>' + live.documentElement.outerHTML);
      const bounded = boundedMarkup(live, limits);
      const liveMain = live.getElementById('main')!;
      const expected = liveMain.getElementsByTagName('*').length > limits.maxElements || hasLongTextRun(liveMain, limits.maxText);
      expect(bounded !== null).toBe(expected);
      if (bounded === null) return;
      expect(cut('<!DOCTYPE html>' + bounded)).toEqual(whole);
      // where bounds.ts cuts elements, less markup is copied (and parsed)
      if (whole.reasons.includes('elements')) expect(bounded.length).toBeLessThan(live.documentElement.outerHTML.length);
      // what bounds.ts turns into text is copied as text: less markup than the whole page
      if (name.startsWith('deep lists')) expect(bounded.length).toBeLessThan(live.documentElement.outerHTML.length - 200);
      // a text bounds.ts cuts is copied up to one character past the cut only
      if (whole.reasons.includes('text') && !/textarea|one past/.test(name))
        expect(bounded.length).toBeLessThan(live.documentElement.outerHTML.length - 100);
      // inside a wrapper too: the keys after the limit are not copied
      if (name.startsWith('keys inside')) expect(bounded).not.toContain('k39');
    });
  }
  it('a run of adjacent text nodes counts as one text (Chromium splits a long text into nodes of 65,536 characters)', () => {
    const live = parse(page('<p id="long"></p><p>after</p>'));
    const long = live.getElementById('long')!;
    for (let i = 0; i < 4; i++) long.appendChild(live.createTextNode(`${i}`.repeat(400)));
    expect(hasLongTextRun(live.getElementById('main')!, limits.maxText)).toBe(true);
    const bounded = boundedMarkup(live, limits)!;
    expect(bounded).not.toContain('3333');
    expect(cut('<!DOCTYPE html>' + bounded)).toEqual(cut('<!DOCTYPE html>' + live.documentElement.outerHTML));
  });
  it('a long text split by elements is no long run', () => {
    const live = parse(page(`<p>${'a'.repeat(600)}<b>b</b>${'c'.repeat(600)}</p>`));
    expect(hasLongTextRun(live.getElementById('main')!, limits.maxText)).toBe(false);
    expect(boundedMarkup(live, limits)).toBeNull();
  });
  it('a page within the limits is copied whole (null: the caller serialises as before)', () => {
    expect(boundedMarkup(parse(page('<p>short</p>')), limits)).toBeNull();
    expect(boundedMarkup(parse('<html><body><p>no main</p></body></html>'), limits)).toBeNull();
  });
});
