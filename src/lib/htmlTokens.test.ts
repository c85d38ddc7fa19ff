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
    expect(tokenize('<br / >')[0]).toMatchObject({ name: 'br', selfClosing: true });
    expect(tokenize('<a href="/x">')[0]).toMatchObject({ name: 'a', selfClosing: false });
  });

  it('a tag: its name in lower case (letters, digits, ":", "_", "-"), its raw attributes and its place', () => {
    expect(tokenize('x<H2 id="a" >')).toEqual([
      { kind: 'text', start: 0, end: 1 },
      { kind: 'tag', name: 'h2', closing: false, selfClosing: false, attrs: ' id="a" ', start: 1, end: 13 },
    ]);
    expect(show('<my-el><svg:rect_1></my-el>')).toEqual(['my-el', 'svg:rect_1', '/my-el']);
  });

  it('attribute values: spaces around "=", a ">" last in a quoted value, an empty unquoted value', () => {
    expect(show('<a title = "a>">x</a>')).toEqual(['a', 'text:x', '/a']);
    expect(show("<a title=\n'x>'>y</a>")).toEqual(['a', 'text:y', '/a']);
    expect(show('<p class=>x</p>')).toEqual(['p', 'text:x', '/p']);
  });

  it('every raw-text element holds text up to its own end tag, in any case, followed by a space, "/" or ">"', () => {
    for (const name of [
      'script',
      'style',
      'textarea',
      'title',
      'xmp',
      'noscript',
      'noembed',
      'noframes',
      'iframe',
      'plaintext',
    ]) {
      expect(show(`<${name}><b>x</b></${name.toUpperCase()}>y`), name).toEqual([name, 'raw:<b>x</b>', `/${name}`, 'text:y']);
    }
    expect(show('<script>a</script >b<style>c</style/>d')).toEqual([
      'script',
      'raw:a',
      '/script',
      'text:b',
      'style',
      'raw:c',
      '/style',
      'text:d',
    ]);
    expect(show('<script></script><p>')).toEqual(['script', '/script', 'p']);
    // only its own end tag, and only one after it
    expect(show('<style>a</p></styles></style>')).toEqual(['style', 'raw:a</p></styles>', '/style']);
    expect(show('a</script><script>x</script>b')).toEqual(['text:a', '/script', 'script', 'raw:x', '/script', 'text:b']);
  });

  it('"<!-->" and "<!--->" are empty comments, not the start of one that runs to the end (as in the HTML parser)', () => {
    expect(show('<!-->a<!--->b<!---->c')).toEqual([
      'comment:<!-->',
      'text:a',
      'comment:<!--->',
      'text:b',
      'comment:<!---->',
      'text:c',
    ]);
  });

  it('"<!" or "<?" is a comment up to the next ">", or to the end when there is none', () => {
    expect(show('<!>a<?>b')).toEqual(['comment:<!>', 'text:a', 'comment:<?>', 'text:b']);
    expect(show('a<!x')).toEqual(['text:a', 'comment:<!x']);
    expect(show('a<?x')).toEqual(['text:a', 'comment:<?x']);
  });

  it('"<!--" comments end at "-->", not at an earlier ">"', () => {
    expect(show('<!-- a>b -->x')).toEqual(['comment:<!-- a>b -->', 'text:x']);
  });

  it('a "<" not followed by a tag name stays text, and a later tag is still a tag', () => {
    expect(show('a < b <p>x')).toEqual(['text:a < b ', 'p', 'text:x']);
  });

  it('a tag that never ends: an unquoted attribute, or a name running to the end, is text', () => {
    expect(show('x<p class=a')).toEqual(['text:x<p class=a']);
    expect(show('x<p')).toEqual(['text:x<p']);
    expect(show('x</p')).toEqual(['text:x</p']);
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
    expect(attrValue(' class = "a b" ', 'class')).toBe('a b');
    expect(attrValue(' alt= ', 'alt')).toBe('');
    expect(attrValue(' alt=x/', 'alt')).toBe('x/');
    expect(attrValue('', 'alt')).toBeNull();
  });
});
