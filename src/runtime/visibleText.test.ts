import { describe, expect, it } from 'vitest';
import { MIN_SERVER_CHARS, serverMain, shownTextLength, showsTooLittle } from './visibleText.ts';

describe('visibleText: how much of the server page the themed page shows', () => {
  it('counts shown text only: no scripts, styles, option lists, text areas or hidden parts; white space collapsed', () => {
    const doc = new DOMParser().parseFromString(
      `<div id="page"><div id="main"><h1>Keys   issued</h1><script>var x = 1;</script><style>p{}</style>
       <select><option>Norway</option></select><textarea>draft</textarea><p hidden>gone</p>
       <p aria-hidden="true">gone</p><p>Key 1234</p></div></div>`,
      'text/html',
    );
    const main = serverMain(doc)!;
    expect(main.id).toBe('main');
    expect(shownTextLength(main)).toBe('Keys issued Key 1234'.length);
  });

  it('too little: under the share of a page with enough text; short pages and I/O Docs (a selection by design) never', () => {
    expect(showsTooLittle(0, 2168)).toBe(true);
    expect(showsTooLittle(1000, 2168)).toBe(false);
    expect(showsTooLittle(0, MIN_SERVER_CHARS - 1)).toBe(false);
    expect(showsTooLittle(189, 1048, 'ioDocs')).toBe(false);
    expect(showsTooLittle(189, 1048, 'docs')).toBe(true);
  });
});

// Never blank, measured (visibleText.ts): the counts the first load and in-place loads compare.

const el = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('shownTextLength', () => {
  it('collapses white space runs to one and drops leading space, across text nodes', () => {
    expect(shownTextLength(el('  a   b <b> c</b>\n\n d  '))).toBe('a b c d '.length);
    expect(shownTextLength(el('<p>x</p><p>  y</p>'))).toBe('x y'.length);
  });

  it('never counts code, styles or form values', () => {
    expect(shownTextLength(el('<script>var a = 1</script><style>b{}</style><textarea>typed</textarea>ok'))).toBe(2);
  });

  it('hidden parts count only on the themed side, where they are collapsed content the reader opens', () => {
    const view = el('<h1>I/O Docs</h1><div hidden>GET /weather — the current conditions for a city</div>');
    expect(shownTextLength(view)).toBe('I/O Docs'.length);
    expect(shownTextLength(view, { collapsed: true })).toBe(
      'I/O Docs'.length + 'GET /weather — the current conditions for a city'.length,
    );
    // a hidden root counts nothing, unless collapsed parts count
    const hidden = el('text');
    hidden.hidden = true;
    expect(shownTextLength(hidden)).toBe(0);
    expect(shownTextLength(hidden, { collapsed: true })).toBe(4);
  });
});

describe('showsTooLittle', () => {
  it('a page counts as blank under 20 % of a server text of 200 characters or more', () => {
    expect(showsTooLittle(39, 200)).toBe(true);
    expect(showsTooLittle(40, 200)).toBe(false);
    expect(showsTooLittle(0, 199)).toBe(false);
  });
});
