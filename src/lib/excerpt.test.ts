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
    expect(htmlText('a<!-->b <!--->c')).toBe('ab c'); // empty comments end where they start
  });

  it('every block tag leaves a space between words', () => {
    const blocks =
      'p div br li ul ol dl dt dd h1 h2 h3 h4 h5 h6 tr td th table thead tbody tfoot blockquote pre section article aside figure figcaption hr details summary address';
    for (const tag of blocks.split(' '))
      expect(htmlText(`one<${tag}>two</${tag.toUpperCase()}>three`), tag).toBe('one two three');
    expect(htmlText('in<span>line</span><em>s</em>')).toBe('inlines');
  });

  it('elements that show no text are dropped with their content, nested or not; a stray end tag closes nothing', () => {
    for (const tag of ['template', 'select', 'svg', 'math', 'object', 'head']) {
      expect(htmlText(`a<${tag}>hidden <b>too</b></${tag}>b`), tag).toBe('ab');
    }
    expect(htmlText('a<svg><svg>x</svg>still hidden</svg>b')).toBe('ab');
    expect(htmlText('a<select><option>one</option></select> b')).toBe('a b');
    expect(htmlText('</select>shown <svg>no</svg>too')).toBe('shown too');
    // self-closing: nothing inside, the text after it shows
    expect(htmlText('icon<svg/> after')).toBe('icon after');
    // raw-text elements (script, style, textarea, title, noscript, iframe) hold no text either
    expect(htmlText('a<textarea>typed</textarea><title>t</title><noscript>n</noscript><iframe>f</iframe>b')).toBe('ab');
  });

  it('collapses every kind of whitespace, no-break spaces included', () => {
    expect(htmlText(' a \n\t b&nbsp;&nbsp;c\u00a0 ')).toBe('a b c');
    expect(htmlText('   ')).toBe('');
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

  it('a length that is not a whole number counts its whole part; no length is an empty, cut excerpt', () => {
    expect(excerpt('abcdef', 3.9)).toEqual({ text: 'abc', truncated: true });
    expect(excerpt('abc', 3.9)).toEqual({ text: 'abc', truncated: false });
    expect(excerpt('abc', -2)).toEqual({ text: '', truncated: true });
    expect(excerpt('', 0)).toEqual({ text: '', truncated: false });
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
    // fences with a language of any spelling; a single ~ or ` is no fence
    ['```c++ x ```c# y ```objective-c z ```a.b', 'x y z'],
    ['````md quoted ````', 'quoted'],
    ['about ~5 ms, `x` and ~~~~ too', 'about ~5 ms, x and too'],
    // table rules with or without outer pipes, alignment colons and spaces
    ['Name | Type |---|---| a |', 'Name | Type a |'],
    ['Name | Type ---|--- city', 'Name | Type city'],
    ['|:---|---:|:---:|', ''],
    ['|  :----:  |  ---  |', ''],
    ['| :--- | ---: | x', 'x'],
    ['text--- | more', 'text more'],
    ['| a | b | |---|---', '| a | b |'],
    ['|---| --- x', 'x'],
    ['|:---|---:x', 'x'],
    // a fence between two words leaves them apart
    ['done```{"ok":true}```', 'done {"ok":true}'],
    ['a ---- b | -- | c', 'a ---- b | -- | c'],
    // heading marks: one to six, before a space
    ['###### Six ####### Seven ##Tight', 'Six ####### Seven ##Tight'],
    ['a\n## b', 'a b'],
    // inline code on one line only
    ['`a\nb` `c`', '`a b c`'],
    // strong emphasis around words, before punctuation, in brackets, across lines
    ['(**bold**) **a**. __b__, **c**; **d**: **e**! **f**? **g**', '(bold) a. b, c; d: e! f? g'],
    ['a\n**b**\n__c__', 'a b c'],
    ['**New** plans', 'New plans'],
    ['**a**b **a*b** ** x** **x ** **** __a__x', '**a**b **a*b** ** x** **x ** **** __a__x'],
  ])('%j → %j', (input, expected) => {
    expect(snippetText(input)).toBe(expected);
  });
});
