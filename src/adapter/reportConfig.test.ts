// The key-activity report's configuration as the adapter reads it (src/adapter/reportConfig.ts): the
// initCharts arguments of real fixture pages, the data URL rules, and what the report source makes of the
// configuration (src/lib/reportSource.ts): series embedded in the call, the requests.
import { describe, expect, it, vi } from 'vitest';
import { readReportConfig, sameOriginPath } from './reportConfig.ts';
import { LEGACY_REPORT_SCRIPTS, reportScriptsFor } from '../lib/portalScripts.ts';
import { createReportSource, embeddedReport, requestUrl, selectionOf, type RequestFn } from '../lib/reportSource.ts';
import { parseReportResponse } from '../lib/reportData.ts';
import { modelOf, reportText } from '../../test/screens/account/fixtures.ts';

const PAGE = 'https://developer.acme.example/key/key-activity/k3y0000aaaa1111';

function jsonResponse(body: string, status = 200, type = 'application/json'): Response {
  return new Response(body, { status, headers: { 'Content-Type': type } });
}

describe('the page configuration (initCharts arguments of the fixture pages)', () => {
  it('keyActivity.html: key, period, time zone, no endpoint (none is assumed), the legacy arguments and scripts', () => {
    const m = modelOf('keyActivity.html', 'keyActivity');
    const c = readReportConfig(m.screen.init, m.url);
    expect(c).toMatchObject({
      key: 'k3y0000aaaa1111',
      from: '2017-08-01',
      to: '2017-08-31',
      timezone: 'UTC',
      dataUrl: null,
      legacyScripts: LEGACY_REPORT_SCRIPTS,
    });
    expect(embeddedReport(c)).toBeNull();
    expect(c.legacyArgs).toEqual(['k3y0000aaaa1111', '2017-08-01', '2017-08-31', { tz: 'UTC', daily: true }]);
    expect(requestUrl(c, null)).toBeNull();
  });

  it('keyActivity.trickyArgs.html: strings with ")" and ";" are not a period; the key is still found', () => {
    const m = modelOf('keyActivity.trickyArgs.html', 'keyActivity');
    const c = readReportConfig(m.screen.init, m.url);
    expect([c.key, c.from, c.to, c.timezone]).toEqual(['k3y2222bbbb3333', null, null, null]);
    expect(c.legacyArgs).toEqual(['k3y2222bbbb3333', 'a);b', 'semi;colon', 42, null, [1, 2]]);
    expect(requestUrl(c, null)).toBeNull();
  });

  it('keyActivity.noInit.html: no call — no legacy arguments, no scripts, no endpoint', () => {
    const m = modelOf('keyActivity.noInit.html', 'keyActivity');
    expect(m.screen.init).toBeNull();
    const c = readReportConfig(m.screen.init, m.url);
    expect(c).toMatchObject({ key: null, from: null, legacyArgs: null, legacyScripts: null, dataUrl: null });
  });

  it('/key/key-activity/ pages use the developer reports; other key-activity pages another script the reference does not name', () => {
    expect(reportScriptsFor(PAGE)).toBe(LEGACY_REPORT_SCRIPTS);
    expect(reportScriptsFor('https://developer.acme.example/key/key-activity/k9/2020-03')).toBe(LEGACY_REPORT_SCRIPTS);
    expect(LEGACY_REPORT_SCRIPTS.at(-1)).toBe('/public/Mashery/scripts/MasheryDeveloperReports.js');
    // a page detected as key activity by its body classes, on another path: no script is guessed
    expect(reportScriptsFor('https://developer.acme.example/reports/key/k9')).toBeNull();
    expect(reportScriptsFor('https://developer.acme.example/key/activity/k9')).toBeNull();
    const other = readReportConfig({ call: 'initCharts("k9")', args: ['k9'] }, 'https://developer.acme.example/reports/k9');
    expect(other).toMatchObject({ legacyArgs: ['k9'], legacyScripts: null, dataUrl: null });
  });

  it('a dataUrl option wins when it is same-origin; other hosts and script URLs are refused', () => {
    const call = (opts: Record<string, unknown>) => readReportConfig({ call: 'initCharts()', args: ['k1', opts] }, PAGE);
    expect(call({ dataUrl: '/reports/k1.json?range=7' })).toMatchObject({ dataUrl: '/reports/k1.json?range=7' });
    expect(call({ url: 'https://developer.acme.example/r.json' }).dataUrl).toBe('/r.json');
    // a refused URL leaves no endpoint at all (none is assumed)
    expect(call({ dataUrl: 'https://evil.example/steal.json' }).dataUrl).toBeNull();
    expect(call({ dataUrl: 'javascript:alert(1)' }).dataUrl).toBeNull();
    expect(sameOriginPath('//evil.example/x', PAGE)).toBeNull();
    expect(readReportConfig(null, 'https://developer.acme.example/apps/mykeys').dataUrl).toBeNull();
  });

  it('an empty or blank data URL is none (not the page itself); junk is none; a portal served over http keeps its paths', () => {
    const call = (opts: Record<string, unknown>) => readReportConfig({ call: 'initCharts()', args: ['k1', opts] }, PAGE);
    expect(call({ dataUrl: '' }).dataUrl).toBeNull();
    expect(call({ dataUrl: '  ' }).dataUrl).toBeNull();
    expect(sameOriginPath('https://[developer.acme.example/r.json', PAGE)).toBeNull();
    expect(sameOriginPath('/reports/k1.json', 'http://developer.acme.example/key/key-activity/k1')).toBe('/reports/k1.json');
  });

  it('the key is the first string that is not a date, trimmed; the time zone the first option that names one', () => {
    const config = readReportConfig(
      { call: 'initCharts()', args: ['2017-08-01', '2017-08-31', ' k3y0000aaaa1111 ', { tz: 5, timezone: 'America/New_York' }] },
      PAGE,
    );
    expect(config).toMatchObject({ key: 'k3y0000aaaa1111', from: '2017-08-01', to: '2017-08-31', timezone: 'America/New_York' });
  });

  it('series embedded in the options are used without a request', async () => {
    const request = vi.fn<RequestFn>();
    const series = { days: ['2017-08-01', '2017-08-02'], calls: [10, 20], errors: [1, 0] };
    const c = readReportConfig({ call: 'initCharts()', args: ['k1', '2017-08-01', '2017-08-02', { tz: 'UTC', series }] }, PAGE);
    expect(embeddedReport(c)?.series.map((s) => [s.id, s.points.length])).toEqual([
      ['calls', 2],
      ['errors', 2],
    ]);
    expect(embeddedReport(c)).toMatchObject({ from: '2017-08-01', to: '2017-08-02', timezone: 'UTC' });
    const result = await createReportSource(c, request).load();
    expect(result).toMatchObject({ status: 'ok', source: 'inline' });
    expect(request).not.toHaveBeenCalled();
    // a date selection asks the server (at the URL the page names)
    const named = readReportConfig(
      { call: 'initCharts()', args: ['k1', '2017-08-01', '2017-08-02', { tz: 'UTC', series, dataUrl: '/k1/data.json' }] },
      PAGE,
    );
    await createReportSource(named, request.mockResolvedValue(jsonResponse(reportText('rows.json')))).load({ range: '30' });
    expect(request).toHaveBeenCalledWith('/k1/data.json?range=30', expect.objectContaining({ method: 'GET' }));
  });

  it('#13: embedded breakdowns come with the embedded series (the first view shows the charts an Update shows)', () => {
    const series = { days: ['2017-08-01', '2017-08-02'], calls: [10, 20], errors: [1, 0] };
    const breakdowns = { method: { GET: 25, POST: 5 }, response: { '2xx': 29, '4xx': 1 } };
    const c = readReportConfig({ call: 'initCharts()', args: ['k1', '2017-08-01', '2017-08-02', { series, breakdowns }] }, PAGE);
    const first = embeddedReport(c);
    expect(first?.breakdowns.map((b) => b.id)).toEqual(['method', 'response']);
    // the same data as a response of the endpoint: the same series and breakdowns
    const days = series.days.map((day, i) => ({ day, calls: series.calls[i], errors: series.errors[i] }));
    const answer = parseReportResponse({ days, breakdowns });
    expect(first?.series.map((s) => s.id)).toEqual(answer?.series.map((s) => s.id));
    expect(first?.breakdowns).toEqual(answer?.breakdowns);
  });

  it("the date selector: its selection, and the request it makes (replacing the endpoint's own value)", () => {
    const m = modelOf('keyActivity.html', 'keyActivity');
    expect(selectionOf(m.screen.dateSelector)).toEqual({ range: '7' });
    expect(selectionOf(null)).toEqual({});
    const c = { ...readReportConfig(m.screen.init, m.url), dataUrl: '/r.json?range=7&key=k1' };
    expect(requestUrl(c, { range: '30' })).toBe('/r.json?range=30&key=k1');
    expect(requestUrl({ ...c, dataUrl: null }, { range: '30' })).toBeNull();
  });
});

describe('the screen model', () => {
  it('key activity carries the configuration of its initCharts call, and the report sentences split for their values', () => {
    for (const file of ['keyActivity.html', 'keyActivity.trickyArgs.html', 'keyActivity.noInit.html']) {
      const m = modelOf(file, 'keyActivity');
      expect(m.screen.report).toEqual(readReportConfig(m.screen.init, m.url));
    }
    const m = modelOf('keyActivity.html', 'keyActivity');
    expect(m.screen.reportTexts.period).toEqual(['From ', { slot: 'from' }, ' to ', { slot: 'to' }, '.']);
    expect(m.screen.reportTexts.totalsSummary).toEqual([{ slot: 'total' }, ' calls in the period.']);
  });
});
