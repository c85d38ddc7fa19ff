// The key-activity report's configuration as the adapter reads it (src/adapter/reportConfig.ts): the
// initCharts arguments of real fixture pages, the data URL rules, and what the report source makes of the
// configuration (src/lib/reportSource.ts): series embedded in the call, the requests.
import { describe, expect, it, vi } from 'vitest';
import { assumedEndpoint, readReportConfig, sameOriginPath } from '../../src/adapter/reportConfig.ts';
import { createReportSource, embeddedReport, requestUrl, selectionOf, type RequestFn } from '../../src/lib/reportSource.ts';
import { modelOf, reportText } from '../screens/account/fixtures.ts';

const PAGE = 'https://developer.acme.example/key/key-activity/k3y0000aaaa1111';

function jsonResponse(body: string, status = 200, type = 'application/json'): Response {
  return new Response(body, { status, headers: { 'Content-Type': type } });
}

describe('the page configuration (initCharts arguments of the fixture pages)', () => {
  it('keyActivity.html: key, period, time zone, the assumed endpoint, the legacy arguments', () => {
    const m = modelOf('keyActivity.html', 'keyActivity');
    const c = readReportConfig(m.screen.init, m.url);
    expect(c).toMatchObject({
      key: 'k3y0000aaaa1111',
      from: '2017-08-01',
      to: '2017-08-31',
      timezone: 'UTC',
      dataUrl: '/key/key-activity/k3y0000aaaa1111/data.json',
      assumedEndpoint: true,
    });
    expect(embeddedReport(c)).toBeNull();
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
    expect(call({ dataUrl: '/reports/k1.json?range=7' })).toMatchObject({
      dataUrl: '/reports/k1.json?range=7',
      assumedEndpoint: false,
    });
    expect(call({ url: 'https://developer.acme.example/r.json' }).dataUrl).toBe('/r.json');
    expect(call({ dataUrl: 'https://evil.example/steal.json' })).toMatchObject({
      dataUrl: '/key/key-activity/k3y0000aaaa1111/data.json',
      assumedEndpoint: true,
    });

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
    expect(embeddedReport(c)?.series.map((s) => [s.id, s.points.length])).toEqual([
      ['calls', 2],
      ['errors', 2],
    ]);
    expect(embeddedReport(c)).toMatchObject({ from: '2017-08-01', to: '2017-08-02', timezone: 'UTC' });
    const result = await createReportSource(c, request).load();
    expect(result).toMatchObject({ status: 'ok', source: 'inline' });
    expect(request).not.toHaveBeenCalled();
    // a date selection asks the server
    await createReportSource(c, request.mockResolvedValue(jsonResponse(reportText('rows.json')))).load({ range: '30' });
    expect(request).toHaveBeenCalledWith(
      '/key/key-activity/k3y0000aaaa1111/data.json?range=30',
      expect.objectContaining({ method: 'GET' }),
    );
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
