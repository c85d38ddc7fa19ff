// Reading report data (src/lib/reportData.ts, reportValues.ts): the documented response schema and its
// tolerated shapes (fixtures/reports), hostile and broken values, limits, dates and counts.
import { describe, expect, it } from 'vitest';
import { MAX_POINTS, groupSeriesByScale, hasData, isEmptyReport, parseReportResponse } from './reportData.ts';
import { readCount, readDate } from './reportValues.ts';
import type { ReportData } from '../model/report.ts';
import { modelOf, reportJson, reportText, reports } from '../../test/screens/account/fixtures.ts';

const sum = (d: ReportData, id: string) => d.series.find((s) => s.id === id)?.points.reduce((a, p) => a + p.value, 0);

describe('the response schema (fixtures/reports)', () => {
  it('every report fixture is listed, and each page it answers exists', () => {
    expect(reports.length).toBeGreaterThanOrEqual(9);
    for (const r of reports) {
      expect(reportText(r.file).length).toBeGreaterThan(0);
      if (r.page) expect(() => modelOf(r.page!)).not.toThrow();
    }
  });

  it('the documented schema: series and breakdowns as given', () => {
    const d = parseReportResponse(reportJson('keyActivity.period.json'))!;
    expect(d).toMatchObject({ from: '2017-08-01', to: '2017-08-31', timezone: 'UTC', interval: 'day' });
    expect(d.series.map((s) => [s.id, s.label, s.points.length])).toEqual([
      ['calls', 'Calls', 31],
      ['blocked', 'Blocked', 31],
      ['errors', 'Errors', 31],
    ]);
    expect(d.breakdowns.map((b) => [b.id, b.items.length])).toEqual([
      ['method', 4],
      ['response', 3],
    ]);
    const methods = d.breakdowns[0]!.items.reduce((a, i) => a + i.value, 0);
    expect(methods).toBe(sum(d, 'calls'));
    expect(isEmptyReport(d)).toBe(false);
  });

  it('tolerated shapes read to the same model: row records, column arrays, a Google DataTable', () => {
    const rows = parseReportResponse(reportJson('rows.json'))!;
    const columns = parseReportResponse(reportJson('columns.json'))!;
    const table = parseReportResponse(reportJson('datatable.json'))!;
    expect(rows.series.map((s) => s.id)).toEqual(['calls', 'blocked', 'errors']);
    expect(columns.series.map((s) => s.id)).toEqual(['calls', 'blocked', 'errors']);
    expect(table.series.map((s) => [s.id, s.label])).toEqual([
      ['calls', 'Calls'],
      ['errors', 'Errors'],
    ]);
    // the three files hold the same week: same dates and the same totals
    for (const d of [rows, columns, table]) {
      expect(d.series[0]!.points.map((p) => p.date)).toEqual([
        '2017-08-25',
        '2017-08-26',
        '2017-08-27',
        '2017-08-28',
        '2017-08-29',
        '2017-08-30',
        '2017-08-31',
      ]);
      expect(sum(d, 'calls')).toBe(sum(rows, 'calls'));
      expect(sum(d, 'errors')).toBe(sum(rows, 'errors'));
    }
    expect(columns).toMatchObject({ timezone: 'UTC', interval: 'day', from: '2017-08-25' });
  });

  it('an empty period is a report, and an empty one', () => {
    const d = parseReportResponse(reportJson('empty.json'))!;
    expect(d.series[0]!.points).toHaveLength(7);
    expect(isEmptyReport(d)).toBe(true);
    expect(isEmptyReport(parseReportResponse({ series: [] })!)).toBe(true);
  });

  it('JSON that is not a report is refused', () => {
    expect(parseReportResponse(reportJson('notReport.json'))).toBeNull();
    for (const junk of [null, 42, 'calls', true, {}, { message: 'ok' }]) expect(parseReportResponse(junk)).toBeNull();
  });

  it('hostile and broken values: ids cleaned, duplicates summed, bad points dropped, labels kept as plain text', () => {
    const d = parseReportResponse(reportJson('hostile.json'))!;
    expect(d.series).toHaveLength(1);
    const s = d.series[0]!;
    expect(s.id).toBe('img_srcx_onerroralert1calls');
    expect(s.label).toBe('<script>alert(1)</script>Calls'); // text: the screen renders it as text
    expect(s.points).toEqual([
      { date: '2017-08-25', value: 15 },
      { date: '2017-08-27', value: 1200 },
      { date: '2017-08-30', value: 12 },
      { date: '2017-08-31', value: 8 },
    ]);

    expect(d.breakdowns).toEqual([{ id: 'method', label: 'javascript:alert(1)', items: [{ label: '<b>GET</b>', value: 20 }] }]);
  });

  it('limits: at most MAX_POINTS points per series (the latest), at most 8 series', () => {
    const days = Array.from({ length: MAX_POINTS + 50 }, (_, i) => new Date(Date.UTC(2016, 0, 1 + i)).toISOString().slice(0, 10));
    const d = parseReportResponse({ series: { days, calls: days.map((_, i) => i) } })!;
    expect(d.series[0]!.points).toHaveLength(MAX_POINTS);
    expect(d.series[0]!.points[0]!.date).toBe(days[50]);
    const many = parseReportResponse({
      series: Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, points: [['2017-01-01', 1]] })),
    })!;
    expect(many.series).toHaveLength(8);
  });

  it.each([
    ['2017-08-01', '2017-08-01'],
    ['2017-02-30', null],
    ['Date(2017, 7, 25)', '2017-08-25'],
    ['Date(2017,7,25,13,30)', '2017-08-25T13:30:00.000Z'],
    ['2017-08-25T00:00:00Z', '2017-08-25'],
    ['2017-08-25 06:00', '2017-08-25T06:00:00.000Z'],
    [1504137600000, '2017-08-31'],
    [1504137600, '2017-08-31'],
    ['Aug 25', null],
    [-5, null],
  ] as const)('readDate(%j) → %j', (input, expected) => {
    expect(readDate(input)).toBe(expected);
  });

  it.each([
    [12, 12],
    ['5,000', 5000],
    [' 7 ', 7],
    ['1.5', 1.5],
    [-1, null],
    ['NaN', null],
    [Infinity, null],
    ['12 calls', null],
    [null, null],
  ] as const)('readCount(%j) → %j', (input, expected) => expect(readCount(input)).toBe(expected));
});

describe('series on their own scale (#13: series near zero vanished on the calls axis)', () => {
  const series = (id: string, values: number[]) => ({
    id,
    label: null,
    points: values.map((value, i) => ({ date: `2017-08-0${i + 1}`, value })),
  });
  const ids = (groups: ReturnType<typeof groupSeriesByScale>) => groups.map((g) => g.map((s) => s.id));

  it('calls in the thousands and errors in the tens: two charts, each with its own scale', () => {
    const calls = series('calls', [3800, 200, 1500]);
    const blocked = series('blocked', [39, 0, 12]);
    const errors = series('errors', [24, 3, 1]);
    expect(ids(groupSeriesByScale([calls, blocked, errors]))).toEqual([['calls'], ['blocked', 'errors']]);
  });

  it('series of a similar size share a chart; three magnitudes give three charts', () => {
    expect(ids(groupSeriesByScale([series('calls', [100, 90]), series('errors', [20, 15])]))).toEqual([['calls', 'errors']]);
    expect(ids(groupSeriesByScale([series('calls', [100_000]), series('blocked', [2_000]), series('errors', [5])]))).toEqual([
      ['calls'],
      ['blocked'],
      ['errors'],
    ]);
  });

  it('the largest group comes first whatever the order; all-zero series join the last group', () => {
    expect(ids(groupSeriesByScale([series('errors', [3]), series('calls', [900]), series('blocked', [0, 0])]))).toEqual([
      ['calls'],
      ['errors', 'blocked'],
    ]);
    expect(ids(groupSeriesByScale([series('calls', [0]), series('errors', [0])]))).toEqual([['calls', 'errors']]);
    expect(groupSeriesByScale([])).toEqual([]);
  });

  it('the fixture report: calls alone, blocked and errors together', () => {
    const data = parseReportResponse(reportJson('keyActivity.period.json'))!;
    expect(ids(groupSeriesByScale(data.series))).toEqual([['calls'], ['blocked', 'errors']]);
  });
});

describe('the tolerated shapes, key by key (mutation work, issue 37)', () => {
  const D1 = '2017-08-01';
  const D2 = '2017-08-02';
  const points = (d: ReportData | null, i = 0) => d?.series[i]?.points.map((p) => [p.date, p.value]);

  it('a point names its date and value with any of the accepted keys; the first key present wins', () => {
    for (const dateKey of ['date', 'day', 'time', 'timestamp', 'period', 'x']) {
      for (const valueKey of ['value', 'count', 'calls', 'y', 'total']) {
        const d = parseReportResponse({ series: [{ id: 'calls', points: [{ [dateKey]: D1, [valueKey]: 3 }] }] });
        expect(points(d), `${dateKey}/${valueKey}`).toEqual([[D1, 3]]);
      }
    }
    const first = parseReportResponse({ series: [{ id: 'a', points: [{ date: D1, day: D2, value: 1, count: 2 }] }] });
    expect(points(first)).toEqual([[D1, 1]]);
  });

  it('points: sorted by date, zero kept, a pair needs two values, junk dropped', () => {
    const d = parseReportResponse({
      series: [{ id: 'a', points: [[D2, 2], { date: D1, value: 0 }, [D1], ['nope', 4], 'junk', null, { date: D2 }] }],
    });
    expect(points(d)).toEqual([
      [D1, 0],
      [D2, 2],
    ]);
  });

  it('a series: points under points, data or values; id from its id, else its label, else its place; label from label, name or title', () => {
    const d = parseReportResponse({
      series: [
        { id: 'A b', label: '  Calls  made ', points: [[D1, 1]] },
        { name: 'Errors', data: [[D1, 2]] },
        { title: 'Blocked!', values: [[D1, 3]] },
        { id: '!!!', other: [[D1, 4]], points: 'x' },
        { values: [[D1, 5]] },
      ],
    })!;
    expect(d.series.map((s) => [s.id, s.label, s.points.length])).toEqual([
      ['a_b', 'Calls made', 1],
      ['errors', 'Errors', 1],
      ['blocked', 'Blocked!', 1],
      ['series_5', null, 1],
    ]);
  });

  it('columns: the dates under any accepted key; each other array a series, read point by point', () => {
    for (const key of ['dates', 'days', 'times', 'x', 'labels']) {
      const d = parseReportResponse({ series: { [key]: [D1, D2], calls: [1, 'x'], note: 'text', '!!!': [5, 6] } });
      expect(
        d!.series.map((s) => [s.id, s.label]),
        key,
      ).toEqual([['calls', null]]);
      expect(points(d), key).toEqual([[D1, 1]]);
    }
    expect(parseReportResponse({ series: { calls: [1, 2] } })!.series).toEqual([]);
    // top-level columns (no series key)
    expect(points(parseReportResponse({ from: D1, days: undefined, dates: [D1, 'junk'], calls: [7, 8] }))).toEqual([[D1, 7]]);
  });

  it('rows: every numeric field but the date keys is a series; rows without a date, and junk rows, are skipped', () => {
    const d = parseReportResponse({
      rows: [
        { day: D1, x: 5, time: 6, calls: 2, errors: '1', note: 'n/a', '!!!': 9 },
        { day: D2, calls: 3 },
        { calls: 100 },
        'junk',
        [D1, 5],
      ],
    })!;
    expect(d.series.map((s) => [s.id, s.points.map((p) => p.value)])).toEqual([
      ['calls', [2, 3]],
      ['errors', [1]],
    ]);
    for (const key of ['days', 'data', 'items']) {
      expect(points(parseReportResponse({ [key]: [{ date: D1, calls: 1 }] })), key).toEqual([[D1, 1]]);
    }
    expect(points(parseReportResponse([{ date: D1, calls: 4 }]))).toEqual([[D1, 4]]);
  });

  it('a DataTable: the first column the date, cells as { v } or bare; ids from the column id, else its label, else its place', () => {
    const d = parseReportResponse({
      cols: [{ id: 'd' }, { id: 'calls', label: 'Calls' }, { label: 'Error count' }, 'junk'],
      rows: [{ c: [{ v: D1 }, { v: 5 }, 2, { v: 1 }] }, { c: [D2, 6, 'x', 3] }, { c: 'junk' }, 'junk'],
    })!;
    expect(d.series.map((s) => [s.id, s.label, s.points.map((p) => [p.date, p.value])])).toEqual([
      [
        'calls',
        'Calls',
        [
          [D1, 5],
          [D2, 6],
        ],
      ],
      ['error_count', 'Error count', [[D1, 2]]],
      [
        'series_3',
        null,
        [
          [D1, 1],
          [D2, 3],
        ],
      ],
    ]);
    expect(points(parseReportResponse({ cols: [{ id: 'd' }, { id: 'calls' }], rows: [{ c: [D1, 4] }] }))).toEqual([[D1, 4]]);
    expect(parseReportResponse({ cols: [{ id: 'd' }], rows: [{ c: [{ v: D1 }] }] })!.series).toEqual([]);
    expect(parseReportResponse({ cols: [{ id: 'd' }, { id: 'calls' }] })!.series).toEqual([]);
  });

  it('breakdowns: a list or a map, items as objects, pairs or a map, at most 50 items; empty ones dropped', () => {
    const d = parseReportResponse({
      breakdowns: [
        { id: 'Method', items: [{ name: 'GET', count: 3 }, ['POST', '2'], [null, 1], ['PUT', 'x'], 'junk'] },
        {
          title: 'Response code',
          data: [
            { code: 200, total: 9 },
            { code: '404', y: 1 },
            { code: true, value: 1 },
          ],
        },
        { values: { GET: 1, ' ': 2, PUT: 'x' } },
        { id: 'empty', items: [] },
        'junk',
      ],
    })!;
    expect(d.breakdowns).toEqual([
      {
        id: 'method',
        label: null,
        items: [
          { label: 'GET', value: 3 },
          { label: 'POST', value: 2 },
        ],
      },
      {
        id: 'response_code',
        label: 'Response code',
        items: [
          { label: '200', value: 9 },
          { label: '404', value: 1 },
        ],
      },
      { id: 'breakdown_3', label: null, items: [{ label: 'GET', value: 1 }] },
    ]);
    const map = parseReportResponse({ breakdown: { Method: { GET: 2 }, '!!!': { POST: 1 }, none: {}, junk: 5 } })!;
    expect(map.breakdowns).toEqual([
      { id: 'method', label: null, items: [{ label: 'GET', value: 2 }] },
      { id: 'breakdown', label: null, items: [{ label: 'POST', value: 1 }] },
    ]);
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i]));
    expect(parseReportResponse({ breakdowns: { method: many } })!.breakdowns[0]!.items).toHaveLength(50);
    const lists = Array.from({ length: 10 }, (_, i) => ({ id: `b${i}`, items: [['GET', 1]] }));
    expect(parseReportResponse({ breakdowns: lists })!.breakdowns).toHaveLength(8);
  });

  it('the period, zone and interval under their accepted names', () => {
    const d = parseReportResponse({ start: D1, end: D2, timeZone: 'Europe/Berlin', interval: 'hourly', series: [] })!;
    expect(d).toMatchObject({ from: D1, to: D2, timezone: 'Europe/Berlin', interval: 'hour' });
    expect(parseReportResponse({ from: D1, to: 'junk', tz: 'UTC', interval: 'hour' })).toMatchObject({
      from: D1,
      to: null,
      timezone: 'UTC',
      interval: 'hour',
    });
    expect(parseReportResponse({ series: [], interval: 'day' })!.interval).toBe('day');
    expect(parseReportResponse({ series: [], interval: 'daily' })!.interval).toBe('day');
    expect(parseReportResponse({ series: [], daily: 'yes', interval: 'weekly' })!.interval).toBeNull();
    expect(parseReportResponse({ series: [], timezone: `${'z'.repeat(70)}` })!.timezone).toHaveLength(64);
  });

  it('a wrapped payload is read inside its wrapper; an object with none of the report fields is not a report', () => {
    for (const k of ['report', 'result', 'data']) {
      expect(points(parseReportResponse({ [k]: { series: [{ id: 'a', points: [[D1, 1]] }] } })), k).toEqual([[D1, 1]]);
    }
    for (const k of ['series', 'cols', 'days', 'rows', 'data', 'items', 'breakdowns', 'breakdown', 'dates', 'from', 'to']) {
      expect(parseReportResponse({ [k]: k === 'data' ? [] : 'x' }), k).not.toBeNull();
    }
    // no known field, but columns that read as a series: a report
    expect(points(parseReportResponse({ labels: [D1], calls: [2] }))).toEqual([[D1, 2]]);
    expect(parseReportResponse({ labels: ['junk'], calls: [2] })).toBeNull();
  });

  it('an empty report: no value above zero in any series or breakdown', () => {
    const report = (value: number, item: number): ReportData => ({
      from: null,
      to: null,
      timezone: null,
      interval: null,
      series: [{ id: 'a', label: null, points: [{ date: D1, value }] }],
      breakdowns: [{ id: 'b', label: null, items: [{ label: 'GET', value: item }] }],
    });
    expect(isEmptyReport(report(0, 0))).toBe(true);
    expect(isEmptyReport(report(1, 0))).toBe(false);
    expect(isEmptyReport(report(0, 1))).toBe(false);
  });

  it('series exactly one tenth of the largest share its chart; the ratio can be chosen', () => {
    const s = (id: string, value: number) => ({ id, label: null, points: [{ date: D1, value }] });
    const ids = (groups: ReturnType<typeof groupSeriesByScale>) => groups.map((g) => g.map((x) => x.id));
    expect(ids(groupSeriesByScale([s('calls', 100), s('errors', 10), s('rare', 9)]))).toEqual([['calls', 'errors'], ['rare']]);
    expect(ids(groupSeriesByScale([s('calls', 100), s('errors', 10)], 2))).toEqual([['calls'], ['errors']]);
  });

  it('points, rows, cells, breakdowns and items that do not read are dropped, never thrown on', () => {
    const D2 = '2017-08-02';
    // [date, value] pairs: an unreadable date or value drops the pair
    expect(
      points(
        parseReportResponse({
          series: [
            {
              id: 'calls',
              points: [
                ['junk', 5],
                [D2, 'x'],
                [D1, 3],
              ],
            },
          ],
        }),
      ),
    ).toEqual([[D1, 3]]);
    // columns: a field that is not an array is not a series
    const columns = parseReportResponse({ series: { days: [D1], calls: [4], unit: 'ms' } })!;
    expect(columns.series.map((s) => s.id)).toEqual(['calls']);
    // the date column is not a series, even when its dates are numbers (timestamps)
    const stamped = parseReportResponse({ series: { days: [1504137600000], calls: [4] } })!;
    expect(stamped.series.map((s) => [s.id, s.points])).toEqual([['calls', [{ date: '2017-08-31', value: 4 }]]]);
    // row records: entries that are not records are skipped
    expect(points(parseReportResponse({ rows: [null, 7, { date: D1, calls: 2 }] }))).toEqual([[D1, 2]]);
    // a DataTable row that is not a record, or has no cells
    const table = parseReportResponse({
      cols: [{ id: 'date' }, { id: 'calls' }],
      rows: [null, { v: 1 }, { c: [{ v: D1 }, { v: 3 }] }],
    });
    expect(table?.series.map((s) => s.id)).toEqual(['calls']);
    expect(points(table)).toEqual([[D1, 3]]);
    // breakdowns and items that are not records
    const b = parseReportResponse({ breakdowns: [null, { id: 'method', items: [null, 5, { label: 'GET', value: 2 }] }] })!;
    expect(b.breakdowns.map((x) => [x.id, x.items])).toEqual([['method', [{ label: 'GET', value: 2 }]]]);
  });

  it('hasData: a point (even a zero) or a breakdown', () => {
    const report = (pts: { date: string; value: number }[], items: { label: string; value: number }[] | null): ReportData => ({
      from: null,
      to: null,
      timezone: null,
      interval: null,
      series: [{ id: 'a', label: null, points: pts }],
      breakdowns: items ? [{ id: 'b', label: null, items }] : [],
    });
    expect(hasData(report([], null))).toBe(false);
    expect(hasData(report([{ date: D1, value: 0 }], null))).toBe(true);
    expect(hasData(report([], [{ label: 'GET', value: 0 }]))).toBe(true);
  });

  it('not empty when any one point or item is above zero, among zeros', () => {
    const report = (values: number[], items: number[]): ReportData => ({
      from: null,
      to: null,
      timezone: null,
      interval: null,
      series: [{ id: 'a', label: null, points: values.map((value, i) => ({ date: `2017-08-0${i + 1}`, value })) }],
      breakdowns: [{ id: 'b', label: null, items: items.map((value, i) => ({ label: `L${i}`, value })) }],
    });
    expect(isEmptyReport(report([0, 0], [0, 0]))).toBe(true);
    expect(isEmptyReport(report([0, 5], [0, 0]))).toBe(false);
    expect(isEmptyReport(report([0, 0], [0, 3]))).toBe(false);
  });
});
