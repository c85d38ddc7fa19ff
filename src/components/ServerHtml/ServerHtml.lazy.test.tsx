// The deploy build's ServerHtml (vite.portal.config.ts › lazySanitizer: './sanitizer.ts' → sanitizer.lazy.ts):
// text-only HTML renders at once without the sanitiser; markup waits in an aria-busy wrapper (the renderer's
// whenSettled waits for it) until the sanitiser is loaded, and is never inserted unsanitised.
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';

vi.mock('./sanitizer.ts', () => import('./sanitizer.lazy.ts'));

const { ServerHtml } = await import('./ServerHtml.tsx');
const lazy = await import('./sanitizer.lazy.ts');

describe('ServerHtml with the sanitiser on demand', () => {
  it('renders text-only HTML synchronously, without loading the sanitiser', () => {
    const { container } = render(<ServerHtml html="&copy; 2026 Acme" />);
    expect(container.textContent).toBe('© 2026 Acme');
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(lazy.sanitizerNow()).toBeNull();
  });

  it('shows markup as a busy, empty wrapper until the sanitiser is in, then the sanitised HTML', async () => {
    const { container } = render(<ServerHtml html={'<p>Hi <b>there</b><img src="x" onerror="window.__x=1"></p>'} />);
    const wrapper = container.firstElementChild!;
    expect(wrapper.getAttribute('aria-busy')).toBe('true');
    expect(wrapper.innerHTML).toBe('');
    await waitFor(() => expect(container.textContent).toBe('Hi there'));
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container.querySelector('p b')?.textContent).toBe('there');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(container.innerHTML).not.toMatch(/onerror/);
    expect(lazy.sanitizerNow()).not.toBeNull();
  });

  it('renders markup synchronously once the sanitiser is loaded', async () => {
    await lazy.loadSanitizer();
    const { container } = render(<ServerHtml html="<p><em>now</em></p>" />);
    expect(container.textContent).toBe('now');
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });
});
