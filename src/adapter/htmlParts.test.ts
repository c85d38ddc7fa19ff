// htmlParts: taking out of a server body what a screen renders from its model, and comparing texts.
import { describe, expect, it } from 'vitest';
import { hasContent, removeElements, roughText, sameText, saysAlready, textOutsideLinks } from './htmlParts.ts';

const byId = (id: string) => (t: { id: string | null }) => t.id === id;
const byClass = (c: string) => (t: { classes: string[] }) => t.classes.includes(c);

describe('removeElements', () => {
  it('removes a matched element with its content, by id or class in any quoting', () => {
    expect(removeElements('<p>a</p><form id="f"><b>x</b></form><p>b</p>', byId('f'))).toBe('<p>a</p><p>b</p>');
    expect(removeElements("<div class='x key y'>k</div>rest", byClass('key'))).toBe('rest');
    expect(removeElements('<div class=key>k</div>rest', byClass('key'))).toBe('rest');
    expect(removeElements('<div CLASS="key">k</div>rest', byClass('key'))).toBe('rest');
    expect(removeElements('<div ID = "f">k</div>rest', byId('f'))).toBe('rest');
  });

  it('reads id and class as whole attributes, not inside another attribute or value', () => {
    expect(removeElements('<div data-id="f">k</div>', byId('f'))).toBe('<div data-id="f">k</div>');
    expect(removeElements('<div title="class=key">k</div>', byClass('key'))).toBe('<div title="class=key">k</div>');
    expect(removeElements('<div classes="key">k</div>', byClass('key'))).toBe('<div classes="key">k</div>');
    expect(removeElements('<div>no attributes</div>', byId('f'))).toBe('<div>no attributes</div>');
  });

  it('keeps nesting of the same element name, removes void and self-closing ones alone', () => {
    expect(removeElements('<div id="a"><div>in</div><div>in</div></div><div>out</div>', byId('a'))).toBe('<div>out</div>');
    expect(removeElements('x<img class="logo" src="a.png">y', byClass('logo'))).toBe('xy');
    expect(removeElements('x<span class="c"/>y', byClass('c'))).toBe('xy');
  });

  it('never sees tags inside raw text, and removes an unclosed element to the end', () => {
    const script = '<script>var s = "<div id=\'a\'>";</script>';
    expect(removeElements(`${script}<p>x</p>`, byId('a'))).toBe(`${script}<p>x</p>`);
    expect(removeElements('<p>keep</p><div id="a">never closed <b>x</b>', byId('a'))).toBe('<p>keep</p>');
    expect(removeElements('<div title="a > b" id="a">x</div>y', byId('a'))).toBe('y');
  });

  it('cuts at the right places after a script holding markup characters', () => {
    const script = '<script>if (a < b) s = "<b>";</script>';
    expect(removeElements(`${script}<p>keep</p><div id="a">drop</div><p>end</p>`, byId('a'))).toBe(
      `${script}<p>keep</p><p>end</p>`,
    );
  });

  it('leaves the fragment as it is when nothing matches', () => {
    const html = '<p class="a">x</p>';
    expect(removeElements(html, () => false)).toBe(html);
  });
});

describe('texts', () => {
  it('roughText: visible text, entities decoded, scripts and styles out, whitespace collapsed', () => {
    expect(roughText('<p>A &amp; B</p>\n<script>x()</script><style>p{}</style> <b>C&#39;s</b>&#8364;')).toBe("A & B C's €");
    expect(roughText('<p>Hi</p><script>var x = 1;</script>')).toBe('Hi');
    expect(roughText('Step 1<style>p { margin: 0 }</style>Step 2')).toBe('Step 1 Step 2');
  });
  it('sameText and saysAlready: case, quotes, whitespace and closing punctuation do not count', () => {
    expect(sameText('Your key was deleted.', 'your key  was deleted')).toBe(true);
    expect(sameText('It’s done!', "it's done")).toBe(true);
    expect(sameText('Deleted', 'Not deleted')).toBe(false);
    expect(sameText('Click “Save”.', 'click "Save"')).toBe(true);
    expect(sameText('log in', 'login')).toBe(false);
    expect(saysAlready('Your key was deleted. Go back to My Keys.', 'your key was deleted')).toBe(true);
    expect(saysAlready('anything', '')).toBe(false);
  });
  it('hasContent: text or embedded content; textOutsideLinks: empty for a list of links', () => {
    expect(hasContent('<p> </p>')).toBe(false);
    expect(hasContent('<p><img src="a.png"></p>')).toBe(true);
    expect(textOutsideLinks('<ul><li><a href="/">Home</a></li><li><a href="/login">Sign in again</a></li></ul>')).toBe('');
    expect(textOutsideLinks('<p>Expired. <a href="/login">Sign in again</a></p>')).toBe('Expired.');
  });
});
