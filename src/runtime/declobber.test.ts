import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOBBER_ATTRIBUTE_PREFIX, declobber } from './declobber.ts';

// happy-dom has no named properties on document, so the shadowing a browser creates for
// `<img name="getElementById">` is reproduced by hand (an own property holding the element, as Chromium's
// [LegacyOverrideBuiltIns] named properties are). The Chromium test (test/browser/portal-clobber.mjs)
// checks the real thing on the deploy bundle.
function pageWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = html;
  return doc;
}
function shadow(doc: Document, name: string, el: Element) {
  Object.defineProperty(doc, name, { value: el, configurable: true });
}

describe('declobber', () => {
  afterEach(() => vi.restoreAllMocks());

  it('parks the name of an element that shadows a document member, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const doc = pageWith('<img name="getElementById" src="/x.png"><form name="body"></form>');
    const img = doc.querySelector('img')!;
    const form = doc.querySelector('form')!;
    shadow(doc, 'getElementById', img);
    shadow(doc, 'body', form);
    expect(declobber(doc)).toBe(2);
    expect(img.hasAttribute('name')).toBe(false);
    expect(img.getAttribute(`${CLOBBER_ATTRIBUTE_PREFIX}name`)).toBe('getElementById');
    expect(form.getAttribute(`${CLOBBER_ATTRIBUTE_PREFIX}name`)).toBe('body');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps form control names (they are submitted and never shadow document) and ids that shadow nothing', () => {
    const doc = pageWith(
      '<form id="topic-add"><textarea name="body"></textarea><input name="title"><input name="action"></form><div id="body"></div><a name="top"></a>',
    );
    expect(declobber(doc)).toBe(0);
    expect(doc.querySelector('textarea')!.getAttribute('name')).toBe('body');
    expect(doc.querySelector('input')!.getAttribute('name')).toBe('title');
    expect(doc.querySelector('div')!.id).toBe('body');
    expect(doc.querySelector('a')!.getAttribute('name')).toBe('top');
  });

  // window's named access is reproduced on the real window (declobber reads defaultView off the prototype)
  function withGlobal(value: unknown, run: () => void) {
    const win = document.defaultView as Window & { portalOptions?: unknown };
    Object.defineProperty(win, 'portalOptions', { value, configurable: true });
    try {
      run();
    } finally {
      delete win.portalOptions;
      document.body.replaceChildren();
    }
  }

  it('parks an id that stands in for a theme global on window (portalOptions)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<img id="portalOptions" alt=""><div id="main"></div>';
    const img = document.querySelector('img')!;
    withGlobal(img, () => {
      expect(declobber(document)).toBe(1);
      expect(img.hasAttribute('id')).toBe(false);
      expect(img.getAttribute(`${CLOBBER_ATTRIBUTE_PREFIX}id`)).toBe('portalOptions');
      expect(document.getElementById('main')).not.toBeNull();
    });
  });

  it('is idempotent and reads the document through its prototype even when querySelectorAll is shadowed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const doc = pageWith('<img name="querySelectorAll" alt="">');
    shadow(doc, 'querySelectorAll', doc.querySelector('img')!);
    expect(declobber(doc)).toBe(1);
    // the hand-made shadow stays (a browser drops it with the attribute), but nothing is left to park
    expect(declobber(doc)).toBe(0);
  });

  it('never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(declobber({} as Document)).toBe(0);
    expect(warn).toHaveBeenCalled();
  });
});
