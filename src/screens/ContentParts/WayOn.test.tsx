// No dead ends (issue 35 item 4): the not-found page and a search without results offer a way on — a search
// field (not found), pages from the docs navigation, and a link home.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFound } from '../NotFound/NotFound.tsx';
import { Search } from '../Search/Search.tsx';
import { suggestions } from './WayOn.tsx';
import { layoutLabels } from '../../labels/defaults.ts';
import type { NavItemModel } from '../../model/screenModel.ts';
import { modelOf } from '../../../test/screens/content/fixtures.ts';

const L = layoutLabels.search;

function wayOn() {
  const nav = screen.getByRole('navigation', { name: L.wayOnSuggestions });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('a way on from a dead end', () => {
  it('not found: a search field submitting to the search page, the docs pages, a link home', () => {
    const model = modelOf('fourOhFour.html', 'fourOhFour');
    render(<NotFound model={model} />);
    const field = screen.getByRole('searchbox', { name: L.wayOnSearch });
    const form = field.closest('form')!;
    expect(form.getAttribute('action')).toBe(model.layout.search.action);
    expect(form.getAttribute('method')).toBe('get');
    expect(field.getAttribute('name')).toBe(model.layout.search.fieldName);
    const links = wayOn();
    expect(links.length).toBeGreaterThan(1);
    expect(links.every(([, href]) => href?.startsWith('/docs'))).toBe(true);
    expect(screen.getByRole('link', { name: L.wayOnHome }).getAttribute('href')).toBe(model.layout.home);
  });

  it('no results: the docs pages and a link home under the notice (the page keeps its own form)', () => {
    const model = modelOf('search.noResults.html', 'search');
    render(<Search model={model} />);
    expect(wayOn().length).toBeGreaterThan(1);
    expect(screen.getByRole('link', { name: L.wayOnHome }).getAttribute('href')).toBe(model.layout.home);
    expect(screen.queryByRole('searchbox', { name: L.wayOnSearch })).toBeNull();
  });

  it('results: no way-on block', () => {
    render(<Search model={modelOf('search.results.html', 'search')} />);
    expect(screen.queryByRole('link', { name: L.wayOnHome })).toBeNull();
  });

  it('suggestions: the docs entry and its pages (no home, no repeats, at most 8); else the primary nav', () => {
    const item = (label: string, url: string, children: NavItemModel[] = []): NavItemModel => ({
      label,
      url,
      isActive: false,
      children,
    });
    const layout = {
      home: '/',
      primaryNav: {
        label: 'Main',
        heading: null,
        currentClassName: 'current',
        items: [
          item('Home', '/'),
          item('Docs', '/docs', [item('Start', '/docs/start'), item('Start again', '/docs/start'), item('', '/docs/x')]),
          item('Blog', '/blog'),
        ],
      },
    };
    expect(suggestions(layout)).toEqual([
      { label: 'Docs', url: '/docs' },
      { label: 'Start', url: '/docs/start' },
    ]);
    const flat = { ...layout, primaryNav: { ...layout.primaryNav, items: [item('Home', '/'), item('Blog', '/blog')] } };
    expect(suggestions(flat)).toEqual([{ label: 'Blog', url: '/blog' }]);
    const many = Array.from({ length: 12 }, (_, i) => item(`P${i}`, `/docs/p${i}`));
    expect(suggestions({ ...layout, primaryNav: { ...layout.primaryNav, items: [item('Docs', '/docs', many)] } })).toHaveLength(
      8,
    );
  });
});
