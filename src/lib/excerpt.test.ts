// Blog excerpts: the first 250 characters of a post's visible text, exact cut, code points.
import { describe, expect, it } from 'vitest';
import { excerpt, htmlText, snippetText } from './excerpt.ts';

describe('htmlText', () => {
  it('drops tags, comments, scripts and styles; block tags separate words; references decoded once', () => {
    expect(htmlText('<p>One</p><p>Two&nbsp;&amp;&amp;lt;</p><!-- x --><script>alert(1)</script><style>p{}</style>three')).toBe(
      'One Two &&lt; three',
    );
    expect(htmlText('<ul><li>a</li><li>b</li></ul>br<br>eak')).toBe('a b br eak');
    expect(htmlText('in<b>line</b> <img src=x onerror=alert(1)>')).toBe('inline');
    expect(htmlText(null)).toBe('');
  });
});

describe('excerpt', () => {
  const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' '); // 80 words, > 250 characters

  it('is the whole text when it is 250 characters or fewer', () => {
    expect(excerpt('<p>Short post.</p>', 250)).toEqual({ text: 'Short post.', truncated: false });
    const exact = 'x'.repeat(250);
    expect(excerpt(exact, 250)).toEqual({ text: exact, truncated: false });
  });

  it('cuts exactly at 250 characters (not at a word boundary) and says it was cut', () => {
    const result = excerpt(`<p>${words}</p>`, 250);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(words.slice(0, 250));
    expect(Array.from(result.text)).toHaveLength(250);
  });

  it('counts code points: an emoji is never split', () => {
    const text = `${'a'.repeat(249)}😀😀`;
    const result = excerpt(text, 250);
    expect(result.text).toBe(`${'a'.repeat(249)}😀`);
    expect(Array.from(result.text)).toHaveLength(250);
  });

  it('trims whitespace at the cut', () => {
    const text = `${'a'.repeat(249)} bcd`;
    expect(excerpt(text, 250)).toEqual({ text: 'a'.repeat(249), truncated: true });
  });

  it('counts the text, not the markup', () => {
    const html = `<p><a href="/x">${'y'.repeat(200)}</a></p><ul><li>${'z'.repeat(40)}</li></ul>`;
    expect(excerpt(html, 250)).toEqual({ text: `${'y'.repeat(200)} ${'z'.repeat(40)}`, truncated: false });
  });
});

describe('snippetText: search summaries without raw Markdown (issue 13 break 7)', () => {
  it.each([
    ['Install it: ```bash npm i acme ``` then run', 'Install it: npm i acme then run'],
    ['~~~js const a = 1 ~~~', 'const a = 1'],
    ['| Name | Type | | --- | :---: | | city | string |', '| Name | Type | | city | string |'],
    ['|---|---|', ''],
    ['plain text stays   as it is', 'plain text stays as it is'],
    ['a - b -- c', 'a - b -- c'],
    // the simulated portal's Changelog summary (seen on the search page's screenshot)
    ['## 2026-11 - Search API: new `Free` plan. ## 2026-10', '2026-11 - Search API: new Free plan. 2026-10'],
    ['# Title **new** and __bold__ text', 'Title new and bold text'],
    ['C# and F# stay; snake__case and 2**8 too', 'C# and F# stay; snake__case and 2**8 too'],
  ])('%j → %j', (input, expected) => {
    expect(snippetText(input)).toBe(expected);
  });
});
