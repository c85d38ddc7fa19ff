import { describe, expect, it } from 'vitest';
import { MIN_SERVER_CHARS, serverMain, shownTextLength, showsTooLittle } from '../../src/runtime/visibleText.ts';

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
