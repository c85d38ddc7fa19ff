// The handler-attribute rename that keeps Chromium from reporting CSP violations when server HTML is parsed.
// It must rename exactly the attributes the HTML tokenizer sees as on… attributes, and change nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { neutralizeInlineHandlers } from './neutralize.ts';
import { payloads } from '../../../test/support/xssPayloads.ts';

describe('neutralizeInlineHandlers', () => {
  it.each([
    ['<div id="b" onclick="go()">x</div>', '<div id="b" data-portal-onclick="go()">x</div>'],
    ['<img src=x onerror=alert(1)>', '<img src=x data-portal-onerror=alert(1)>'],
    ['<BODY ONLOAD="x()"><p>', '<BODY data-portal-ONLOAD="x()"><p>'],
    ['<a\nonmouseover = "x" href="/a">', '<a\ndata-portal-onmouseover = "x" href="/a">'],
    ['<svg><a xlink:href="#" onfocus="x"/></svg>', '<svg><a xlink:href="#" data-portal-onfocus="x"/></svg>'],
    ['<input name="online" data-on="1" onx="2">', '<input name="online" data-on="1" data-portal-onx="2">'],
    // separators the tokenizer accepts: `/`, a quoted value directly followed by the next name
    ['<img/onerror="x" src=y>', '<img/data-portal-onerror="x" src=y>'],
    ['<a href="/x"onclick="y">', '<a href="/x"data-portal-onclick="y">'],
    // `>` inside a quoted value does not end the tag
    ['<a title="a > b" onclick="x">t</a>', '<a title="a > b" data-portal-onclick="x">t</a>'],
    // text, attribute values, comments and raw-text content stay exactly as written
    ['<p>Use onclick="handler()" in your page</p>', '<p>Use onclick="handler()" in your page</p>'],
    ['<a title="say onclick=hi" href="/">t</a>', '<a title="say onclick=hi" href="/">t</a>'],
    ["<a title='x onclick=y'>t</a>", "<a title='x onclick=y'>t</a>"],
    ['<script src="/a.js" onload="x()"></script>', '<script src="/a.js" data-portal-onload="x()"></script>'],
    ['<STYLE>a{}</style><b onclick=x>', '<STYLE>a{}</style><b data-portal-onclick=x>'],
    ['<!-- <div onclick="x"> -->', '<!-- <div onclick="x"> -->'],
    // raw-text content is read both ways (inside <svg>/<math> it is markup): tags in it are renamed too
    ['<script>var s = \'<b onclick="x">\';</script>', '<script>var s = \'<b data-portal-onclick="x">\';</script>'],
    ['<math><style><img src=x onerror=y></style></math>', '<math><style><img src=x data-portal-onerror=y></style></math>'],
    // … and as text: a tag after a raw-text end that a markup reading would take for an attribute value
    ['<style><a id="</style><img src=1 onerror=x>">', '<style><a id="</style><img src=1 data-portal-onerror=x>">'],
    ['a < b and c <3 onclick', 'a < b and c <3 onclick'],
    // unterminated input never throws and never loops
    ['<a onclick="x', '<a data-portal-onclick="x'],
    ['<a title="x', '<a title="x'],
    ['<script>never closed onclick=', '<script>never closed onclick='],
    ['', ''],
  ])('%s', (input, output) => {
    expect(neutralizeInlineHandlers(input)).toBe(output);
  });

  it.each([
    [
      '<script>var s = \'<b onclick="x">\';</script><i onclick=y>',
      '<script>var s = \'<b onclick="x">\';</script><i data-portal-onclick=y>',
    ],
    ['<textarea name="t"><b onclick=x></textarea>', '<textarea name="t"><b onclick=x></textarea>'],
    ['<TITLE><a onclick=x></title>', '<TITLE><a onclick=x></title>'],
  ])('rawText: true reads raw-text content as text only: %s', (input, output) => {
    expect(neutralizeInlineHandlers(input, { rawText: true })).toBe(output);
  });

  // The parsed result equals the parsed original minus its on… attributes: same elements, same text, same
  // other attributes. Over every fixture page and every XSS payload.
  const fixtures = readdirSync(join(import.meta.dirname, '../../../fixtures/pages'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => [f, readFileSync(join(import.meta.dirname, '../../../fixtures/pages', f), 'utf8')] as const);
  const elements = (root: ParentNode): Element[] =>
    Array.from(root.querySelectorAll('*')).flatMap((el) =>
      el instanceof HTMLTemplateElement ? [el, ...elements(el.content)] : [el],
    );
  const shape = (html: string) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const el of elements(doc)) {
      for (const a of Array.from(el.attributes)) {
        if (/^(on|data-portal-on)/i.test(a.name)) el.removeAttribute(a.name);
      }
    }
    return doc.documentElement.outerHTML;
  };
  it.each([...fixtures, ...payloads])('%s: parses to the same document without handler attributes', (_name, html) => {
    const doc = new DOMParser().parseFromString(neutralizeInlineHandlers(html), 'text/html');
    const handlers = elements(doc).flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => /^on/i.test(a.name))
        .map((a) => `${el.tagName} ${a.name}`),
    );
    expect(handlers).toEqual([]);
    // whole pages (rawText): exactly the same document, inline scripts included (a noscript's content is
    // read as a browser with scripting on reads it: below)
    if (!/<noscript/i.test(html)) expect(shape(neutralizeInlineHandlers(html, { rawText: true }))).toBe(shape(html));
  });
});

describe('whole pages: <noscript> as the browser read it (scripting on), not as DOMParser would (off)', () => {
  const page = (html: string) => new DOMParser().parseFromString(neutralizeInlineHandlers(html, { rawText: true }), 'text/html');

  it('an end tag inside an attribute value ends the noscript, and the rest of the page follows it (not inside it)', () => {
    const doc = page('<p>before</p><noscript><p title="</noscript><b>x</b>">ns</p></noscript><p id="after">AFTER</p>');
    const noscript = doc.querySelector('noscript')!;
    expect(noscript.textContent).toBe('<p title="');
    expect(noscript.children).toHaveLength(0);
    expect(doc.getElementById('after')?.closest('noscript')).toBeNull();
    expect(doc.querySelector('b')?.closest('noscript')).toBeNull();
  });

  it('markup in a noscript stays its text; handlers in it are text too; empty and upper-case noscripts', () => {
    expect(neutralizeInlineHandlers('<noscript><img src=x onerror=go()></noscript><i onclick=x>', { rawText: true })).toBe(
      '<noscript>&lt;img src=x onerror=go()></noscript><i data-portal-onclick=x>',
    );
    expect(neutralizeInlineHandlers('<NOSCRIPT><b>t</b></NOSCRIPT><p>', { rawText: true })).toBe(
      '<NOSCRIPT>&lt;b>t&lt;/b></NOSCRIPT><p>',
    );
    expect(neutralizeInlineHandlers('<noscript></noscript><p>x</p>', { rawText: true })).toBe('<noscript></noscript><p>x</p>');
    // an unclosed noscript: text to the end, as the browser reads it
    expect(neutralizeInlineHandlers('<noscript><p>a', { rawText: true })).toBe('<noscript>&lt;p>a');
    // a noscript named in an attribute or a comment is no element
    expect(neutralizeInlineHandlers('<a title="<noscript>"><b>x</b></a><!-- <noscript> --><i>', { rawText: true })).toBe(
      '<a title="<noscript>"><b>x</b></a><!-- <noscript> --><i>',
    );
  });

  it('fragments for the sanitiser (not whole pages) are unchanged', () => {
    expect(neutralizeInlineHandlers('<noscript><b>t</b></noscript>')).toBe('<noscript><b>t</b></noscript>');
  });
});
