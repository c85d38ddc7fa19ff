// src/theme/adoptStyles.ts: the CSS a lazy deploy file brings (vite.portal.config.ts › LAZY_CSS) is added as a
// constructed stylesheet (CSP-safe), after the ones already adopted; a <style> element where there are none.
import { afterEach, describe, expect, it } from 'vitest';
import { adoptStyles } from './adoptStyles.ts';

type WithSheets = Document & { adoptedStyleSheets?: CSSStyleSheet[] };
const doc = document as WithSheets;
const rules = (sheet: CSSStyleSheet) =>
  Array.from(sheet.cssRules)
    .map((r) => r.cssText.replace(/\s+/g, ''))
    .join('');

afterEach(() => {
  doc.adoptedStyleSheets = [];
  document.head.querySelectorAll('style').forEach((s) => s.remove());
});

describe('adoptStyles', () => {
  it('appends a constructed sheet and keeps the sheets already adopted (the critical CSS of portal-head.js)', () => {
    const first = new CSSStyleSheet();
    first.replaceSync('html.loading #page { display: none }');
    doc.adoptedStyleSheets = [first];
    adoptStyles('._1p1 { position: fixed; inset: 0 }');
    expect(doc.adoptedStyleSheets).toHaveLength(2);
    expect(doc.adoptedStyleSheets[0]).toBe(first);
    expect(rules(doc.adoptedStyleSheets[1]!)).toContain('._1p1{position:fixed');
    expect(document.querySelector('style')).toBeNull();
  });

  it('adds nothing for empty CSS', () => {
    doc.adoptedStyleSheets = [];
    adoptStyles('');
    expect(doc.adoptedStyleSheets).toHaveLength(0);
    expect(document.querySelector('style')).toBeNull();
  });

  it('falls back to a <style> element in browsers without constructable stylesheets', () => {
    const saved = Object.getOwnPropertyDescriptor(Document.prototype, 'adoptedStyleSheets');
    const own = Object.getOwnPropertyDescriptor(document, 'adoptedStyleSheets');
    try {
      Object.defineProperty(document, 'adoptedStyleSheets', { configurable: true, get: () => undefined });
      adoptStyles('._1q0 { color: red }');
      expect(document.head.querySelector('style')?.textContent).toBe('._1q0 { color: red }');
    } finally {
      delete (document as unknown as Record<string, unknown>).adoptedStyleSheets;
      if (own) Object.defineProperty(document, 'adoptedStyleSheets', own);
      else if (saved) Object.defineProperty(Document.prototype, 'adoptedStyleSheets', saved);
    }
  });
});
