// The key-activity ReportSource: the page's configuration (initCharts arguments from real fixture
// pages), the documented response schema and its tolerated shapes (fixtures/reports), and the request
// outcomes that lead to the legacy fallback.
import { describe, expect, it, vi } from 'vitest';
import {
  LEGACY_REPORT_SCRIPTS, MAX_POINTS, MAX_RESPONSE_CHARS, assumedEndpoint, createReportSource, isEmptyReport, parseReportResponse,
  readCount, readDate, readReportConfig, requestUrl, sameOriginPath, selectionOf, type ReportData, type RequestFn,
} from '../../../src/screens/KeyActivity/reportSource.ts';
import { modelOf, reportJson, reportText, reports } from './fixtures.ts';

const PAGE = 'https://developer.acme.example/key/key-activity/k3y0000aaaa1111';

function jsonResponse(body: string, status = 200, type = 'application/json'): Response {
  return new Response(body, { status, headers: { 'Content-Type': type } });
}

/** A request function answering from fixtures/reports/index.json (exact path + query match). */
function fixtureRequest(): RequestFn & { calls: string[] } {
  const calls: string[] = [];
  const fn = (async (url: string) => {
    calls.push(url);
    const hit = reports.find((r) => r.request === url);
    return hit ? jsonResponse(reportText(hit.file)) : jsonResponse('<!DOCTYPE html><title>Not Found</title>', 404, 'text/html');
  }) as RequestFn & { calls: string[] };
  fn.calls = calls;
  return fn;
}

const sum = (d: ReportData, id: string) => d.series.find((s) => s.id === id)?.points.reduce((a, p) => a + p.value, 0);

describe('the page configuration (initCharts arguments of the fixture pages)', () => {
  it('keyActivity.html: key, period, time zone, the assumed endpoint, the legacy arguments', () => {
    const m = modelOf('keyActivity.html', 'keyActivity');
    const c = readReportConfig(m.screen.init, m.url);
    expect(c).toMatchObject({
      key: 'k3y0000aaaa1111', from: '2017-08-01', to: '2017-08-31', timezone: 'UTC',
      dataUrl: '/key/key-activity/k3y0000aaaa1111/data.json', assumedEndpoint: true, inline: null,
    });
    expect(c.legacyArgs).toEqual(['k3y0000aaaa1111', '2017-08-01', '2017-08-31', { tz: 'UTC', daily: true }]);
    expect(requestUrl(c, null)).toBe('/key/key-activity/k3y0000aaaa1111/data.json?from=2017-08-01&to=2017-08-31');
  });

  it('keyActivity.trickyArgs.html: strings with ")" and ";" are not a period; the key is still found', () => {
    const m = modelOf('keyActivity.trickyArgs.html', 'keyActivity');
    const c = readReportConfig(m.screen.init, m.url);
    expect([c.key, c.from, c.to, c.timezone]).toEqual(['k3y2222bbbb3333', null, null, null]);
    expect(c.legacyArgs).toEqual(['k3y2222bbbb3333', 'a);b', 'semi;colon', 42, null, [1, 2]]);
    expect(requestUrl(c, null)).toBe('/key/key-activity/k3y2222bbbb3333/data.json');
  });

  it('keyActivity.noInit.html: no call — no legacy arguments, the endpoint from the page path', () => {
    const m = modelOf('keyActivity.noInit.html', 'keyActivity');
    expect(m.screen.init).toBeNull();
    const c = readReportConfig(m.screen.init, m.url);
    expect(c).toMatchObject({ key: null, from: null, legacyArgs: null, dataUrl: '/key/key-activity/k3y4444cccc5555/data.json' });
  });

  it('a dataUrl option wins when it is same-origin; other hosts and script URLs are refused', () => {
    const call = (opts: Record<string, unknown>) => readReportConfig({ call: 'initCharts()', args: ['k1', opts] }, PAGE);
    expect(call({ dataUrl: '/reports/k1.json?range=7' })).toMatchObject({ dataUrl: '/reports/k1.json?range=7', assumedEndpoint: false });
    expect(call({ url: 'https://developer.acme.example/r.json' }).dataUrl).toBe('/r.json');
    expect(call({ dataUrl: 'https://evil.example/steal.json' })).toMatchObject({ dataUrl: '/key/key-activity/k3y0000aaaa1111/data.json', assumedEndpoint: true });
    expect(call({ dataUrl: 'javascript:alert(1)' }).dataUrl).toBe('/key/key-activity/k3y0000aaaa1111/data.json');
    expect(sameOriginPath('//evil.example/x', PAGE)).toBeNull();
    // no endpoint is assumed off the key-activity path
    expect(readReportConfig(null, 'https://developer.acme.example/apps/mykeys').dataUrl).toBeNull();
    expect(assumedEndpoint('https://developer.acme.example/key/key-activity/k9/')).toBe('/key/key-activity/k9/data.json');
  });

  it('series embedded in the options are used without a request', async () => {
    const request = vi.fn<RequestFn>();
    const series = { days: ['2017-08-01', '2017-08-02'], calls: [10, 20], errors: [1, 0] };
    const c = readReportConfig({ call: 'initCharts()', args: ['k1', '2017-08-01', '2017-08-02', { tz: 'UTC', series }] }, PAGE);
    expect(c.inline?.series.map((s) => [s.id, s.points.length])).toEqual([['calls', 2], ['errors', 2]]);
    expect(c.inline).toMatchObject({ from: '2017-08-01', to: '2017-08-02', timezone: 'UTC' });
    const result = await createReportSource(c, request).load();
    expect(result).toMatchObject({ status: 'ok', source: 'inline' });
    expect(request).not.toHaveBeenCalled();
    // a date selection asks the server
    await createReportSource(c, request.mockResolvedValue(jsonResponse(reportText('rows.json')))).load({ range: '30' });
    expect(request).toHaveBeenCalledWith('/key/key-activity/k3y0000aaaa1111/data.json?range=30', expect.objectContaining({ method: 'GET' }));
  });

  it('the date selector: its selection, and the request it makes (replacing the endpoint\'s own value)', () => {
    const m = modelOf('keyActivity.html', 'keyActivity');
    expect(selectionOf(m.screen.dateSelector)).toEqual({ range: '7' });
    expect(selectionOf(null)).toEqual({});
    const c = { ...readReportConfig(m.screen.init, m.url), dataUrl: '/r.json?range=7&key=k1' };
    expect(requestUrl(c, { range: '30' })).toBe('/r.json?range=30&key=k1');
    expect(requestUrl({ ...c, dataUrl: null }, { range: '30' })).toBeNull();
  });
});

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
    expect(d.series.map((s) => [s.id, s.label, s.points.length])).toEqual([['calls', 'Calls', 31], ['blocked', 'Blocked', 31], ['errors', 'Errors', 31]]);
    expect(d.breakdowns.map((b) => [b.id, b.items.length])).toEqual([['method', 4], ['response', 3]]);
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
    expect(table.series.map((s) => [s.id, s.label])).toEqual([['calls', 'Calls'], ['errors', 'Errors']]);
    // the three files hold the same week: same dates and the same totals
    for (const d of [rows, columns, table]) {
      expect(d.series[0]!.points.map((p) => p.date)).toEqual(['2017-08-25', '2017-08-26', '2017-08-27', '2017-08-28', '2017-08-29', '2017-08-30', '2017-08-31']);
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
    const many = parseReportResponse({ series: Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, points: [['2017-01-01', 1]] })) })!;
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

  it.each([[12, 12], ['5,000', 5000], [' 7 ', 7], ['1.5', 1.5], [-1, null], ['NaN', null], [Infinity, null], ['12 calls', null], [null, null]] as const)(
    'readCount(%j) → %j', (input, expected) => expect(readCount(input)).toBe(expected));
});

describe('loading through the request service', () => {
  const config = () => {
    const m = modelOf('keyActivity.html', 'keyActivity');
    return readReportConfig(m.screen.init, m.url);
  };

  it('first load asks for the page\'s period; a date selection asks for the selector\'s fields', async () => {
    const request = fixtureRequest();
    const source = createReportSource(config(), request);
    const first = await source.load();
    expect(first.status).toBe('ok');
    if (first.status === 'ok') expect(first.data.series[0]!.points).toHaveLength(31);
    const week = await source.load({ range: '7' });
    const month = await source.load({ range: '30' });
    expect(request.calls).toEqual([
      '/key/key-activity/k3y0000aaaa1111/data.json?from=2017-08-01&to=2017-08-31',
      '/key/key-activity/k3y0000aaaa1111/data.json?range=7',
      '/key/key-activity/k3y0000aaaa1111/data.json?range=30',
    ]);
    expect(week.status === 'ok' && week.data.series[0]!.points.length).toBe(7);
    expect(month.status === 'ok' && month.data.series[0]!.points.length).toBe(30);
  });

  it.each([
    { name: 'a 404 page', answer: async () => jsonResponse('<html>Not Found</html>', 404, 'text/html'), reason: 'HTTP 404' },
    { name: 'a 500', answer: async () => jsonResponse('{}', 500), reason: 'HTTP 500' },
    { name: 'HTML with status 200 (a sign-in page)', answer: async () => jsonResponse('<!DOCTYPE html><html></html>', 200, 'text/html'), reason: 'response is not JSON' },
    { name: 'JSON that is not a report', answer: async () => jsonResponse(reportText('notReport.json')), reason: 'response is not a report' },
    { name: 'a network error', answer: async () => { throw new TypeError('Failed to fetch'); }, reason: 'Failed to fetch' },
    { name: 'a huge answer', answer: async () => jsonResponse(' '.repeat(MAX_RESPONSE_CHARS + 1)), reason: 'response too large' },
  ])('$name → unavailable ($reason)', async ({ answer, reason }) => {
    const result = await createReportSource(config(), answer as RequestFn).load();
    expect(result).toEqual({ status: 'unavailable', reason });
  });

  it('no request service (Storybook, tests) or no endpoint → unavailable, never a throw', async () => {
    expect(await createReportSource(config(), null).load()).toEqual({ status: 'unavailable', reason: 'no request service' });
    expect(await createReportSource({ ...config(), dataUrl: null }, fixtureRequest()).load()).toEqual({ status: 'unavailable', reason: 'no data URL' });
  });

  it('an aborted load resolves as aborted', async () => {
    const controller = new AbortController();
    const request: RequestFn = (_url, init) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
    const pending = createReportSource(config(), request).load({ range: '7' }, controller.signal);
    controller.abort();
    expect(await pending).toEqual({ status: 'unavailable', reason: 'aborted' });
  });

  it('the period the page gave fills in a response without one (first load only)', async () => {
    const request = (async () => jsonResponse(JSON.stringify({ days: [{ day: '2017-08-02', calls: 3 }] }))) as RequestFn;
    const r = await createReportSource(config(), request).load();
    expect(r.status === 'ok' && [r.data.from, r.data.to, r.data.timezone]).toEqual(['2017-08-01', '2017-08-31', 'UTC']);
    const s = await createReportSource(config(), request).load({ range: '7' });
    expect(s.status === 'ok' && [s.data.from, s.data.to]).toEqual([null, null]);
  });
});

describe('the legacy fallback list', () => {
  it('names the spec\'s report scripts in load order (charts loader, underscore, defaults, drill-in, reports)', () => {
    expect(LEGACY_REPORT_SCRIPTS.map((u) => u.split('/').pop())).toEqual(['jsapi', 'underscore.js', 'defaults.js', 'developer_drillin.js', 'MasheryDeveloperReports.js']);
  });
});
