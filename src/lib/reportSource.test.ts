// The key-activity ReportSource (src/lib/reportSource.ts): the request outcomes that lead to the legacy
// fallback, and the fallback's script list.
import { describe, expect, it } from 'vitest';
import { readReportConfig } from '../adapter/reportConfig.ts';
import type { FormModel } from '../model/pageData.ts';
import type { ReportConfig } from '../model/report.ts';
import {
  LEGACY_REPORT_SCRIPTS,
  MAX_RESPONSE_CHARS,
  createReportSource,
  embeddedReport,
  requestUrl,
  selectionOf,
  selectionUrl,
  withParams,
  type RequestFn,
} from './reportSource.ts';
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

let pageConfig: ReportConfig | null = null;
const baseConfig = (over: Partial<ReportConfig> = {}): ReportConfig => {
  if (!pageConfig) {
    const m = modelOf('keyActivity.html', 'keyActivity');
    pageConfig = readReportConfig(m.screen.init, m.url);
  }
  return { ...pageConfig, dataUrl: null, ...over };
};
const days = [
  { day: '2017-08-02', calls: 3 },
  { day: '2017-08-03', calls: 5 },
];
const breakdowns = [{ id: 'method', label: 'Calls by method', items: [{ label: 'GET', value: 8 }] }];

describe('series the page embedded (embeddedReport)', () => {
  it('nothing embedded, or nothing readable: null', () => {
    expect(embeddedReport(baseConfig({ legacyArgs: null }))).toBeNull();
    expect(embeddedReport(baseConfig({ legacyArgs: ['chart', 7] }))).toBeNull();
    expect(embeddedReport(baseConfig({ legacyArgs: [{ days: [] }] }))).toBeNull();
    expect(embeddedReport(baseConfig({ legacyArgs: [{ other: days }] }))).toBeNull();
  });

  it("rows, a columns object or a wrapped report, with the page's period and time zone where they say none", () => {
    const fromRows = embeddedReport(baseConfig({ legacyArgs: ['chart', { days }] }));
    expect(fromRows?.series[0]!.points.map((p) => p.value)).toEqual([3, 5]);
    expect(fromRows && [fromRows.from, fromRows.to, fromRows.timezone]).toEqual(['2017-08-01', '2017-08-31', 'UTC']);
    const columns = { days: ['2017-08-25', '2017-08-26'], calls: [380, 188] };
    expect(embeddedReport(baseConfig({ legacyArgs: [{ series: columns }] }))?.series[0]!.points.map((p) => p.value)).toEqual([
      380, 188,
    ]);
    const wrapped = embeddedReport(
      baseConfig({ legacyArgs: [{ data: { from: '2017-08-02', to: '2017-08-03', tz: 'Europe/Paris', days } }] }),
    );
    expect(wrapped?.series[0]!.points).toHaveLength(2);
    expect(wrapped && [wrapped.from, wrapped.to, wrapped.timezone]).toEqual(['2017-08-02', '2017-08-03', 'Europe/Paris']);
  });

  it('the breakdowns come with the series', () => {
    const withBreakdowns = embeddedReport(baseConfig({ legacyArgs: [{ days, breakdowns }] }));
    expect(withBreakdowns?.series[0]!.points).toHaveLength(2);
    expect(withBreakdowns?.breakdowns.map((b) => b.id)).toEqual(['method']);
  });

  it('the first load answers from them without a request; a selection asks the endpoint', async () => {
    const calls: string[] = [];
    const request = (async (url: string) => {
      calls.push(url);
      return jsonResponse(JSON.stringify({ days }));
    }) as RequestFn;
    const source = createReportSource(baseConfig({ legacyArgs: [{ days }], dataUrl: '/data.json' }), request);
    const first = await source.load();
    expect(first).toMatchObject({ status: 'ok', source: 'inline', data: { from: '2017-08-01' } });
    expect(calls).toEqual([]);
    expect(await source.load({ range: '7' })).toMatchObject({ status: 'ok', source: 'request' });
    expect(calls).toEqual(['/data.json?range=7']);
  });
});

describe('request URLs', () => {
  it('withParams sets, replaces and (empty values) drops parameters', () => {
    expect(withParams('/d.json?a=1&b=2&c=3', { a: '', b: '9', d: 'x y' })).toBe('/d.json?b=9&c=3&d=x+y');
  });

  it("requestUrl: the page's period only where it names one; none without an endpoint", () => {
    expect(requestUrl(baseConfig({ dataUrl: '/d.json', from: null, to: null }), null)).toBe('/d.json');
    expect(requestUrl(baseConfig({ dataUrl: '/d.json', from: '2017-08-01', to: null }), null)).toBe('/d.json?from=2017-08-01');
    expect(requestUrl(baseConfig({ dataUrl: '/d.json', from: null, to: '2017-08-31' }), null)).toBe('/d.json?to=2017-08-31');
    expect(requestUrl(baseConfig({ dataUrl: null }), { range: '7' })).toBeNull();
  });

  it("selectionUrl: the form's action (else the page) with the selection; an unparsable URL as given", () => {
    expect(selectionUrl('https://p.example/report?x=1', { range: '7' })).toBe('/report?x=1&range=7');
    expect(selectionUrl('https://p.example/report?x=1', { range: '7' }, '/other?y=2')).toBe('/other?y=2&range=7');
    expect(selectionUrl('https://p.example/report', { range: '7' }, '')).toBe('/report?range=7');
    expect(selectionUrl('not a url', { range: '7' })).toBe('not a url');
    expect(selectionUrl('not a url', { range: '7' }, 'http://[bad')).toBe('http://[bad');
  });
});

describe("the date selector's values (selectionOf)", () => {
  const field = (name: string, type: string, value: string, checked = false) =>
    ({ name, type, value, checked }) as unknown as FormModel['fields'][number];

  it('hidden fields, text and select values, checked boxes only; unnamed controls skipped', () => {
    const form = {
      hidden: [
        { name: 'apiId', value: '714' },
        { name: '', value: 'x' },
      ],
      fields: [
        field('range', 'select', '7'),
        field('', 'text', 'nameless'),
        field('daily', 'checkbox', 'on', true),
        field('hourly', 'checkbox', 'on', false),
        field('scope', 'radio', 'mine', true),
        field('scope', 'radio', 'all', false),
        field('order', 'radio', 'asc', false),
        field('from', 'text', '2017-08-01', false),
      ],
    } as unknown as FormModel;
    expect(selectionOf(form)).toEqual({ apiId: '714', range: '7', daily: 'on', scope: 'mine', from: '2017-08-01' });
    expect(selectionOf(null)).toEqual({});
  });
});

describe('the request itself', () => {
  const config = () => baseConfig({ dataUrl: '/d.json' });

  it('a same-origin GET asking for JSON; the answer marked as requested', async () => {
    let seen: RequestInit | undefined;
    const request = (async (_url: string, init?: RequestInit) => {
      seen = init;
      return jsonResponse(JSON.stringify({ days }));
    }) as RequestFn;
    expect(await createReportSource(config(), request).load()).toMatchObject({ status: 'ok', source: 'request' });
    expect(seen).toMatchObject({ method: 'GET', headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  });

  it('an answer of exactly MAX_RESPONSE_CHARS is still read', async () => {
    const body = JSON.stringify({ days });
    const request = (async () => jsonResponse(body.padEnd(MAX_RESPONSE_CHARS, ' '))) as RequestFn;
    expect(await createReportSource(config(), request).load()).toMatchObject({ status: 'ok' });
  });

  it('aborted: by the signal whatever the error, or by an AbortError; other throws give their message', async () => {
    const controller = new AbortController();
    controller.abort();
    const failing = (error: unknown) => (async () => Promise.reject(error)) as RequestFn;
    expect(await createReportSource(config(), failing(new TypeError('network down'))).load(null, controller.signal)).toEqual({
      status: 'unavailable',
      reason: 'aborted',
    });
    expect(await createReportSource(config(), failing(new DOMException('stopped', 'AbortError'))).load()).toEqual({
      status: 'unavailable',
      reason: 'aborted',
    });
    expect(await createReportSource(config(), failing('nope')).load()).toEqual({
      status: 'unavailable',
      reason: 'request failed',
    });
  });
});
