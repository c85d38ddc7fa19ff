import { describe, expect, it } from 'vitest';
import { hideServerPage, isScriptUrl, neutralizeScriptUrls, showServerPage } from './pageState.ts';

/** a parsed document, no global state (happy-dom still logs that it may not load the iframe: expected) */
const load = (body: string) => new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${body}</body></html>`, 'text/html');

describe('isScriptUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\tjava\nscript:alert(1)',
    'java\r\nscript:void(0)',
    '\u0001javascript:alert(1)',
    'JAVASCRIPT&colon;'.replace('&colon;', ':'),
    'vbscript:msgbox(1)',
  ])('%j is a script URL', (value) => {
    expect(isScriptUrl(value, 'https://developer.acme.example/blog')).toBe(true);
  });

  it.each([
    '/blog',
    'https://developer.acme.example/x',
    '#top',
    'mailto:a@b.example',
    'javascript-guide.html',
    '/docs/javascript:intro',
    'data:text/plain,x',
    '',
  ])('%j is not', (value) => {
    expect(isScriptUrl(value, 'https://developer.acme.example/blog')).toBe(false);
  });
});

describe('isScriptUrl agrees with the URL parser', () => {
  // the fast path (no `:` → relative, never a script scheme) must give the URL parser's verdict
  const parserSays = (value: string, base: string) => {
    try {
      return /^(?:javascript|vbscript):$/.test(new URL(value, base).protocol);
    } catch {
      return false;
    }
  };
  it('on 20,000 generated values', () => {
    const parts = ['java', 'script', 'vb', ':', '/', '\t', '\n', ' ', '\u0001', '%3a', '#', '.', 'x', 'J', 'S'];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % parts.length;
    const base = 'https://developer.acme.example/blog';
    let scripts = 0;
    for (let i = 0; i < 20000; i++) {
      let value = i % 4 === 0 ? 'javascript' : ''; // every fourth value starts like a script URL
      for (let j = 1 + (i % 6); j > 0; j--) value += parts[next()];
      const expected = parserSays(value, base);
      expect(isScriptUrl(value, base), JSON.stringify(value)).toBe(expected);
      if (expected) scripts++;
    }
    expect(scripts).toBeGreaterThan(100); // the generator does reach script URLs
  });
});

describe('neutralizeScriptUrls / hideServerPage', () => {
  // entity spellings are decoded by the HTML parser: the attribute values are what the URL parser sees
  const markup = `
    <div id="page">
      <a id="a1" href="javascript:alert(1)">one</a>
      <a id="a2" href="&#x09;jav&#x0A;ascript&colon;alert(2)">two</a>
      <a id="a3" href=" &#106;avascript:alert(3)">three</a>
      <a id="ok" href="/apps/myapps">Apps</a>
      <map name="m"><area id="area" href="JAVASCRIPT:alert(4)" alt="x"></map>
      <iframe id="frame" src="javascript:alert(5)" title="f"></iframe>
      <form id="form" action="javascript:alert(6)"><button id="btn" formaction="javascript:alert(7)">Go</button><input id="inp" type="submit" formaction="  javascript:alert(8)"></form>
      <form id="okform" action="/member/edit"></form>
      <svg><a id="svg" href="javascript:alert(9)"><text>s</text></a></svg>
    </div>`;

  it('replaces every script URL with an inert value and keeps the original in data-portal-js-*', () => {
    const doc = load(markup);
    const count = neutralizeScriptUrls(doc.getElementById('page')!, 'https://developer.acme.example/blog');
    expect(count).toBe(9);
    const get = (id: string) => doc.getElementById(id)!;
    expect(get('a1').getAttribute('href')).toBe('#');
    expect(get('a1').getAttribute('data-portal-js-href')).toBe('javascript:alert(1)');
    expect(get('a2').getAttribute('href')).toBe('#');
    expect(get('a3').getAttribute('href')).toBe('#');
    expect(get('area').getAttribute('href')).toBe('#');
    expect(get('frame').getAttribute('src')).toBe('about:blank');
    expect(get('form').hasAttribute('action')).toBe(false);
    expect(get('form').getAttribute('data-portal-js-action')).toBe('javascript:alert(6)');
    expect(get('btn').hasAttribute('formaction')).toBe(false);
    expect(get('inp').hasAttribute('formaction')).toBe(false);
    expect(get('svg').getAttribute('href')).toBe('#');
    expect(get('ok').getAttribute('href')).toBe('/apps/myapps');
    expect(get('okform').getAttribute('action')).toBe('/member/edit');
    // nothing left that resolves to a script URL
    for (const el of Array.from(doc.querySelectorAll('a, area')))
      expect(new URL(el.getAttribute('href')!, 'https://developer.acme.example/blog').protocol).not.toBe('javascript:');
  });

  it('hideServerPage neutralises them; showing the page again keeps them neutralised', () => {
    const doc = load(markup);
    const page = doc.getElementById('page')!;
    hideServerPage(page);
    expect(page.querySelector('[data-portal-server-id="a1"]')!.getAttribute('href')).toBe('#');
    showServerPage(page);
    expect(doc.getElementById('a1')!.getAttribute('href')).toBe('#');
    expect(
      doc.querySelectorAll('[href^="javascript" i], [action^="javascript" i], [formaction], iframe[src^="javascript" i]'),
    ).toHaveLength(0);
  });
});
