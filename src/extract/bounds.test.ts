// Bounded work (issue #16 item 2): huge main regions are cut before extraction reads them.
import { describe, expect, it } from 'vitest';
import { boundContent, CONTENT_LIMITS } from './bounds.ts';

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
