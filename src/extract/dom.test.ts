// The small DOM helpers every extractor uses (src/extract/dom.ts): null scopes and bad selectors yield
// "nothing found", never an exception.
import { describe, expect, it } from 'vitest';
import {
  classes,
  detachedCopy,
  html,
  inside,
  intIn,
  itemTexts,
  kids,
  norm,
  queryAll,
  queryOne,
  queryOneOutside,
  text,
  textWithout,
  topLevel,
} from './dom.ts';
import { parseHtml } from '../../test/extract/parse.ts';

const root = (markup: string) => parseHtml(`<div id="root">${markup}</div>`).getElementById('root')!;

describe('queryOne, queryAll', () => {
  it('null scope or a bad selector → nothing', () => {
    const r = root('<p>a</p>');
    expect(queryOne(null, 'p')).toBeNull();
    expect(queryOne(r, '[')).toBeNull();
    expect(queryAll(null, 'p')).toEqual([]);
    expect(queryAll(undefined, 'p')).toEqual([]);
    expect(queryAll(r, '[')).toEqual([]);
    expect(queryAll(r, 'p').map((p) => p.textContent)).toEqual(['a']);
  });
});

describe('classes, norm', () => {
  it('whole class tokens of an element; none for null or a missing attribute', () => {
    const r = root('<p class=" a  b\tc "></p><i></i>');
    expect(classes(r.firstElementChild)).toEqual(new Set(['a', 'b', 'c']));
    expect(classes(r.querySelector('i'))).toEqual(new Set());
    expect(classes(null)).toEqual(new Set());
  });

  it('norm collapses every run of whitespace to one space and trims', () => {
    expect(norm(' a \n\t b  c ')).toBe('a b c');
    expect(norm(null)).toBe('');
  });
});

describe('text', () => {
  it('block elements are separated by a space, inline ones are not', () => {
    expect(text(root('a<p>b</p>c'))).toBe('a b c');
    expect(text(root('a<b>b</b>c'))).toBe('abc');
    expect(text(root('<li>one</li><li>two</li>'))).toBe('one two');
  });

  it('skips scripts, styles, templates and comments', () => {
    expect(text(root('a<script>var x;</script><style>p{}</style><!-- note -->b'))).toBe('ab');
  });

  it('null → ""; a text node → its text, normalised', () => {
    expect(text(null)).toBe('');
    const r = root('');
    expect(text(r.ownerDocument.createTextNode('  x \n y '))).toBe('x y');
  });
});

describe('detachedCopy, textWithout', () => {
  it('an element of an inert document is cloned there; one of a live document is copied into an inert one', () => {
    const inertDoc = document.implementation.createHTMLDocument('');
    inertDoc.body.innerHTML = '<p>x</p>';
    const inert = inertDoc.body.firstElementChild!;
    expect(inertDoc.defaultView).toBeNull();
    const copy = detachedCopy(inert);
    expect(copy).not.toBe(inert);
    expect(copy.ownerDocument).toBe(inert.ownerDocument);
    expect(copy.outerHTML).toBe(inert.outerHTML);

    document.body.innerHTML = '<div id="live"><img src="x"></div>';
    const live = document.getElementById('live')!;
    const a = detachedCopy(live);
    const b = detachedCopy(live);
    expect(a.ownerDocument).not.toBe(document);
    expect(a.ownerDocument.defaultView).toBeNull();
    expect(b.ownerDocument).toBe(a.ownerDocument);
    expect(a.outerHTML).toBe(live.outerHTML);
    document.body.innerHTML = '';
  });

  it('textWithout: the text without the matching parts; the element itself is left alone', () => {
    const r = root('<h1 class="first">Weather API <a class="edit" href="/e">edit</a></h1>');
    const h1 = r.firstElementChild!;
    expect(textWithout(h1, 'a.edit')).toBe('Weather API');
    expect(h1.querySelector('a.edit')).not.toBeNull();
    expect(textWithout(null, 'a')).toBe('');
  });
});

describe('html, kids, itemTexts', () => {
  it('html: innerHTML trimmed, null when empty', () => {
    const r = root('<div>  <b>x</b>\n </div><p> </p>');
    expect(html(r.firstElementChild)).toBe('<b>x</b>');
    expect(html(r.querySelector('p'))).toBeNull();
    expect(html(null)).toBeNull();
  });

  it('kids: direct children with the given tags only', () => {
    const r = root('<ul><li>a</li><span>s</span><li>b<ul><li>c</li></ul></li></ul>');
    expect(kids(r.firstElementChild, 'LI').map((li) => li.firstChild!.textContent)).toEqual(['a', 'b']);
    expect(kids(r.firstElementChild, 'LI', 'SPAN')).toHaveLength(3);
    expect(kids(null, 'LI')).toEqual([]);
  });

  it('itemTexts: the innermost li texts (empty ones left out), or the element’s own text', () => {
    expect(itemTexts(root('<ul><li>a</li><li> </li><li>b<ul><li>c</li></ul></li></ul>'))).toEqual(['a', 'c']);
    expect(itemTexts(root('<p>Hello</p>'))).toEqual(['Hello']);
    expect(itemTexts(root(''))).toEqual([]);
    expect(itemTexts(null)).toEqual([]);
  });
});

describe('intIn', () => {
  it.each([
    ['5,000 calls per day', 5000],
    ['Calls: 2 per second', 2],
    ['x12y', 12],
    ['1,234,567', 1234567],
  ])('%j → %d', (s, n) => {
    expect(intIn(s)).toBe(n);
  });

  it('null when there is no integer or it is not safe', () => {
    expect(intIn('none')).toBeNull();
    expect(intIn('')).toBeNull();
    expect(intIn(null)).toBeNull();
    expect(intIn('99999999999999999999')).toBeNull();
  });
});

describe('topLevel, inside, queryOneOutside', () => {
  it('topLevel: matches not nested in another match', () => {
    const r = root('<ul id="a"><li><ul id="b"></ul></li></ul><ul id="c"></ul>');
    expect(topLevel(r, 'ul').map((u) => u.id)).toEqual(['a', 'c']);
  });

  it('inside: only ancestors below the scope count; a bad selector is no match', () => {
    const r = root('<div class="comments"><div id="main"><p class="comment"><span id="x"></span></p></div></div>');
    const main = r.querySelector('#main')!;
    const x = r.querySelector('#x')!;
    expect(inside(x, main, '.comment')).toBe(true);
    expect(inside(x, main, '.comments')).toBe(false);
    expect(inside(x, main, '#main')).toBe(false);
    expect(inside(x, main, '[')).toBe(false);
  });

  it('queryOneOutside: the first match outside the containers, or null', () => {
    const r = root('<div class="comment"><form id="c"></form></div><form id="own"></form><form id="second"></form>');
    expect(queryOneOutside(r, 'form', '.comment')?.id).toBe('own');
    expect(queryOneOutside(r, 'form#c', '.comment')).toBeNull();
  });
});
