// Never blank, measured (visibleText.ts): the counts the first load and in-place loads compare.
import { describe, expect, it } from 'vitest';
import { shownTextLength, showsTooLittle } from '../../src/runtime/visibleText.ts';

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
