import { describe, expect, it } from 'vitest';
import { inertCopy } from '../../src/runtime/inertCopy.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('inertCopy', () => {
  it('copies the current markup into a new document, doctype included', () => {
    const live = parse(
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html class="loading"><head><title>T</title></head><body class="page-forum"><div id="page"><p>x</p></div></body></html>',
    );
    live.body.setAttribute('data-late', 'set by a script');
    const copy = inertCopy(live)!;
    expect(copy).not.toBe(live);
    expect(copy.doctype?.name).toBe('html');
    expect(copy.doctype?.publicId).toBe('-//W3C//DTD XHTML 1.0 Strict//EN');
    expect(copy.doctype?.systemId).toBe('http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd');
    expect(copy.documentElement.className).toBe('loading');
    expect(copy.title).toBe('T');
    expect(copy.body.getAttribute('data-late')).toBe('set by a script');
    expect(copy.getElementById('page')!.textContent).toBe('x');
  });

  it('renames inline handler attributes and keeps inline script text exactly', () => {
    const live = parse(
      '<html><head><script>var a = "<img onerror=x>";</script></head><body><div id="page"><img src="x" onerror="alert(1)"><svg><a onclick="y"></a></svg></div></body></html>',
    );
    const copy = inertCopy(live)!;
    const img = copy.querySelector('img')!;
    expect(img.hasAttribute('onerror')).toBe(false);
    expect(img.getAttribute('data-portal-onerror')).toBe('alert(1)');
    expect(copy.querySelector('svg a')!.hasAttribute('onclick')).toBe(false);
    expect(copy.querySelector('script')!.textContent).toBe('var a = "<img onerror=x>";');
  });

  it('a document without a doctype stays without one', () => {
    const copy = inertCopy(parse('<html><body><div id="page"></div></body></html>'))!;
    expect(copy.doctype).toBeNull();
    expect(copy.getElementById('page')).not.toBeNull();
  });
});

describe('detachedCopy (extract/dom.ts): extractors cut parts out of copies that never belong to a live page', () => {
  it('a copy of an element of the live document belongs to an inert document', async () => {
    const { detachedCopy } = await import('../../src/extract/dom.ts');
    document.body.innerHTML =
      '<div class="comment"><span class="meta">m</span><img src="/x.png" onerror="window.__c = 1">body</div>';
    const li = document.querySelector('.comment')!;
    const copy = detachedCopy(li);
    expect(copy.ownerDocument).not.toBe(document);
    expect(copy.ownerDocument.defaultView).toBeNull();
    copy.querySelector('.meta')!.remove();
    expect(copy.textContent).toBe('body');
    expect(li.querySelector('.meta')).not.toBeNull(); // the original is untouched
    document.body.innerHTML = '';
  });

  it('a copy of an element of an inert document is a plain clone there', async () => {
    const { detachedCopy } = await import('../../src/extract/dom.ts');
    const doc = parse('<div class="x"><b>b</b></div>');
    const el = doc.querySelector('.x')!;
    const copy = detachedCopy(el);
    expect(copy).not.toBe(el);
    expect(copy.outerHTML).toBe(el.outerHTML);
  });
});
