// Bounded work (issue #16 item 2): huge main regions are cut before extraction reads them.
import { describe, expect, it } from 'vitest';
import { boundContent, boundMain, CONTENT_LIMITS, textOf, type ContentLimits } from './bounds.ts';
import type { Problem } from '../model/pageData.ts';

const parse = (html: string) =>
  new DOMParser().parseFromString(`<div id="main">${html}</div>`, 'text/html').getElementById('main')!;

describe('boundContent', () => {
  it('leaves a page within the limits untouched', () => {
    const main = parse('<h1>Title</h1><ul><li><a href="/a">A</a></li></ul><p>text</p>');
    const before = main.innerHTML;
    expect(boundContent(main)).toEqual([]);
    expect(main.innerHTML).toBe(before);
  });

  // 600 levels here (happy-dom's parser recurses; the Chromium test in test/browser/portal-bounded.mjs has 5,000)
  it('keeps only the text below the depth limit (very deeply nested lists)', () => {
    const main = parse('<ul><li>level'.repeat(600) + ' deepest' + '</li></ul>'.repeat(600));
    expect(boundContent(main)).toEqual(['depth']);
    let depth = 0;
    for (let el: Element | null = main.firstElementChild; el; el = el.firstElementChild) depth++;
    expect(depth).toBeLessThanOrEqual(CONTENT_LIMITS.maxDepth + 1);
    expect(main.textContent).toContain('deepest');
  });

  it('cuts a huge text node', () => {
    const main = parse(`<p>${'x'.repeat(1024 * 1024)}</p>`);
    expect(boundContent(main)).toEqual(['text']);
    expect(main.textContent!.length).toBe(CONTENT_LIMITS.maxText + 1);
  });

  it('cuts a huge text that the parser split into nodes (Chromium: 65,536 characters each)', () => {
    const main = parse('<p></p>');
    const p = main.querySelector('p')!;
    for (let i = 0; i < 16; i++) p.appendChild(p.ownerDocument.createTextNode('x'.repeat(65536)));
    expect(boundContent(main)).toEqual(['text']);
    expect(p.textContent!.length).toBe(CONTENT_LIMITS.maxText + 1);
    expect(p.textContent!.endsWith('…')).toBe(true);
  });

  it('leaves out everything after the element budget (10,000 links)', () => {
    const main = parse(
      `<ul>${Array.from({ length: 10000 }, (_, i) => `<li><a href="/p/${i}">Page ${i}</a></li>`).join('')}</ul><p>after</p>`,
    );
    expect(boundContent(main)).toEqual(['elements']);
    expect(main.getElementsByTagName('*').length).toBeLessThanOrEqual(CONTENT_LIMITS.maxElements);
    expect(main.querySelector('a')!.textContent).toBe('Page 0');
    expect(main.textContent).not.toContain('after');
  });
});

describe('boundContent with small limits (mutation testing, issue #37)', () => {
  const limits = (l: Partial<ContentLimits>): ContentLimits => ({ maxElements: 100, maxDepth: 10, maxText: 100, ...l });

  it('keeps a text of exactly maxText characters; one more is cut there with an ellipsis', () => {
    const exact = parse('<p>abcde</p>');
    expect(boundContent(exact, limits({ maxText: 5 }))).toEqual([]);
    expect(exact.innerHTML).toBe('<p>abcde</p>');
    const over = parse('<p>abcdef</p>');
    expect(boundContent(over, limits({ maxText: 5 }))).toEqual(['text']);
    expect(over.innerHTML).toBe('<p>abcde…</p>');
  });

  it('adjacent text nodes count as one run: the node that crosses the limit is cut, the rest removed', () => {
    const main = parse('<p></p>');
    const p = main.firstElementChild!;
    for (const t of ['abc', 'def', 'ghi']) p.appendChild(p.ownerDocument.createTextNode(t));
    expect(boundContent(main, limits({ maxText: 5 }))).toEqual(['text']);
    expect(Array.from(p.childNodes, (n) => n.textContent)).toEqual(['abc', 'de…']);
  });

  it('an element or a comment between texts starts a new run', () => {
    const main = parse('<p>abc<b>x</b>def<!-- c -->ghi</p>');
    expect(boundContent(main, limits({ maxText: 5 }))).toEqual([]);
    expect(main.innerHTML).toBe('<p>abc<b>x</b>def<!-- c -->ghi</p>');
  });

  it('after maxElements elements, every following node (text too, at every level) is removed', () => {
    const main = parse('<div><p>a</p><p>b</p>tail</div><p>c</p>after');
    expect(boundContent(main, limits({ maxElements: 3 }))).toEqual(['elements']);
    expect(main.innerHTML).toBe('<div><p>a</p><p>b</p>tail</div>');
    const nested = parse('<div><p>a</p><p>b</p>tail</div><p>c</p>after');
    expect(boundContent(nested, limits({ maxElements: 2 }))).toEqual(['elements']);
    expect(nested.innerHTML).toBe('<div><p>a</p></div>');
    const exact = parse('<div><p>a</p><p>b</p></div>');
    expect(boundContent(exact, limits({ maxElements: 3 }))).toEqual([]);
    expect(exact.innerHTML).toBe('<div><p>a</p><p>b</p></div>');
  });

  it('comments do not count as elements', () => {
    const main = parse('<p>a</p><!-- c --><p>b</p>');
    expect(boundContent(main, limits({ maxElements: 2 }))).toEqual([]);
    expect(main.innerHTML).toBe('<p>a</p><!-- c --><p>b</p>');
  });

  it('an element at maxDepth with element children keeps only its text; one with only text is kept as it is', () => {
    const main = parse('<div><ul><li>a<b>b</b>c</li></ul><p>text</p></div>');
    expect(boundContent(main, limits({ maxDepth: 1 }))).toEqual(['depth']);
    expect(main.innerHTML).toBe('<div><ul>abc</ul><p>text</p></div>');
    const shallow = parse('<div><ul><li>a<b>b</b>c</li></ul></div>');
    expect(boundContent(shallow, limits({ maxDepth: 3 }))).toEqual([]);
    expect(shallow.innerHTML).toBe('<div><ul><li>a<b>b</b>c</li></ul></div>');
    const atLimit = parse('<div><p>only text</p></div>');
    expect(boundContent(atLimit, limits({ maxDepth: 1 }))).toEqual([]);
    expect(atLimit.innerHTML).toBe('<div><p>only text</p></div>');
  });

  it('the text kept at maxDepth is cut to maxText too (both reasons)', () => {
    const main = parse('<div><ul><li>abc</li><li>def</li></ul></div>');
    expect(boundContent(main, limits({ maxDepth: 1, maxText: 4 })).sort()).toEqual(['depth', 'text']);
    expect(main.innerHTML).toBe('<div><ul>abcd…</ul></div>');
    const fits = parse('<div><ul><li>ab</li><li>cd</li></ul></div>');
    expect(boundContent(fits, limits({ maxDepth: 1, maxText: 4 }))).toEqual(['depth']);
    expect(fits.innerHTML).toBe('<div><ul>abcd</ul></div>');
  });
});

describe('textOf', () => {
  it('the text in document order, elements walked, comments skipped', () => {
    const main = parse('a<p>b<!-- no --><i>c</i></p><ul><li>d</li></ul>e');
    expect(textOf(main, 100)).toBe('abcde');
  });

  it('at most max characters', () => {
    const main = parse('abc<p>def</p>ghi');
    expect(textOf(main, 5)).toBe('abcde');
    expect(textOf(main, 6)).toBe('abcdef');
    expect(textOf(main, 0)).toBe('');
  });
});

describe('boundMain', () => {
  it('no main: nothing; within the limits: no problem; cut: one content-capped problem with the reasons', () => {
    const problems: Problem[] = [];
    boundMain(null, problems);
    expect(problems).toEqual([]);
    boundMain(parse('<p>x</p>'), problems);
    expect(problems).toEqual([]);
    const main = parse('<p>abcdef</p>');
    boundMain(main, problems, { maxElements: 10, maxDepth: 10, maxText: 3 });
    expect(problems).toEqual([{ kind: 'content-capped', reasons: ['text'] }]);
    expect(main.textContent).toBe('abc…');
    boundMain(parse(`<p>${'x'.repeat(CONTENT_LIMITS.maxText + 1)}</p>`), problems);
    expect(problems).toHaveLength(2);
  });
});
