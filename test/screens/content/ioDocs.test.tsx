// The interactive docs console with stand-in runtime services: methods open as disclosures, parameters
// are edited, "Try it" posts the method's request through the server's form action with the runtime's
// request service, and the answer shows (status, call, headers, highlighted body). Without services the
// console says requests cannot be sent; a failing request says so.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IoDocs } from '../../../src/screens/IoDocs/IoDocs.tsx';
import { ServicesContext, type PortalServices } from '../../../src/screens/services.ts';
import { modelOf } from './fixtures.ts';

const ENVELOPE = JSON.stringify({
  call: 'https://api.acme.example/forecast/daily?city=Bergen&days=7&format=json&api_key=k3y',
  code: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', 'x-ratelimit-remaining': '4999' },
  response: '{"city":"Bergen","days":[{"date":"2026-03-14","high":7}]}',
});

function services(answer: () => Promise<Response>) {
  const request = vi.fn((_url: string, _init?: RequestInit) => answer());
  const s: PortalServices = {
    assets: { loadScript: vi.fn(async () => {}), loadStyle: vi.fn(async () => {}), reloadScript: vi.fn(async () => {}) },
    navigate: vi.fn(),
    signOut: () => true,
    request,
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

describe('interactive docs console', () => {
  it("lists the API's endpoints and methods as closed disclosures with their method badge", async () => {
    show('ioDocs.html', null);
    const region = await consoleRegion();
    expect(within(region).getByRole('heading', { level: 2, name: 'Weather API' })).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 3, name: 'Forecast' })).toBeTruthy();
    const get = within(region).getByRole('button', { name: /GET\s*Daily forecast/ });
    const post = within(region).getByRole('button', { name: /POST\s*Subscribe to alerts/ });
    expect([get.getAttribute('aria-expanded'), post.getAttribute('aria-expanded')]).toEqual(['false', 'false']);
    expect(within(region).getByText('/forecast/daily')).toBeTruthy();
    // credentials from the page
    expect(within(region).getByRole('group', { name: 'Credentials' })).toBeTruthy();
    expect((within(region).getByRole('textbox', { name: 'Key' }) as HTMLInputElement).name).toBe('apiKey');
  });

  it("sends the request through the server's form action and shows the answer", async () => {
    const { s, request } = services(
      async () => new Response(ENVELOPE, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    show('ioDocs.html', s);
    const region = await consoleRegion();
    const user = userEvent.setup();
    await user.type(within(region).getByRole('textbox', { name: 'Key' }), 'k3y');
    const toggle = within(region).getByRole('button', { name: /GET\s*Daily forecast/ });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const city = within(panel).getByRole('textbox', { name: /city/ }) as HTMLInputElement;
    expect(city.value).toBe('Oslo');
    await user.clear(city);
    await user.type(city, 'Bergen');
    await user.selectOptions(within(panel).getByRole('combobox', { name: /days/ }), '7');
    await user.click(within(panel).getByRole('button', { name: 'Try it' }));

    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const [url, init] = request.mock.calls[0]!;
    expect(url).toBe('/io-docs');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect([...new URLSearchParams(String(init?.body))]).toEqual([
      ['httpMethod', 'GET'],
      ['methodUri', '/forecast/daily'],
      ['params[city]', 'Bergen'],
      ['params[days]', '7'],
      ['params[format]', 'json'],
      ['apiKey', 'k3y'],
      ['apiSecret', ''],
      ['apiId', '712'],
    ]);

    expect(await within(panel).findByText('Status: 200')).toBeTruthy();
    expect(
      within(panel).getByText('https://api.acme.example/forecast/daily?city=Bergen&days=7&format=json&api_key=k3y'),
    ).toBeTruthy();
    const body = within(panel).getByRole('group', { name: 'Response body' });
    expect(body.textContent).toBe(
      '{\n  "city": "Bergen",\n  "days": [\n    {\n      "date": "2026-03-14",\n      "high": 7\n    }\n  ]\n}',
    );
    expect(body.closest('[data-language]')?.getAttribute('data-language')).toBe('json');
    expect(within(panel).getByRole('group', { name: 'Response headers' }).textContent).toContain(
      '"x-ratelimit-remaining": "4999"',
    );

    // clear
    await user.click(within(panel).getByRole('button', { name: 'Clear response' }));
    expect(within(panel).queryByRole('group', { name: 'Response body' })).toBeNull();
  });

  it("a method with a request-body schema: the schema's fields and the body editor, sent as requestBody", async () => {
    const { s, request } = services(
      async () => new Response('<ok/>', { status: 201, headers: { 'Content-Type': 'application/xml' } }),
    );
    show('ioDocs.html', s);
    const region = await consoleRegion();
    const user = userEvent.setup();
    const toggle = within(region).getByRole('button', { name: /POST\s*Subscribe to alerts/ });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const schema = within(panel).getByRole('table', { name: 'Request body fields' });
    expect(
      within(schema)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['severitystringRequiredlow, high', 'hookstringOptional']);
    const editor = within(panel).getByRole('textbox', { name: 'Request body' }) as HTMLTextAreaElement;
    expect(editor.value).toBe('{\n  "severity": "high"\n}');
    await user.click(within(panel).getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const sent = new URLSearchParams(String(request.mock.calls[0]![1]?.body));
    expect(sent.get('requestBody')).toBe('{\n  "severity": "high"\n}');
    expect(sent.get('httpMethod')).toBe('POST');
    expect(await within(panel).findByText('Status: 201')).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Response body' }).textContent).toBe('<ok/>');
  });

  it('a failing request says so; without the runtime, the console says requests cannot be sent here', async () => {
    const { s } = services(async () => {
      throw new TypeError('network');
    });
    show('ioDocs.html', s);
    let region = await consoleRegion();
    const user = userEvent.setup();
    let toggle = within(region).getByRole('button', { name: /GET\s*Daily forecast/ });
    await user.click(toggle);
    await user.click(
      within(document.getElementById(toggle.getAttribute('aria-controls')!)!).getByRole('button', { name: 'Try it' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The request could not be sent.');

    document.body.innerHTML = '';
    show('ioDocs.html', null);
    region = await consoleRegion();
    toggle = within(region).getByRole('button', { name: /GET\s*Daily forecast/ });
    await user.click(toggle);
    await user.click(
      within(document.getElementById(toggle.getAttribute('aria-controls')!)!).getByRole('button', { name: 'Try it' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Requests cannot be sent from this preview.');
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
