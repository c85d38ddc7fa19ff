// Tables and page-info pagination (src/extract/tables.ts): shared by the key, application and profile extractors.
import { describe, expect, it } from 'vitest';
import { cellText, cells, limitsOf, pagination, parsePageInfo, rowsOf, tableOf } from './tables.ts';
import { createExtractionContext } from './extractionContext.ts';
import { parseHtml } from '../../test/extract/parse.ts';
import { HOST } from '../../test/extract/helpers.ts';

const table = (html: string) => parseHtml(`<div id="main">${html}</div>`).querySelector('table')!;
const contextOf = (main: string) =>
  createExtractionContext(parseHtml(`<div id="page"><div id="main">${main}</div></div>`), `${HOST}/apps/myapps`);

describe('cellText, rowsOf, cells', () => {
  it('a cell is its text, or its list items joined with ", "', () => {
    const t = table(
      '<table><tr><td> 2  calls <b>per</b> second </td><td><ul><li>Weather API</li><li>Maps API</li></ul></td></tr></table>',
    );
    const [a, b] = cells(rowsOf(t)[0]!);
    expect(cellText(a!)).toBe('2 calls per second');
    expect(cellText(b!)).toBe('Weather API, Maps API');
  });

  it('rows of the table itself, not of a table nested in a cell; cells are the direct td and th', () => {
    const t = table('<table><tr><th>API</th><td>x<table><tr><td>inner</td></tr></table></td></tr><tr><td>b</td></tr></table>');
    const rows = rowsOf(t);
    expect(rows).toHaveLength(2);
    expect(cells(rows[0]!).map((c) => c.tagName)).toEqual(['TH', 'TD']);
    expect(cells(rows[1]!).map(cellText)).toEqual(['b']);
  });
});

describe('limitsOf (table.key)', () => {
  it('null → no rows', () => {
    expect(limitsOf(null)).toEqual([]);
  });

  it('label = first cell, value = the other non-empty cells joined with a space', () => {
    const t = table(
      '<table class="key"><tr><td>Calls per second</td><td>2</td></tr><tr><td>Calls per day</td><td>5,000</td><td></td><td>calls</td></tr></table>',
    );
    expect(limitsOf(t)).toEqual([
      { label: 'Calls per second', value: '2' },
      { label: 'Calls per day', value: '5,000 calls' },
    ]);
  });

  it('skips thead rows, a first row of th only, rows without cells and rows with no text', () => {
    const t = table(
      '<table class="key"><thead><tr><td>Limit</td><td>Value</td></tr></thead><tbody><tr><th>Name</th><th>Count</th></tr>' +
        '<tr></tr><tr><td> </td><td></td></tr><tr><td>Calls per day</td><td>5,000</td></tr></tbody></table>',
    );
    // the th row is not the first row (the thead row is): it is kept as data
    expect(limitsOf(t)).toEqual([
      { label: 'Name', value: 'Count' },
      { label: 'Calls per day', value: '5,000' },
    ]);
    const headed = table(
      '<table class="key"><tr><th>Limit</th><th>Value</th></tr><tr><td>Calls per day</td><td>5,000</td></tr></table>',
    );
    expect(limitsOf(headed)).toEqual([{ label: 'Calls per day', value: '5,000' }]);
  });

  it('keeps a first row that has only one th, or th mixed with td; a label alone or a value alone is a row', () => {
    const t = table(
      '<table class="key"><tr><th>Calls per second</th></tr><tr><th>Calls per day</th><td>5,000</td></tr><tr><td></td><td>10</td></tr></table>',
    );
    expect(limitsOf(t)).toEqual([
      { label: 'Calls per second', value: '' },
      { label: 'Calls per day', value: '5,000' },
      { label: '', value: '10' },
    ]);
    const mixed = table('<table class="key"><tr><th>Calls per day</th><td>5,000</td></tr></table>');
    expect(limitsOf(mixed)).toEqual([{ label: 'Calls per day', value: '5,000' }]);
  });
});

describe('tableOf', () => {
  it('null → null', () => {
    expect(tableOf(null)).toBeNull();
  });

  it('caption, a thead row as head, the rest as rows (empty rows left out)', () => {
    const t = table(
      '<table><caption> Recent  activity </caption><thead><tr><td>What</td><td>When</td></tr></thead>' +
        '<tbody><tr><td>Posted in Forum</td><td>Apr 1</td></tr><tr></tr><tr><td>Blog</td><td><ul><li>a</li><li>b</li></ul></td></tr></tbody></table>',
    );
    expect(tableOf(t)).toEqual({
      caption: 'Recent activity',
      head: ['What', 'When'],
      rows: [
        ['Posted in Forum', 'Apr 1'],
        ['Blog', 'a, b'],
      ],
    });
  });

  it('a first row of th is the head; a first row of td (the editor’s tables) is data; no caption → null', () => {
    const th = table('<table><tr><th>API</th><th>Key</th></tr><tr><td>Weather API</td><td>k3y</td></tr></table>');
    expect(tableOf(th)).toEqual({ caption: null, head: ['API', 'Key'], rows: [['Weather API', 'k3y']] });
    const td = table('<table><tr><td>API</td><th>Key</th></tr><tr><td>Weather API</td><td>k3y</td></tr></table>');
    expect(tableOf(td)).toEqual({
      caption: null,
      head: null,
      rows: [
        ['API', 'Key'],
        ['Weather API', 'k3y'],
      ],
    });
    const empty = table('<table></table>');
    expect(tableOf(empty)).toEqual({ caption: null, head: null, rows: [] });
  });

  it('with a context, each cell’s link through the URL rule (null without a link or for a dropped scheme)', () => {
    const context = contextOf('');
    const t = table(
      '<table><tr><th>Page</th><th>Link</th></tr><tr></tr><tr><td>Docs</td><td><a href="/docs/read/Home">Home</a></td></tr>' +
        '<tr><td><a href="https://other.example/x?y=1">Other</a></td><td><a href="javascript:alert(1)">x</a></td></tr></table>',
    );
    const data = tableOf(t, context)!;
    expect(data.links).toEqual([
      [null, '/docs/read/Home'],
      ['https://other.example/x?y=1', null],
    ]);
    expect(context.problems).toEqual([{ kind: 'url-dropped', what: 'table link', scheme: 'javascript:' }]);
    expect(tableOf(t)!.links).toBeUndefined();
  });
});

describe('parsePageInfo (ENABLED-PAGES-CURRENT-SEARCH)', () => {
  it.each([
    ['true-4-2-storm-tracker', { enable_portal_pagination: true, no_of_pages: 4, current_page: 2, search: 'storm-tracker' }],
    ['false-1-1-', { enable_portal_pagination: false, no_of_pages: 1, current_page: 1, search: '' }],
    ['1-3-1', { enable_portal_pagination: true, no_of_pages: 3, current_page: 1, search: '' }],
    ['0-3-3-a b', { enable_portal_pagination: false, no_of_pages: 3, current_page: 3, search: 'a b' }],
    ['  TRUE-12-10-x\ny  ', { enable_portal_pagination: true, no_of_pages: 12, current_page: 10, search: 'x\ny' }],
    ['False-2-1', { enable_portal_pagination: false, no_of_pages: 2, current_page: 1, search: '' }],
  ])('%j', (raw, expected) => {
    expect(parsePageInfo(raw)).toEqual(expected);
  });

  it.each([
    '',
    'yes-4-2-x',
    'true-0-1',
    'true-4-0',
    'true-x-1',
    'true-4',
    'xtrue-4-2',
    'true-4-2x',
    'true-4-2 x',
    '10-4-2',
    'true--4-2',
    'true-4-2.5',
  ])('unreadable: %j', (raw) => {
    expect(parsePageInfo(raw)).toBeNull();
  });
});

describe('pagination', () => {
  it('none without .page-info in #main (no problem)', () => {
    const context = contextOf('<p>x</p>');
    expect(pagination(context)).toBeNull();
    expect(context.problems).toEqual([]);
  });

  it('reads .page-info in #main', () => {
    const context = contextOf(
      '<div class="section-body"><div class="page-info" style="display: none;">true-4-2-storm-tracker</div></div>',
    );
    expect(pagination(context)).toEqual({
      enable_portal_pagination: true,
      no_of_pages: 4,
      current_page: 2,
      search: 'storm-tracker',
    });
    expect(context.problems).toEqual([]);
  });

  it('an unreadable .page-info is a problem and no pagination', () => {
    const context = contextOf('<div class="page-info">on-4-2</div>');
    expect(pagination(context)).toBeNull();
    expect(context.problems).toEqual([{ kind: 'page-info-unreadable' }]);
  });
});
