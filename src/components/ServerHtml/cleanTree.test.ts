// The allow-list walk on its own, with small rules (happy-dom). The kit's rules are sanitize.ts's
// (ServerHtml.test.tsx); the walk's equality with DOMPurify is checked in Chromium
// (ServerHtml.sanitizer.stories.tsx, on test/support/sanitizerCorpus.ts and every fixture page).
import { describe, expect, it, vi } from 'vitest';
import { cleanHtml, type CleanRules } from './cleanTree.ts';
import { sanitizerCorpus } from '../../../test/support/sanitizerCorpus.ts';

function rules(over: Partial<CleanRules> = {}): CleanRules {
  return {
    tags: new Set(['p', 'b', 'a', 'img', 'div', 'label', 'input', 'form', 'svg', 'table', 'tbody', 'tr', 'td']),
    attrs: new Set(['href', 'src', 'title', 'alt', 'for', 'id', 'value', 'name', 'width', 'action', 'is']),
    forbidAttrs: new Set(['style']),
    onAttribute: (_el, _tag, _name, value) => value,
    afterAttributes: () => {},
    ...over,
  };
}
const clean = (html: string, over?: Partial<CleanRules>) => cleanHtml(html, rules(over));

describe('elements', () => {
  it('keeps allowed elements, unwraps the others in order, and drops dangerous containers with their content', () => {
    expect(clean('<center>1<font>2<b>3</b>4</font>5</center>')).toBe('12<b>3</b>45');
    expect(clean('<p>a<script>alert(1)</script><style>p{}</style><template><b>t</b></template><noscript>n</noscript>b</p>')).toBe(
      '<p>ab</p>',
    );
    expect(clean('<audio>a</audio><video>v</video><iframe>i</iframe><xmp>x</xmp><p>k</p>')).toBe('<p>k</p>');
  });

  it('drops foreign content whole even when its tag names are allowed (the namespace decides)', () => {
    expect(clean('<svg><a href="/x">in svg</a></svg><p>after</p>')).toBe('<p>after</p>');
    expect(clean('<math><mtext><b>m</b></mtext></math><b>k</b>')).toBe('<b>k</b>');
  });

  it('drops comments, and an element whose text would read as markup again', () => {
    expect(clean('<p>a<!-- <img src=x> -->b</p>')).toBe('<p>ab</p>');
    expect(clean('<p><!--x-->&lt;b&gt;</p><p>&lt;b&gt;</p>')).toBe('<p>&lt;b&gt;</p>');
  });

  it('walks what an unwrapped element held (its children are checked like any other)', () => {
    expect(clean('<font><script>1</script><b title="t" style="x">b</b></font>')).toBe('<b title="t">b</b>');
  });

  it('keeps the whitespace before the first tag, as DOMPurify does', () => {
    expect(clean('  \n<p>x</p>')).toBe('  \n<p>x</p>');
    expect(clean('text <b>b</b>')).toBe('text <b>b</b>');
  });

  it('handles deep trees (the walk is a loop, not recursion)', () => {
    // (happy-dom's own parser and serialiser recurse: deeper trees overflow there, not in the walk)
    const depth = 400;
    const out = clean('<div>'.repeat(depth) + 'x' + '</div>'.repeat(depth))!;
    expect(out.startsWith('<div><div>')).toBe(true);
    expect(out).toContain('x');
    expect(clean('<font>'.repeat(depth) + '<b>x</b>' + '</font>'.repeat(depth))).toBe('<b>x</b>');
  });
});

describe('attributes', () => {
  it('keeps allowed names, aria-* and drops the rest (handlers, data-*, forbidden ones)', () => {
    expect(clean('<p title="t" aria-label="A" data-x="1" onclick="x()" style="color:red" foo="bar">p</p>')).toBe(
      '<p title="t" aria-label="A">p</p>',
    );
  });

  it('checks URL values: safe schemes and relative URLs pass, any other scheme does not, whitespace and case included', () => {
    const hrefs = ['https://a.example/', 'mailto:a@b.c', 'tel:+1', '/abs', 'rel/x', '#f', '?q=1', '//x.example/y'];
    for (const href of hrefs) expect(clean(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:x',
      'java\tscript:x',
      'vbscript:x',
      'data:text/html,x',
      'foo:bar',
      '\u0001javascript:x',
    ])
      expect(clean(`<a href="${bad}">x</a>`)).toBe('<a>x</a>');
  });

  it('lets data: URLs through only as an image source', () => {
    expect(clean('<img src="data:image/png;base64,xx">')).toBe('<img src="data:image/png;base64,xx">');
    expect(clean('<a href="data:image/png;base64,xx">x</a>')).toBe('<a>x</a>');
  });

  it('does not URL-check attributes that hold no URL, and empty values pass', () => {
    expect(clean('<img alt="javascript:x" title="a:b" src="">')).toBe('<img alt="javascript:x" title="a:b" src="">');
    expect(clean('<img width="a:b">')).toBe('<img>');
  });

  it('drops values that close a comment, CDATA or a raw-text element', () => {
    for (const value of ['--&gt;', '--!&gt;', ']]&gt;', '&lt;/style&gt;', '&lt;/textarea&gt;', '&lt;/SCRIPT x'])
      expect(clean(`<p title="${value}">x</p>`)).toBe('<p>x</p>');
    // a self-closing slash is harmless here (DOMPurify keeps it too: ALLOW_SELF_CLOSE_IN_ATTR)
    expect(clean('<p title="a/&gt;b">x</p>')).toBe('<p title="a/>b">x</p>');
  });

  it('keeps `for` only on label and output (DOMPurify: no content patching other content by id)', () => {
    expect(clean('<div for="x">d</div><label for="x">l</label>')).toBe('<div>d</div><label for="x">l</label>');
  });

  it('drops `attributename` holding href, and empties `is` rather than removing it', () => {
    expect(clean('<p is="x-fancy">p</p>', { attrs: new Set(['title']) })).toBe('<p is="">p</p>');
  });

  it('trims values before the checks, except `value`', () => {
    expect(clean('<input value="  v  " name="  n  ">')).toBe('<input value="  v  " name="n">');
  });

  it('gives every attribute to onAttribute (lower-case name, checked value) and applies its answer', () => {
    const seen: string[] = [];
    const out = clean('<a HREF="/x" TITLE=" t " id="i">x</a>', {
      onAttribute: (_el, tag, name, value) => {
        seen.push(`${tag}.${name}=${value}`);
        if (name === 'id') return `p-${value}`;
        if (name === 'title') return null;
        return value;
      },
    });
    expect(out).toBe('<a href="/x" id="p-i">x</a>');
    expect(seen).toEqual(['a.id=i', 'a.title=t', 'a.href=/x']);
  });

  it('calls afterAttributes once per kept element, parents first, never for removed ones', () => {
    const after = vi.fn();
    clean('<div><p><b>x</b></p><font><a href="/">a</a></font><script>s</script></div>', { afterAttributes: after });
    expect(after.mock.calls.map(([, tag]) => tag)).toEqual(['div', 'p', 'b', 'a']);
  });
});

describe('the corpus', () => {
  it('never keeps a handler, a script URL, foreign content or a raw-text element', () => {
    const all = rules({
      tags: new Set([
        'p',
        'b',
        'i',
        'a',
        'img',
        'div',
        'span',
        'form',
        'input',
        'button',
        'select',
        'option',
        'textarea',
        'table',
        'tbody',
        'tr',
        'td',
        'th',
        'label',
      ]),
      attrs: new Set(['href', 'src', 'title', 'alt', 'action', 'name', 'value', 'id', 'class']),
    });
    for (const [name, html] of sanitizerCorpus) {
      const out = new DOMParser().parseFromString(cleanHtml(html, all)!, 'text/html').body;
      expect(
        out.querySelector('script, style, svg, math, iframe, template, noscript, xmp, title, object, embed'),
        name,
      ).toBeNull();
      for (const el of out.querySelectorAll('*'))
        for (const attr of el.getAttributeNames()) {
          expect(attr, name).not.toMatch(/^on/i);
          if (/^(href|src|action|cite)$/.test(attr))
            expect(el.getAttribute(attr), `${name}: ${attr}`).not.toMatch(/^\s*(javascript|vbscript|data:text)/i);
        }
    }
  });

  it('returns null where there is no DOMParser (the caller shows text instead)', () => {
    const parser = globalThis.DOMParser;
    vi.stubGlobal('DOMParser', undefined);
    try {
      expect(cleanHtml('<b>x</b>', rules())).toBeNull();
    } finally {
      vi.stubGlobal('DOMParser', parser);
      vi.unstubAllGlobals();
    }
  });
});
