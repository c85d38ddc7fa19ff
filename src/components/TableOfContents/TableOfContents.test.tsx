import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { TableOfContents } from './TableOfContents.tsx';

const headings = [
  { level: 2, text: 'One', id: 't-one' },
  { level: 3, text: 'One a', id: 't-one-a' },
  { level: 2, text: 'Two', id: 't-two' },
];

afterEach(() => {
  // the own properties layout() defined: back to happy-dom's
  for (const name of ['innerHeight', 'scrollY']) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
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

  /** lay the headings out at these tops (px from the window's top) in a page scrolled to `scrollY` */
  function layout(tops: Record<string, number>, page: { scrollY: number; height: number; view?: number }) {
    for (const [id, top] of Object.entries(tops))
      document.getElementById(id)!.getBoundingClientRect = () => ({ top, bottom: top + 30 }) as DOMRect;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: page.view ?? 800 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: page.scrollY });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: page.height });
  }
  const scrolled = async () =>
    act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
  const current = () => screen.queryByRole('link', { current: 'location' })?.getAttribute('href') ?? null;

  it('marks the last heading above a line near the top of the window', async () => {
    mountHeadings();
    render(<TableOfContents headings={headings} label="On this page" />);
    layout({ 't-one': 10, 't-one-a': 500, 't-two': 900 }, { scrollY: 0, height: 5000 });
    await scrolled();
    expect(current()).toBe('#t-one');
    // One a passed the line (a quarter down: 200 px)
    layout({ 't-one': -300, 't-one-a': 150, 't-two': 600 }, { scrollY: 310, height: 5000 });
    await scrolled();
    expect(current()).toBe('#t-one-a');
    // between One a and Two, with One a far above: still One a's section
    layout({ 't-one': -900, 't-one-a': -450, 't-two': 400 }, { scrollY: 910, height: 5000 });
    await scrolled();
    expect(current()).toBe('#t-one-a');
    // scrolled back to the top: nothing above the line yet, the first heading in view
    layout({ 't-one': 300, 't-one-a': 700, 't-two': 1100 }, { scrollY: 0, height: 5000 });
    await scrolled();
    expect(current()).toBe('#t-one');
  });

  it('at the bottom of the page the last sections can be current: the clicked one, else the last in view', async () => {
    mountHeadings();
    render(<TableOfContents headings={headings} label="On this page" />);
    // the page cannot scroll further: One a and Two stay below the line
    const bottom = () => layout({ 't-one': -100, 't-one-a': 300, 't-two': 600 }, { scrollY: 1200, height: 2000 });
    bottom();
    await scrolled();
    expect(current()).toBe('#t-two');
    act(() => screen.getByRole('link', { name: 'One a' }).click());
    bottom();
    await scrolled();
    expect(current()).toBe('#t-one-a');
    // the reader scrolls by wheel: the click no longer decides
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    await scrolled();
    expect(current()).toBe('#t-two');
  });

  it('a click marks the entry at once', async () => {
    render(<TableOfContents headings={headings} label="On this page" />);
    const link = screen.getByRole('link', { name: 'Two' });
    act(() => link.click());
    expect(link.getAttribute('aria-current')).toBe('location');
  });
});
