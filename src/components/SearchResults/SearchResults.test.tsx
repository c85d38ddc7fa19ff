import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SearchResults } from './index.ts';
import { LONG_LIST } from './SearchResults.tsx';
import * as css from './SearchResults.css.ts';

const results = [
  {
    title: 'Rate limits',
    url: '/docs/read/Rate_Limits',
    summary: 'Every key has a rate limit. Limits reset at midnight; the KEY header shows the rate.',
  },
  { title: 'Untitled', url: null, summary: '<img src=x onerror=alert(1)> key' },
];

describe('SearchResults', () => {
  it('lists results with title links, highlighted summaries and URLs', () => {
    render(<SearchResults results={results} query='"rate limit" key' label="Search results" />);
    const list = screen.getByRole('list', { name: 'Search results' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { level: 2, name: 'Rate limits' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Rate limits' }).getAttribute('href')).toBe('/docs/read/Rate_Limits');
    expect(within(first).getByText('/docs/read/Rate_Limits')).toBeTruthy();
    const marks = [...first.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['key', 'rate', 'limit', 'Limit', 'KEY', 'rate']);
  });

  it('lets the results of a long list skip layout off screen, and lays out a normal page as usual', () => {
    const many = Array.from({ length: LONG_LIST + 1 }, (_, i) => ({ title: `R${i}`, url: `/r/${i}`, summary: 'key' }));
    const { unmount } = render(<SearchResults results={many} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(LONG_LIST + 1);
    expect(items.every((li) => li.classList.contains(css.longItem) && li.classList.contains(css.item))).toBe(true);
    unmount();
    render(<SearchResults results={many.slice(0, LONG_LIST)} />);
    expect(screen.getAllByRole('listitem').some((li) => li.classList.contains(css.longItem))).toBe(false);
  });

  it('renders HTML in summaries as text and shows a plain title without a URL', () => {
    const { container } = render(<SearchResults results={results} query="key" />);
    expect(container.querySelector('img')).toBeNull();
    const second = screen.getAllByRole('listitem')[1]!;
    expect(second.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).getByRole('heading', { name: 'Untitled' })).toBeTruthy();
  });

  it('numbers from the page offset and supports other heading levels and extra terms', () => {
    render(<SearchResults results={results.slice(0, 1)} start={11} headingLevel={3} terms={['midnight']} />);
    expect(screen.getByRole('list').getAttribute('start')).toBe('11');
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
    expect(screen.getByText('midnight').tagName).toBe('MARK');
  });
});
