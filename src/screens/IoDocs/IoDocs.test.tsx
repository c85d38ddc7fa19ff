// The interactive docs console with stand-in runtime services: methods open as disclosures, parameters
// are edited, "Try it" posts to /io-docs/call-api with the synchronization token header (the portal's
// protocol, docs/io-docs.md) through the runtime's request service, and the envelope shows (status line,
// request URI, headers, highlighted body); proxy failures, errorMessage and API error statuses are
// alerts; the key picker never shows a secret; code samples mask the key. Without services the console
// says requests cannot be sent.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IoDocs } from './IoDocs.tsx';
import { ServicesContext, type PortalServices } from '../services.ts';
import { modelOf } from '../../../test/screens/content/fixtures.ts';

const ENVELOPE = JSON.stringify({
  requestUri: 'https://api.acme.example/v1/forecast/daily?city=Bergen&days=7&format=json&api_key=k3y0000aaaa1111bbbb2222',
  requestHeaders: { 'X-Mashery-Io-Docs': 'true' },
  requestCookies: [],
  requestBody: '',
  status: { code: 200, text: 'OK' },
  responseHeaders: { 'Content-Type': 'application/json; charset=utf-8', 'X-RateLimit-Remaining': 4999 },
  responseCookies: [],
  responseBody: '{"city":"Bergen","days":[{"date":"2026-03-14","high":7}]}',
  errorMessage: '',
});

const json = (value: string, status = 200) => new Response(value, { status, headers: { 'Content-Type': 'application/json' } });

function services(answer: () => Promise<Response>, extra: Partial<PortalServices> = {}) {
  const request = vi.fn((_url: string, _init?: RequestInit) => answer());
  const s: PortalServices = {
    assets: { loadScript: vi.fn(async () => {}), loadStyle: vi.fn(async () => {}), reloadScript: vi.fn(async () => {}) },
    navigate: vi.fn(),
    signOut: () => true,
    request,
    ...extra,
  };
  return { s, request };
}

function show(file: string, s: PortalServices | null) {
  return render(
    <ServicesContext.Provider value={s}>
      <IoDocs model={modelOf(file, 'ioDocs')} />
    </ServicesContext.Provider>,
  );
}

const consoleRegion = () => screen.findByRole('region', { name: 'API console' }, { timeout: 10_000 });

async function openMethod(region: HTMLElement, name: RegExp) {
  const toggle = within(region).getByRole('button', { name });
  await userEvent.setup().click(toggle);
  return document.getElementById(toggle.getAttribute('aria-controls')!)!;
}

const TOKEN = 'f3a9c2d4e5b6a7980112233445566778';

describe('interactive docs console', () => {
  it("lists the API's methods; the key picker shows application · …last 4, never a secret", async () => {
    show('ioDocs.html', null);
    const region = await consoleRegion();
    expect(within(region).getByRole('heading', { level: 2, name: 'Weather API' })).toBeTruthy();
    expect(within(region).getByText('Forecasts and alerts for 200,000 cities.')).toBeTruthy();
    const get = within(region).getByRole('button', { name: /GET\s*Daily forecast/ });
    expect(get.getAttribute('aria-expanded')).toBe('false');
    const creds = within(region).getByRole('group', { name: 'Credentials' });
    const picker = within(creds).getByRole('combobox', { name: 'Key' }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['Storm Tracker · …2222', 'Forecast Widget · …4444']);
    expect(document.body.innerHTML).not.toContain('sEcr3t');
  });

  it('sends to /io-docs/call-api with the token header and the documented fields; shows the envelope and masked samples', async () => {
    const { s, request } = services(async () => json(ENVELOPE));
    show('ioDocs.html', s);
    const region = await consoleRegion();
    const user = userEvent.setup();
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Key' }), 'k3y0000cccc3333dddd4444');
    const panel = await openMethod(region, /GET\s*Daily forecast/);
    const city = within(panel).getByRole('textbox', { name: /city/ }) as HTMLInputElement;
    expect(city.value).toBe('Oslo');
    await user.clear(city);
    await user.type(city, 'Bergen');
    await user.selectOptions(within(panel).getByRole('combobox', { name: /days/ }), '7');
    // the sample follows the inputs; the key is masked on screen
    const sample = within(panel).getByRole('group', { name: 'Code samples: curl' });
    expect(sample.textContent).toContain('city=Bergen&days=7');
    // the mask reads as a mask, never URL-encoded (issue 34 item 3); the long line wraps, never clipped
    expect(sample.textContent).toContain('api_key=••••4444');
    expect(sample.textContent).not.toContain('%E2%80%A2');
    expect(sample.closest('pre')?.className ?? sample.querySelector('pre')?.className).toMatch(/Wrap/i);
    // before any call the host is unknown: a visible placeholder, and the sample says what to fill in
    expect(sample.textContent).toContain("'https://<your-api-host>/forecast/daily?");
    expect(sample.textContent).not.toContain('API_HOST');
    expect(sample.textContent?.split('\n')[0]).toBe(
      "# Replace <your-api-host> with the API's host; the samples fill it in after your first call.",
    );
    expect(sample.textContent).not.toContain('k3y0000cccc');
    await user.click(within(panel).getByRole('button', { name: 'Try it' }));

    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const [url, init] = request.mock.calls[0]!;
    expect(url).toBe('/io-docs/call-api');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Ajax-Synchronization-Token')).toBe(TOKEN);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect([...new URLSearchParams(String(init?.body))]).toEqual([
      ['httpMethod', 'GET'],
      ['methodUri', '/forecast/daily'],
      ['params[city]', 'Bergen'],
      ['params[days]', '7'],
      ['params[format]', 'json'],
      ['apiId', '712'],
      ['apiKey', 'k3y0000cccc3333dddd4444'],
      ['apiSecret', 'sEcr3t0002'],
      ['basicAuthName', ''],
      ['basicAuthPass', ''],
      ['soapBasicAuthName', ''],
      ['soapBasicAuthPass', ''],
      ['soapWssUserNameTokenAuthName', ''],
      ['soapWssBinarySecurityTokenAuthToken', ''],
    ]);

    expect(await within(panel).findByText('Status: 200 OK')).toBeTruthy();
    expect(within(panel).getByText('200 OK')).toBeTruthy();
    // the request URL masks the key like the samples do; Show key reveals it
    const full = 'https://api.acme.example/v1/forecast/daily?city=Bergen&days=7&format=json&api_key=k3y0000aaaa1111bbbb2222';
    expect(within(panel).queryByText(full)).toBeNull();
    expect(within(panel).getByText(full.replace('k3y0000aaaa1111bbbb2222', '••••2222'))).toBeTruthy();
    expect(panel.textContent).not.toContain('k3y0000aaaa1111bbbb2222');
    expect(within(panel).getByRole('button', { name: 'Copy request URL' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Show key' }));
    expect(within(panel).getByText(full)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Hide key' }));
    expect(within(panel).queryByText(full)).toBeNull();
    const body = within(panel).getByRole('group', { name: 'Response body' });
    expect(body.textContent).toBe(
      '{\n  "city": "Bergen",\n  "days": [\n    {\n      "date": "2026-03-14",\n      "high": 7\n    }\n  ]\n}',
    );
    expect(body.closest('[data-language]')?.getAttribute('data-language')).toBe('json');
    expect(within(panel).getByRole('group', { name: 'Response headers' }).textContent).toContain('X-RateLimit-Remaining: 4999');
    expect(within(panel).getByRole('group', { name: 'Request headers' }).textContent).toBe('X-Mashery-Io-Docs: true');
    // the sample now uses the API's own address, learned from requestUri
    expect(within(panel).getByRole('group', { name: 'Code samples: curl' }).textContent).toContain(
      "'https://api.acme.example/v1/forecast/daily?",
    );
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');

    await user.click(within(panel).getByRole('button', { name: 'Clear response' }));
    expect(within(panel).queryByRole('group', { name: 'Response body' })).toBeNull();
  });

  it('a request-body schema: the fields table, the editor seeded from the default, requestBodyJson; invalid JSON is blocked', async () => {
    const { s, request } = services(async () =>
      json(
        JSON.stringify({
          requestUri: 'https://api.acme.example/v1/alerts/subscriptions',
          status: { code: 201, text: 'Created' },
          responseHeaders: { 'Content-Type': 'application/xml' },
          responseBody: '<ok/>',
        }),
      ),
    );
    show('ioDocs.html', s);
    const region = await consoleRegion();
    const user = userEvent.setup();
    const panel = await openMethod(region, /POST\s*Subscribe to alerts/);
    const schema = within(panel).getByRole('table', { name: 'Request body fields' });
    expect(
      within(schema)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['severitystringRequiredlow, high', 'hookstringOptional']);
    const editor = within(panel).getByRole('textbox', { name: 'Request body' }) as HTMLTextAreaElement;
    expect(editor.value).toBe('{\n  "severity": "high"\n}');

    // required values are checked before sending (issue 34 item 3): the empty required city is marked
    // invalid with a message, the focus goes to it, nothing is sent
    const city = within(panel).getByRole('textbox', { name: /city/ }) as HTMLInputElement;
    expect(city.value).toBe('');
    await user.click(within(panel).getByRole('button', { name: 'Try it' }));
    expect(request).not.toHaveBeenCalled();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(city.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('city is required.');
    expect(document.activeElement).toBe(city);
    expect(within(panel).getByRole('alert').textContent).toBe('city is required.');
    // a required body field left out is named on the body editor
    await user.clear(editor);
    await user.type(editor, '{{"hook":"x"}');
    await user.type(city, 'Oslo');
    expect(city.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Try it' }));
    expect(request).not.toHaveBeenCalled();
    expect(within(panel).getByRole('alert').textContent).toBe('The request body needs a value for "severity".');
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(editor);

    await user.clear(editor);
    await user.type(editor, '{{"severity": ');
    await user.click(within(panel).getByRole('button', { name: 'Try it' }));
    expect(request).not.toHaveBeenCalled();
    expect(within(panel).getByRole('alert').textContent).toMatch(/^The request body is not valid JSON: /);
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(editor);

    await user.clear(editor);
    await user.type(editor, '{{"severity":"low"}');
    await user.click(within(panel).getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const sent = [...new URLSearchParams(String(request.mock.calls[0]![1]?.body))];
    expect(sent.at(-1)).toEqual(['requestBodyJson', '{"severity":"low"}']);
    expect(sent.map(([k]) => k)).not.toContain('requestBody');
    expect(await within(panel).findByText('Status: 201 Created')).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Response body' }).textContent).toBe('<ok/>');
  });

  it('proxy failures (any non-2xx, plain text), errorMessage and API error statuses are alerts', async () => {
    let next: () => Response = () => new Response('Invalid or missing synchronization token.', { status: 403 });
    const { s } = services(async () => next());
    show('ioDocs.html', s);
    const region = await consoleRegion();
    const user = userEvent.setup();
    const panel = await openMethod(region, /GET\s*Daily forecast/);
    const tryIt = within(panel).getByRole('button', { name: 'Try it' });
    const alert = within(panel).getByRole('alert');
    await user.click(tryIt);
    await waitFor(() => expect(alert.textContent).toBe('The call failed (403).Invalid or missing synchronization token.'));

    next = () => new Response('', { status: 419 });
    await user.click(tryIt);
    await waitFor(() => expect(alert.textContent).toBe('The call failed (419).The request could not be sent.'));

    next = () => json(JSON.stringify({ requestUri: 'x', status: { code: 0, text: '' }, errorMessage: 'Connection timed out' }));
    await user.click(tryIt);
    await waitFor(() => expect(alert.textContent).toBe('Connection timed out'));

    next = () =>
      json(
        JSON.stringify({
          status: { code: 403, text: 'Forbidden' },
          responseHeaders: { 'Content-Type': 'text/xml' },
          responseBody: '<h1>Developer Inactive</h1>',
        }),
      );
    await user.click(tryIt);
    await waitFor(() => expect(alert.textContent).toBe('The API answered with an error: 403 Forbidden'));
    expect(within(panel).getByRole('group', { name: 'Response body' }).textContent).toBe('<h1>Developer Inactive</h1>');
  });

  it('a failing request says so; without the runtime, the console says requests cannot be sent here', async () => {
    const { s } = services(async () => {
      throw new TypeError('network');
    });
    show('ioDocs.html', s);
    let region = await consoleRegion();
    const user = userEvent.setup();
    let panel = await openMethod(region, /GET\s*Daily forecast/);
    await user.click(within(panel).getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(within(panel).getByRole('alert').textContent).toBe('The request could not be sent.'));

    document.body.innerHTML = '';
    show('ioDocs.html', null);
    region = await consoleRegion();
    panel = await openMethod(region, /GET\s*Daily forecast/);
    await user.click(within(panel).getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(within(panel).getByRole('alert').textContent).toBe('Requests cannot be sent from this preview.'));
  });

  it('the sample language is remembered through the preference service', async () => {
    const saved = new Map<string, string>([['iodocs.sampleLanguage', 'python']]);
    const preference = { get: (n: string) => saved.get(n) ?? null, set: vi.fn((n: string, v: string) => void saved.set(n, v)) };
    const { s } = services(async () => json(ENVELOPE), { preference });
    show('ioDocs.html', s);
    const region = await consoleRegion();
    const panel = await openMethod(region, /GET\s*Daily forecast/);
    expect(within(panel).getByRole('button', { name: 'Python' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(panel).getByRole('group', { name: 'Code samples: Python' }).textContent).toContain('import requests');
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'JavaScript' }));
    expect(preference.set).toHaveBeenCalledWith('iodocs.sampleLanguage', 'javascript');
    expect(within(panel).getByRole('group', { name: 'Code samples: JavaScript' }).textContent).toContain('await fetch(');
  });

  it('the picked API comes from and goes to the page URL (pageQuery)', async () => {
    const set = vi.fn();
    const { s } = services(async () => json(ENVELOPE), { pageQuery: { get: () => '713', set } });
    show('ioDocs.multi.html', s);
    const region = await consoleRegion();
    expect(within(region).getByRole('heading', { level: 2, name: 'Maps API' })).toBeTruthy();
    // Maps: no keys, basic auth asked for
    const creds = within(region).getByRole('group', { name: 'Credentials' });
    expect(within(creds).getByRole('textbox', { name: 'Key' })).toBeTruthy();
    expect(within(creds).getByLabelText('Basic auth password').getAttribute('type')).toBe('password');
    await userEvent.setup().selectOptions(within(region).getByRole('combobox', { name: 'API' }), 'Alerts API (beta)');
    await waitFor(() => expect(set).toHaveBeenLastCalledWith('apiId', '714'));
    // OAuth 2: flows and the access token field
    expect(within(region).getByRole('combobox', { name: 'OAuth 2 flow' })).toBeTruthy();
    expect(within(region).getByLabelText('Access token').getAttribute('type')).toBe('password');
  });

  it('explorer layout (issue 35 item 3): a filterable method list beside the methods; the chosen method in the URL', async () => {
    const query = new Map<string, string>([['method', 'post-alerts-subscriptions']]);
    const pageQuery = { get: (n: string) => query.get(n) ?? null, set: vi.fn((n: string, v: string) => void query.set(n, v)) };
    const { s } = services(async () => json(ENVELOPE), { pageQuery });
    show('ioDocs.html', s);
    const region = await consoleRegion();
    const user = userEvent.setup();
    // the method named in the URL is open (a reload or a shared link shows it)
    const subscribe = within(region).getByRole('button', { name: /POST\s*Subscribe to alerts/ });
    expect(subscribe.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(region)
        .getByRole('button', { name: /GET\s*Daily forecast/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    // the sidebar: one link per method, the chosen one current; picking one opens it, focuses it, names it in the URL
    const nav = within(region).getByRole('navigation', { name: 'Methods' });
    expect(
      within(nav)
        .getByRole('link', { name: /Subscribe to alerts/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    await user.click(within(nav).getByRole('link', { name: /Daily forecast/ }));
    const daily = within(region).getByRole('button', { name: /GET\s*Daily forecast/ });
    expect(daily.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(daily);
    expect(pageQuery.set).toHaveBeenLastCalledWith('method', 'get-forecast-daily');
    expect(
      within(nav)
        .getByRole('link', { name: /Daily forecast/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    // the answer column waits beside the form; the samples follow
    const panel = document.getElementById(daily.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Try it to see the response here.')).toBeTruthy();
    // the filter narrows the list and the methods; nothing matching is said
    const filter = within(nav).getByRole('searchbox', { name: 'Filter methods' });
    await user.type(filter, 'alerts');
    expect(within(nav).queryByRole('link', { name: /Daily forecast/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /Subscribe to alerts/ })).toBeTruthy();
    expect(daily.closest('li')!.hidden).toBe(true);
    await user.clear(filter);
    await user.type(filter, 'zzz');
    expect(within(nav).getByRole('status').textContent).toBe('No method matches "zzz".');
  });

  it('several APIs: a picker switches the endpoint list; Expand all / Collapse all', async () => {
    show('ioDocs.multi.html', null);
    const region = await consoleRegion();
    const user = userEvent.setup();
    expect(within(region).getByRole('heading', { level: 2, name: 'Weather API' })).toBeTruthy();
    await user.selectOptions(within(region).getByRole('combobox', { name: 'API' }), 'Alerts API (beta)');
    expect(within(region).getByRole('heading', { level: 2, name: 'Alerts API (beta)' })).toBeTruthy();
    const toggles = within(region).getAllByRole('button', { expanded: false });
    expect(toggles.map((t) => t.textContent)).toEqual([expect.stringMatching(/^DELETE/), expect.stringMatching(/^PATCH/)]);
    await user.click(within(region).getByRole('button', { name: 'Expand all' }));
    expect(within(region).getAllByRole('button', { expanded: true })).toHaveLength(2);
    await user.click(within(region).getByRole('button', { name: 'Collapse all' }));
    expect(within(region).queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
