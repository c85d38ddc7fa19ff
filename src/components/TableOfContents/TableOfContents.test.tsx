import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { TableOfContents } from './TableOfContents.tsx';

const headings = [
  { level: 2, text: 'One', id: 't-one' },
  { level: 3, text: 'One a', id: 't-one-a' },
  { level: 2, text: 'Two', id: 't-two' },
];

type Callback = (records: Partial<IntersectionObserverEntry>[]) => void;
let observed: { callback: Callback; targets: Element[]; options?: IntersectionObserverInit }[] = [];
class FakeObserver {
  targets: Element[] = [];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observed.push({ callback, targets: this.targets, options });
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => {
  observed = [];
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function mountHeadings() {
  for (const h of headings) {
    const el = document.createElement(`h${h.level}`);
    el.id = h.id;
    el.textContent = h.text;
    document.body.append(el);
  }
}

describe('TableOfContents', () => {
  it('nothing with fewer than two entries', () => {
    const { container } = render(<TableOfContents headings={[headings[0]!]} label="On this page" />);
    expect(container.innerHTML).toBe('');
  });

  it('a nav named by its heading; h3 entries nested under their h2', () => {
    render(<TableOfContents headings={headings} label="On this page" />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const top = nav.querySelector('ol')!;
    expect(Array.from(top.children).map((li) => li.querySelector('a')!.textContent)).toEqual(['One', 'Two']);
    expect(
      within(top.children[0] as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#t-one', '#t-one-a']);
  });

  it('marks the first heading in the band at the top of the window, else the last one above it', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    mountHeadings();
    render(<TableOfContents headings={headings} label="On this page" />);
    expect(observed).toHaveLength(1);
    const { callback, targets, options } = observed[0]!;
    expect(targets.map((t) => t.id)).toEqual(['t-one', 't-one-a', 't-two']);
    expect(options?.rootMargin).toMatch(/^0px 0px -\d+% 0px$/);
    const el = (id: string) => document.getElementById(id)!;
    const rootBounds = { top: 0, bottom: 300 } as DOMRectReadOnly;
    const rec = (id: string, isIntersecting: boolean, top: number) => ({
      target: el(id),
      isIntersecting,
      boundingClientRect: { top } as DOMRectReadOnly,
      rootBounds,
    });
    const current = () => screen.queryByRole('link', { current: 'location' })?.getAttribute('href') ?? null;
    act(() => callback([rec('t-one', true, 10), rec('t-one-a', false, 500), rec('t-two', false, 900)]));
    expect(current()).toBe('#t-one');
    // scrolled down: One left at the top, nothing in the band yet → still One's section
    act(() => callback([rec('t-one', false, -20)]));
    expect(current()).toBe('#t-one');
    act(() => callback([rec('t-one-a', true, 40)]));
    expect(current()).toBe('#t-one-a');
    // scrolled back up: One a left the band downwards → the section above
    act(() => callback([rec('t-one-a', false, 400)]));
    expect(current()).toBe('#t-one');
  });

  it('a click marks the entry at once', async () => {
    render(<TableOfContents headings={headings} label="On this page" />);
    const link = screen.getByRole('link', { name: 'Two' });
    act(() => link.click());
    expect(link.getAttribute('aria-current')).toBe('location');
  });
});
