// The linear HTML tokenizer behind the content screens' string work.
import { describe, expect, it } from 'vitest';
import { attrValue, tokenize, type HtmlToken } from './htmlTokens.ts';

const show = (html: string) =>
  tokenize(html).map((t: HtmlToken) =>
    t.kind === 'tag' ? `${t.closing ? '/' : ''}${t.name}` : `${t.kind}:${html.slice(t.start, t.end)}`,
  );

describe('tokenize', () => {
  it('splits text, tags and comments; tokens cover the input in order', () => {
    const html = '<p class="a">Hi <b>there</b><!-- c --></p>x';
    expect(show(html)).toEqual(['p', 'text:Hi ', 'b', 'text:there', '/b', 'comment:<!-- c -->', '/p', 'text:x']);
    const tokens = tokenize(html);
    expect(tokens.map((t) => html.slice(t.start, t.end)).join('')).toBe(html);
  });

  it('quotes count only as attribute values: ">" inside them does not end the tag', () => {
    expect(show('<a title="a>b" href=\'c>d\'>x</a>')).toEqual(['a', 'text:x', '/a']);
    expect(show('<p "x>y</p>')).toEqual(['p', 'text:y', '/p']);
  });

  it('raw-text elements hold text, not tags', () => {
    expect(show('<script>if (a<b) "</p>";</script><p>')).toEqual(['script', 'raw:if (a<b) "</p>";', '/script', 'p']);
    expect(show('<textarea><b>x</b></TEXTAREA>')).toEqual(['textarea', 'raw:<b>x</b>', '/textarea']);
  });

  it('a lone "<", an unterminated tag, quote, comment or raw element: the rest is text (or comment/raw)', () => {
    expect(show('a < b')).toEqual(['text:a < b']);
    expect(show('x<p title="y>z')).toEqual(['text:x<p title="y>z']);
    expect(show('x<!-- open')).toEqual(['text:x', 'comment:<!-- open']);
    expect(show('<style>p{}')).toEqual(['style', 'raw:p{}']);
    expect(show('<!DOCTYPE html><?xml x?>t')).toEqual(['comment:<!DOCTYPE html>', 'comment:<?xml x?>', 'text:t']);
  });

  it('self-closing tags are marked', () => {
    const [img] = tokenize('<img src="a"/>');
    expect(img).toMatchObject({ kind: 'tag', name: 'img', selfClosing: true });
  });
});

describe('attrValue', () => {
  it('reads double, single, unquoted and empty values; the first occurrence wins; names are case-insensitive', () => {
    expect(attrValue(' class="brush: js;" id=x', 'class')).toBe('brush: js;');
    expect(attrValue(" CLASS='a b'", 'class')).toBe('a b');
    expect(attrValue(' class=plain id=x', 'class')).toBe('plain');
    expect(attrValue(' alt', 'alt')).toBe('');
    expect(attrValue(' alt="" alt="x"', 'alt')).toBe('');
    expect(attrValue(' data-alt="x"', 'alt')).toBeNull();
    expect(attrValue(' title="alt=x"', 'alt')).toBeNull();
  });
});
