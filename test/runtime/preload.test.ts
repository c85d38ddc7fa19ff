// runtime/preload.ts: what portal.js and portal-head.js preload (issue 14: one round after the loader).
import { describe, expect, it } from 'vitest';
import { bodyClassName, filesForPage, modulePreload, pageHasCode, type PagePreloads } from '../../src/runtime/preload.ts';

const table: PagePreloads = {
  files: ['content.js', 'shared.js', 'account.js', 'markdown.js', 'highlight.js'],
  rules: [
    { classes: ['page-apps', 'tos'], files: [0, 1], markdown: true },
    { classes: ['page-apps'], files: [2, 1] },
    { classes: ['page-docs'], files: [0, 1], markdown: true },
  ],
  fallback: [0, 1],
  markdown: [3, 4],
  code: [4],
};

describe('filesForPage', () => {
  it('picks the first rule whose classes are all on the body', () => {
    expect(filesForPage(table, 'page-apps mykeys', false)).toEqual(['account.js', 'shared.js']);
    expect(filesForPage(table, 'tos  page-apps', false)).toEqual(['content.js', 'shared.js', 'markdown.js', 'highlight.js']);
  });
  it('matches whole tokens only, and falls back when no rule applies', () => {
    expect(filesForPage(table, 'page-apps-x', false)).toEqual(['content.js', 'shared.js']);
    expect(filesForPage(table, '', false)).toEqual(['content.js', 'shared.js']);
  });
  it('adds Markdown for Markdown bodies and the highlighter for code samples, each file once', () => {
    expect(filesForPage(table, 'page-docs', true)).toEqual(['content.js', 'shared.js', 'markdown.js', 'highlight.js']);
    expect(filesForPage(table, 'page-apps', true)).toEqual(['account.js', 'shared.js', 'highlight.js']);
  });
});

describe('reading the page past clobbering', () => {
  it('reads the body classes and code samples, not named elements', () => {
    document.body.className = 'page-docs';
    document.body.innerHTML =
      '<img name="body" class="page-apps"><form name="querySelector"></form><pre class="brush: js;">x</pre>';
    expect(bodyClassName(document)).toBe('page-docs');
    expect(pageHasCode(document)).toBe(true);
    document.body.innerHTML = '<pre>plain</pre>';
    expect(pageHasCode(document)).toBe(false);
  });
});

describe('modulePreload', () => {
  it('adds one modulepreload link per file, resolved against the base, never twice', () => {
    document.head.innerHTML = '';
    modulePreload(document, 'https://portal.example/files/portal.js', ['a.js', 'b.js']);
    modulePreload(document, 'https://portal.example/files/portal.js', ['a.js']);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['https://portal.example/files/a.js', 'https://portal.example/files/b.js']);
  });
  it('never throws (a hint only)', () => {
    expect(() => modulePreload(document, 'not a url', ['a.js'])).not.toThrow();
  });
});
