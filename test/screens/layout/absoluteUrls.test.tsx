// Every link and form action the theme writes is absolute (issue 33, class of check): a path such as `/docs`
// resolves against the document's base URL, which a `<base href>` in page content could re-point. Every
// fixture page is rendered through the App with the runtime's origin, and no `a[href]` or `form[action]`
// may be relative. (The server HTML inside a screen renders as text under happy-dom, whose DOM the sanitiser
// does not trust: test/browser/portal-content.mjs checks it in Chromium.)
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, urlBaseFor } from '../../../src/lib/absoluteUrl.ts';
import { App } from '../../../src/screens/App.tsx';
import { offlineServices } from '../../support/offlineServices.ts';
import { modelOf, pages } from '../account/fixtures.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** the report tabs the portal's scripts find by `ul.nav a[href="#<name>"]` keep their fragment (docs/reporting.md) */
const LEGACY_FRAGMENT_TABS = 'ul.nav a[href^="#"]';

/** every theme-written link or form whose URL is not absolute, as `tag attribute=value` */
function relativeUrls(root: Element): string[] {
  const out: string[] = [];
  for (const el of root.querySelectorAll('a[href], area[href], form[action]')) {
    if (el.matches(LEGACY_FRAGMENT_TABS)) continue;
    const name = el.hasAttribute('href') ? 'href' : 'action';
    const value = el.getAttribute(name) ?? '';
    if (!/^https?:\/\//i.test(value) && !/^(mailto|tel):/i.test(value)) out.push(`${el.tagName.toLowerCase()} ${name}=${value}`);
  }
  return out;
}

describe('absoluteUrl', () => {
  it('resolves paths, queries and fragments against the base; leaves other schemes and no base alone', () => {
    const base = 'https://portal.example/docs/read/Guide?x=1';
    expect(absoluteUrl('/docs', base)).toBe('https://portal.example/docs');
    expect(absoluteUrl('?page=2', base)).toBe('https://portal.example/docs/read/Guide?page=2');
    expect(absoluteUrl('#portal-main', base)).toBe('https://portal.example/docs/read/Guide?x=1#portal-main');
    expect(absoluteUrl('Other', base)).toBe('https://portal.example/docs/read/Other');
    expect(absoluteUrl('', base)).toBe(base);
    expect(absoluteUrl('https://elsewhere.example/a', base)).toBe('https://elsewhere.example/a');
    expect(absoluteUrl('mailto:a@b.example', base)).toBe('mailto:a@b.example');
    expect(absoluteUrl('/docs', null)).toBe('/docs');
  });

  it('urlBaseFor: the page on the boot origin, else the origin root; nothing without an origin', () => {
    expect(urlBaseFor('https://portal.example/apps/mykeys', 'https://portal.example')).toBe('https://portal.example/apps/mykeys');
    expect(urlBaseFor('https://elsewhere.example/x', 'https://portal.example')).toBe('https://portal.example/');
    expect(urlBaseFor('//elsewhere.example/x', 'https://portal.example')).toBe('https://portal.example/');
    expect(urlBaseFor('https://portal.example/x', undefined)).toBeNull();
    expect(urlBaseFor('https://portal.example/x', 'null')).toBeNull();
  });
});

describe('every fixture page: the links and form actions the theme writes are absolute', () => {
  it.each(pages.map((p) => [p.file, p] as const))('%s', async (file, entry) => {
    const warn = vi.spyOn(console, 'warn');
    const model = modelOf(file);
    const origin = new URL(entry.url).origin;
    const { container } = render(<App model={model} services={offlineServices(origin, true)} />);
    // lazy screens and parts replace their busy placeholders
    await waitFor(() => expect(container.querySelector('[data-screen-fallback]')).toBeNull(), { timeout: 10_000 });
    expect(container.querySelectorAll('a[href], form[action]').length).toBeGreaterThan(0);
    expect(relativeUrls(container)).toEqual([]);
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('screen failed'))).toEqual([]);
  });
});
