// The misc group (src/adapter/builders/misc.ts): a member's profile and the search page (its heading, form,
// results, highlighted terms, counts and pages).
import { describe, expect, it } from 'vitest';
import type { ProfileContent, SearchContent, SearchMeta } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import { adapt } from '../index.ts';
import { miscBuilders } from './misc.ts';
import { env, pageData, settings, screenInput } from '../../../test/adapter/factories.ts';

describe('profile', () => {
  const profile = (content: Partial<ProfileContent>, s: Partial<Settings> = {}) => {
    const m = adapt(pageData('profile', { content }), settings(s), env('/profile/profile/amy'));
    expect(m.degraded).toBe(false);
    return m.screen;
  };

  it('the name (trimmed) is the heading; the admin link names the member; the date and activity', () => {
    const activity = { caption: null, head: ['Date', 'What'], rows: [['Sep 21', 'Posted']] };
    const s = profile({
      name: ' amy ',
      heading: 'Profile',
      admin: '/r/member/1',
      registered: { value: '2015-03-02', text: 'March 2, 2015' },
      activity,
    });
    expect(s).toMatchObject({
      heading: 'amy',
      name: 'amy',
      admin: { label: 'View administrative profile for amy', url: '/r/member/1' },
      registered: { dateTime: '2015-03-02', text: 'March 2, 2015' },
      activity,
    });
  });

  it("without a name: the server's heading, and the admin link label without it (trimmed)", () => {
    const s = profile({ name: '  ', heading: 'Member', admin: '/r/member/1' });
    expect(s).toMatchObject({
      heading: 'Member',
      name: null,
      admin: { label: 'View administrative profile for', url: '/r/member/1' },
    });
  });

  it('the heading label may use the name', () => {
    expect(profile({ name: 'amy' }, { labels: { profile: { heading: 'About {{name}}' } } }).heading).toBe('About amy');
    expect(profile({ name: null }, { labels: { profile: { heading: 'About [{{name}}]' } } }).heading).toBe('About []');
  });

  it('website and blog link to themselves; none without them; an activity table without rows is none', () => {
    const s = profile({ website: 'https://amy.example.org/', blog: null, activity: { caption: null, head: null, rows: [] } });
    expect([s.website, s.blog, s.activity, s.admin]).toEqual([
      { label: 'https://amy.example.org/', url: 'https://amy.example.org/' },
      null,
      null,
      null,
    ]);
    expect(profile({ blog: 'https://amy.example.org/blog', activity: null })).toMatchObject({
      blog: { label: 'https://amy.example.org/blog', url: 'https://amy.example.org/blog' },
      website: null,
      activity: null,
    });
  });
});

describe('search', () => {
  const meta = (p: Partial<SearchMeta> = {}): SearchMeta => ({
    first: 1,
    last: 10,
    total: 42,
    query: 'rain',
    previous: null,
    next: '/search?q=rain&page=2',
    ...p,
  });
  const search = (
    state: 'blank' | 'results' | 'noResults',
    content: Partial<SearchContent> = {},
    s: Partial<Settings> = {},
    noHeading = false,
  ) => {
    const page = pageData('search', { state, content });
    if (noHeading) page.context.globals = { noHeading: true };
    const m = adapt(page, settings(s), env('/search?q=rain'));
    expect(m.degraded).toBe(false);
    return m.screen;
  };

  it('results: the heading with the query, the counts, the first number, the pages and the labels', () => {
    const s = search('results', {
      meta: meta({ first: 11.7, last: 20, previous: '/search?q=rain&page=1' }),
      results: [
        { url: '/docs/read/Rain', title: 'Rain', summary: 'The **rain** `endpoint`\n returns data.', matches: ['Rain '] },
        { url: '/x', title: '', summary: 'No title', matches: ['drops'] },
      ],
    });
    expect(s).toMatchObject({
      heading: 'Search Results for "rain"',
      headingHidden: false,
      state: 'results',
      meta: 'Showing 11.7 to 20 of 42 results',
      first: 11,
      noResults: null,
      previous: { label: 'Previous', url: '/search?q=rain&page=1' },
      next: { label: 'Next', url: '/search?q=rain&page=2' },
      resultsLabel: 'Search results',
      paginationLabel: 'Search result pages',
    });
    expect(s.results).toEqual([{ title: 'Rain', url: '/docs/read/Rain', summary: 'The rain endpoint returns data.' }]);
    // the query's words, then the server's marks of every result (trimmed), each once
    expect(s.terms).toEqual(['rain', 'drops']);
  });

  it('the form: the page’s action and field, else the search path and q; the labels', () => {
    expect(search('blank').form).toEqual({
      action: '/search',
      fieldName: 'q',
      query: '',
      label: 'Search',
      placeholder: 'Search...',
      button: 'Search',
    });
    expect(search('results', { action: '/find', fieldName: 'term', meta: meta() }).form).toMatchObject({
      action: '/find',
      fieldName: 'term',
      query: 'rain',
    });
    expect(search('blank', { action: '', fieldName: '' }).form).toMatchObject({ action: '/search', fieldName: 'q' });
    const input = screenInput(pageData('search', { state: 'blank', content: { action: '' } }), settings(), env('/search'));
    expect(miscBuilders.search({ ...input, paths: { ...input.paths, search: null } }).form.action).toBe('/search');
    expect(miscBuilders.search({ ...input, paths: { ...input.paths, search: '/portal-search' } }).form.action).toBe(
      '/portal-search',
    );
  });

  it('the blank page and a page without a query are headed "Search"', () => {
    expect(search('blank', { meta: meta() }).heading).toBe('Search');
    expect(search('results', { meta: meta({ query: '' }) }).heading).toBe('Search');
    expect(search('noResults', { meta: meta({ query: 'zzz' }) }).heading).toBe('Search Results for "zzz"');
    expect(search('blank', {}, {}, true).headingHidden).toBe(true);
  });

  it('a page without a query (as read) is a search for nothing', () => {
    // the layout's search box needs a query string: the builder alone
    const page = pageData('search', { state: 'results', content: { meta: meta({ query: null as unknown as string }) } });
    const s = miscBuilders.search(screenInput(page, settings(), env('/search')));
    expect([s.heading, s.form.query, s.terms]).toEqual(['Search', '', []]);
  });

  it('an emptied heading label gives no heading', () => {
    expect(search('results', { meta: meta() }, { labels: { search: { heading: ' ' } } }).heading).toBeNull();
  });

  it('counts and the first number only on a results page with all three counts', () => {
    for (const partial of [{ first: null }, { last: null }, { total: null }]) {
      expect(search('results', { meta: meta(partial) }).meta, JSON.stringify(partial)).toBeNull();
    }
    const other = search('noResults', { meta: meta() });
    expect([other.meta, other.first]).toEqual([null, null]);
  });

  it('the first number: a finite number from 1 on, rounded down', () => {
    const first = (value: number | null) => search('results', { meta: meta({ first: value }) }).first;
    expect([first(1), first(2.9), first(0.5), first(0), first(null), first(Number.POSITIVE_INFINITY)]).toEqual([
      1,
      2,
      null,
      null,
      null,
      null,
    ]);
  });

  it('no results: the message with the query; none on other pages', () => {
    expect(search('noResults', { meta: meta({ query: 'zzz' }) }).noResults).toBe('Your search for "zzz" returned no results.');
    expect(search('results', { meta: meta() }).noResults).toBeNull();
    expect(search('blank').noResults).toBeNull();
  });

  it('no previous or next without their links', () => {
    const s = search('results', { meta: meta({ previous: null, next: null }) });
    expect([s.previous, s.next]).toEqual([null, null]);
  });
});
