// The key-activity ReportSource (src/lib/reportSource.ts): the request outcomes that lead to the legacy
// fallback, and the fallback's script list.
import { describe, expect, it } from 'vitest';
import { readReportConfig } from '../adapter/reportConfig.ts';
import { LEGACY_REPORT_SCRIPTS, MAX_RESPONSE_CHARS, createReportSource, type RequestFn } from './reportSource.ts';
import { modelOf, reportText, reports } from '../../test/screens/account/fixtures.ts';

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

describe('loading through the request service', () => {
  // the fixture page as one that names its data endpoint (the `dataUrl` option; hosted portals name none)
  const config = () => {
    const m = modelOf('keyActivity.html', 'keyActivity');
    return { ...readReportConfig(m.screen.init, m.url), dataUrl: '/key/key-activity/k3y0000aaaa1111/data.json' };
  };

  it("first load asks for the page's period; a date selection asks for the selector's fields", async () => {
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
    {
      name: 'HTML with status 200 (a sign-in page)',
      answer: async () => jsonResponse('<!DOCTYPE html><html></html>', 200, 'text/html'),
      reason: 'response is not JSON',
    },
    {
      name: 'JSON that is not a report',
      answer: async () => jsonResponse(reportText('notReport.json')),
      reason: 'response is not a report',
    },
    {
      name: 'a network error',
      answer: async () => {
        throw new TypeError('Failed to fetch');
      },
      reason: 'Failed to fetch',
    },
    { name: 'a huge answer', answer: async () => jsonResponse(' '.repeat(MAX_RESPONSE_CHARS + 1)), reason: 'response too large' },
  ])('$name → unavailable ($reason)', async ({ answer, reason }) => {
    const result = await createReportSource(config(), answer as RequestFn).load();
    expect(result).toEqual({ status: 'unavailable', reason });
  });

  it('no request service (Storybook, tests) or no endpoint → unavailable, never a throw', async () => {
    expect(await createReportSource(config(), null).load()).toEqual({ status: 'unavailable', reason: 'no request service' });
    expect(await createReportSource({ ...config(), dataUrl: null }, fixtureRequest()).load()).toEqual({
      status: 'unavailable',
      reason: 'no data URL',
    });
  });

  it('an aborted load resolves as aborted', async () => {
    const controller = new AbortController();
    const request: RequestFn = (_url, init) =>
      new Promise((_resolve, reject) => {
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
  it("names the spec's report scripts in load order (charts loader, underscore, defaults, drill-in, reports)", () => {
    expect(LEGACY_REPORT_SCRIPTS.map((u) => u.split('/').pop())).toEqual([
      'jsapi',
      'underscore.js',
      'defaults.js',
      'developer_drillin.js',
      'MasheryDeveloperReports.js',
    ]);
  });
});
