import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ServerHtml, sanitizeHtml } from './index.ts';
import { allowedClasses } from './sanitize.ts';
import { contentBox } from './ServerHtml.css.ts';

import { payloads, dangerous } from '../../../test/support/xssPayloads.ts';

declare global {
  interface Window {
    __xss?: number;
  }
}

afterEach(() => {
  delete window.__xss;
});

describe('sanitizeHtml: XSS payloads', () => {
  it.each(payloads)('%s: nothing dangerous survives', (_name, payload) => {
    const out = sanitizeHtml(payload);
    expect(out).not.toMatch(dangerous);
  });

  it.each(payloads)('%s: nothing executes when rendered', async (_name, payload) => {
    const { container } = render(<ServerHtml html={payload} />);
    // fire what a user or the browser might trigger
    container.querySelectorAll('a').forEach((a) => a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    container.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('error')));
    container.querySelectorAll('input').forEach((i) => i.dispatchEvent(new FocusEvent('focus')));
    await new Promise((r) => setTimeout(r, 20));
    expect(window.__xss).toBeUndefined();
    expect(container.innerHTML).not.toMatch(dangerous);
  });
});

// The allow-list itself (what is kept, id prefixing, rel, data: images, forms whole) needs a conforming DOM:
// it is tested in Chromium by the play functions in ServerHtml.features.stories.tsx.
// The canary guards against a DOM the walk cannot trust: a walk that returns its input must be caught.
describe('fail-safe when the DOM cannot be trusted', () => {
  it('renders the text of the HTML, never markup, and warns once', async () => {
    vi.resetModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.doMock('./cleanTree.ts', () => ({ cleanHtml: (html: string) => html }));
    const fresh = await import('./sanitize.ts');
    expect(fresh.canSanitize()).toBe(false);
    expect(fresh.sanitizeHtml('<p>Hello <img src=x onerror="window.__xss=1"><script>evil()</script><b>world</b></p>')).toBe(
      'Hello world',
    );
    expect(fresh.sanitizeHtml('<p>a &lt; b</p>')).toBe('a &#60; b');
    expect(warn).toHaveBeenCalledTimes(1);
    vi.doUnmock('./cleanTree.ts');
    warn.mockRestore();
  });

  it('text without markup skips the sanitiser: no "<", no element can come of it', async () => {
    vi.resetModules();
    const cleanHtml = vi.fn((html: string) => html);
    vi.doMock('./cleanTree.ts', () => ({ cleanHtml }));
    const fresh = await import('./sanitize.ts');
    expect(fresh.sanitizeHtml('© 2026 Acme &amp; friends &lt;script&gt;')).toBe('© 2026 Acme &amp; friends &lt;script&gt;');
    expect(cleanHtml).not.toHaveBeenCalled();
    // one "<" and the whole string goes through the sanitiser (here: the canary fails, so its text)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(fresh.sanitizeHtml('a <b onclick="x()">b</b>')).toBe('a b');
    expect(cleanHtml).toHaveBeenCalled();
    vi.doUnmock('./cleanTree.ts');
    warn.mockRestore();
  });

  it('empty input renders nothing', () => {
    const { container } = render(<ServerHtml html={null} />);
    expect(container.innerHTML).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe("allowedClasses: content cannot wear the theme's classes (the sanitiser's class filter)", () => {
  it("drops every class not on the allow-list (the theme's hashed and global classes among them)", () => {
    expect(allowedClasses('_1kc portal-theme-dark loading _0s6 fake-banner hljs-title logged-in')).toBe('');
  });

  it('keeps no theme class as the value after a `key:` token (SyntaxHighlighter configuration)', () => {
    expect(allowedClasses('brush: _1kc')).toBe('brush:');
    expect(allowedClasses('a: portal-theme-dark b: loading c: logged-in d: fake-banner')).toBe('a: b: c: d:');
    // real configuration values stay: booleans, numbers, line lists, quoted names, languages
    expect(allowedClasses("brush: js; gutter: false first-line: 10; highlight: [1, 3]; class-name: 'x'; toolbar: true")).toBe(
      "brush: js; gutter: false first-line: 10; highlight: [1, 3]; class-name: 'x'; toolbar: true",
    );
    expect(allowedClasses('brush: csharp')).toBe('brush: csharp');
  });

  it('keeps what content legitimately uses: code languages, alignment, tables, tooltips, SyntaxHighlighter brushes', () => {
    expect(allowedClasses('language-js prettyprint')).toBe('language-js prettyprint');
    expect(allowedClasses('brush: js; gutter: false')).toBe('brush: js; gutter: false');
    expect(allowedClasses('text-center  aligncenter _1kc')).toBe('text-center aligncenter');
    expect(allowedClasses('table table-striped')).toBe('table table-striped');
    expect(allowedClasses('mashtip g-recaptcha note')).toBe('mashtip g-recaptcha note');
    expect(allowedClasses('JavaScript')).toBe('JavaScript');
  });
});

describe('ServerHtml component', () => {
  it('puts every wrapper in its content box, also without the prose look', () => {
    const { container } = render(<ServerHtml html="<p>x</p>" prose={false} />);
    expect((container.firstElementChild as HTMLElement).classList.contains(contentBox)).toBe(true);
  });

  it('renders into the chosen wrapper with passed attributes and the prose class', () => {
    render(<ServerHtml as="section" aria-label="Terms" html="<p>Be nice.</p>" />);
    const region = screen.getByRole('region', { name: 'Terms' });
    expect(within(region).getByText('Be nice.')).toBeTruthy();
    expect(region.className).not.toBe('');
  });

  it('keeps the same DOM when re-rendered with the same html', () => {
    const { rerender, container } = render(<ServerHtml html="<p>once</p>" />);
    const before = container.firstElementChild?.firstChild;
    rerender(<ServerHtml html="<p>once</p>" />);
    expect(container.firstElementChild?.firstChild).toBe(before);
  });
});
