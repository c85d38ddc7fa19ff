// The search page (reference 3.9 `search`): what the extractor reads from a result, the query, the form and
// the paging links, for the markup variants the reference lists (and the traps of section 5).
import { describe, expect, it } from 'vitest';
import { as, extract } from '../../../test/extract/helpers.ts';

const FORM = (inputs: string, attrs = 'method="get" action="/search"') =>
  `<form class="search-form" ${attrs}><table><tr><td>${inputs}</td><td><input type="submit" value="Search"></td></tr></table></form>`;

function searchPage(sectionBody: string, path = '/search?q=rain') {
  return as(
    extract({ body: 'page-search', main: `<div class="section"><div class="section-body">${sectionBody}</div></div>` }, path),
    'search',
  );
}

const resultsOf = (results: string) => searchPage(results).content.results;

describe('search results: what each result holds', () => {
  it('the title link is the one marked a.title, not a breadcrumb link before it; matches only from the summary', () => {
    expect(
      resultsOf(
        '<div class="result"><a href="/forum">Forum</a> › <a class="title" href="/forum/read/7"><strong>Rain</strong> totals</a>' +
          '<p class="result-summary">Monthly <strong>rain</strong> totals.<strong> </strong></p></div>',
      ),
    ).toEqual([{ url: '/forum/read/7', title: 'Rain totals', summary: 'Monthly rain totals.', matches: ['rain'] }]);
  });

  it('without a .result-summary: the summary is the result’s text without its title link', () => {
    expect(
      resultsOf('<div class="result"><a href="/docs/read/Forecast">Forecast API</a> The <b>forecast</b> endpoint.</div>'),
    ).toEqual([{ url: '/docs/read/Forecast', title: 'Forecast API', summary: 'The forecast endpoint.', matches: ['forecast'] }]);
  });

  it('without a .result-summary: only the a.title link is cut from the summary, a breadcrumb link stays', () => {
    expect(
      resultsOf(
        '<div class="result"><a href="/forum">Forum</a> › <a class="title" href="/forum/read/9">Snow</a> Heavy <b>snow</b>.</div>',
      ),
    ).toEqual([{ url: '/forum/read/9', title: 'Snow', summary: 'Forum › Heavy snow.', matches: ['snow'] }]);
  });

  it('a link inside the summary is not the result’s link; the title then comes from .title', () => {
    expect(
      resultsOf(
        '<div class="result"><span class="title">Archived topic</span>' +
          '<p class="result-summary">Moved to <a href="/forum/read/12">the <strong>new</strong> topic</a>.</p></div>',
      ),
    ).toEqual([{ url: null, title: 'Archived topic', summary: 'Moved to the new topic.', matches: ['new'] }]);
  });

  it('a result with neither a link nor a summary element keeps its text as the summary', () => {
    expect(resultsOf('<div class="result">Weather <b>alerts</b> (archived)</div>')).toEqual([
      { url: null, title: '', summary: 'Weather alerts (archived)', matches: ['alerts'] },
    ]);
  });

  it('a result with a title and no summary is kept; an empty result is dropped', () => {
    expect(
      resultsOf('<div class="result"></div><div class="result"><a class="title" href="/docs/read/Limits">Limits</a></div>'),
    ).toEqual([{ url: '/docs/read/Limits', title: 'Limits', summary: '', matches: [] }]);
  });

  it('a result link with a script URL is dropped and reported as the result link', () => {
    const p = searchPage(
      '<div class="result"><a class="title" href="javascript:alert(1)">Broken</a><p class="result-summary">A <strong>rain</strong> post</p></div>',
    );
    expect(p.content.results).toEqual([{ url: null, title: 'Broken', summary: 'A rain post', matches: ['rain'] }]);
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'result link', scheme: 'javascript:' });
  });
});

describe('search: the query when the counts do not give it', () => {
  const RESULT = '<div class="result"><a class="title" href="/docs/read/F">F</a><p class="result-summary">x</p></div>';

  it('the form field’s value, trimmed', () => {
    const c = searchPage(`${FORM('<input type="text" name="q" value="  forecast ">')}${RESULT}`, '/search').content;
    expect(c.meta.query).toBe('forecast');
  });

  it('a field without a value: the q parameter of the page URL, trimmed', () => {
    const c = searchPage(`${FORM('<input type="text" name="q">')}${RESULT}`, '/search?q=%20storm%20').content;
    expect(c.meta.query).toBe('storm');
  });

  it('fewer than four counts and nothing else: the last b of .result-info (a problem says the counts are unknown)', () => {
    const p = searchPage(`<p class="result-info">Results for <b>hail</b></p>${RESULT}`, '/search');
    expect(p.content.meta).toEqual({ first: null, last: null, total: null, query: 'hail', previous: null, next: null });
    expect(p.problems).toContainEqual({ kind: 'search-counts-unknown', count: 1 });
  });
});

describe('search: the form (action, field name)', () => {
  it('no form on the page (no results): the portal’s /search and q', () => {
    const c = as(
      extract({ body: 'page-search', main: '<p class="no-result">Nothing for <b>zzz</b>.</p>' }, '/search?q=zzz'),
      'search',
    ).content;
    expect(c).toMatchObject({ action: '/search', fieldName: 'q' });
    expect(c.meta.query).toBe('zzz');
  });

  it('the text field is the first text/search input, not a hidden one before it', () => {
    const c = searchPage(
      FORM('<input type="hidden" name="scope" value="docs"><input type="search" name="query" value="rain">'),
      '/search',
    ).content;
    expect(c.fieldName).toBe('query');
    expect(c.meta.query).toBe('rain');
  });

  it('an input without a type attribute is a text field', () => {
    const c = searchPage(FORM('<input name="keywords" value="hail">'), '/search').content;
    expect(c.fieldName).toBe('keywords');
    expect(c.meta.query).toBe('hail');
  });

  it('without .search-form, the first form of #main; its own action', () => {
    const c = searchPage(
      '<form method="get" action="/search/go"><input type="text" name="q" value="sleet"></form>',
      '/search',
    ).content;
    expect(c).toMatchObject({ action: '/search/go', fieldName: 'q' });
    expect(c.meta.query).toBe('sleet');
  });

  it('.search-form is the search form even when another form comes first', () => {
    const c = searchPage(
      '<form class="search-filter" action="/search/filter"><select name="type"><option>All</option></select></form>' +
        FORM('<input type="text" name="term" value="fog">', 'method="get" action="/search/run"'),
      '/search',
    ).content;
    expect(c).toMatchObject({ action: '/search/run', fieldName: 'term' });
    expect(c.meta.query).toBe('fog');
  });

  it('a blank action is the portal’s /search, not the page URL', () => {
    expect(searchPage(FORM('<input type="text" name="q">', 'method="get" action=" "'), '/search?q=rain').content.action).toBe(
      '/search',
    );
  });

  it('a script action is dropped and reported; the form posts to /search', () => {
    const p = searchPage(FORM('<input type="text" name="q">', 'action="javascript:run()"'));
    expect(p.content.action).toBe('/search');
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'search form action', scheme: 'javascript:' });
  });
});

describe('search: paging links', () => {
  const paging = (links: string) =>
    searchPage(
      `<p class="result-info">Results <b>11</b> - <b>20</b> of <b>42</b> for <b>rain</b></p><p class="result-paging">${links}</p>`,
    ).content.meta;

  it('rel="prev" marks the previous link (its text need not say Previous)', () => {
    expect(
      paging('<a rel="prev" href="/search?q=rain&amp;page=1">«</a> <a rel="next" href="/search?q=rain&amp;page=3">»</a>'),
    ).toMatchObject({
      previous: '/search?q=rain&page=1',
      next: '/search?q=rain&page=3',
    });
  });

  it('class="prev" marks it too', () => {
    expect(
      paging('<a class="prev" href="/search?q=rain&amp;page=1">‹</a> <a class="next" href="/search?q=rain&amp;page=3">›</a>'),
    ).toMatchObject({
      previous: '/search?q=rain&page=1',
      next: '/search?q=rain&page=3',
    });
  });

  it('a paging link with a script URL is dropped and reported as a paging link', () => {
    const p = searchPage('<p class="result-paging"><a href="javascript:more()">Next</a></p>');
    expect(p.content.meta.next).toBeNull();
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'paging link', scheme: 'javascript:' });
  });
});
