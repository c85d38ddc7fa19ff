// Reading report data (src/lib/reportData.ts, reportValues.ts): the documented response schema and its
// tolerated shapes (fixtures/reports), hostile and broken values, limits, dates and counts.
import { describe, expect, it } from 'vitest';
import { MAX_POINTS, groupSeriesByScale, isEmptyReport, parseReportResponse } from './reportData.ts';
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
