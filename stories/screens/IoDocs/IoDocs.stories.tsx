import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IoDocs } from '../../../src/screens/IoDocs/IoDocs.tsx';
import { consoleServices, contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/IoDocs',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "Interactive docs (`/io-docs`): heading, intro and a console built from the page's endpoint data and schemas " +
          '(APIs → endpoints → methods, method colours from the theme), with per-API credentials from `#api<ID>` and code ' +
          'samples beside each method. "Try it" speaks the portal\'s I/O Docs protocol (docs/io-docs.md): POST /io-docs/call-api ' +
          "with the synchronization token header through the runtime's request service; the answer envelope is shown " +
          'highlighted, failures in a live region. The console is a lazy chunk loaded only on this page. In these stories the ' +
          'request service is a stand-in that answers like the I/O Docs proxy.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

const TOKEN = 'f3a9c2d4e5b6a7980112233445566778';

/**
 * The proxy's answer envelope (docs/io-docs.md › The answer) for a forecast call, built from what the console sent.
 */
function forecastAnswer(fields: URLSearchParams) {
  const city = fields.get('params[city]') ?? '';
  const days = Number(fields.get('params[days]') ?? '3');
  const envelope = {
    requestUri: `https://api.acme.example/v1/forecast/daily?city=${encodeURIComponent(city)}&days=${days}&format=json&api_key=${fields.get('apiKey') ?? ''}`,
    requestHeaders: { 'X-Mashery-Io-Docs': 'true' },
    requestCookies: [],
    requestBody: '',
    status: { code: 200, text: 'OK' },
    responseHeaders: { 'Content-Type': 'application/json; charset=utf-8', 'X-RateLimit-Remaining': '4999' },
    responseCookies: [],
    responseBody: JSON.stringify({
      city,
      days: Array.from({ length: days }, (_, i) => ({ date: `2026-03-${14 + i}`, high: 5 + i, rain: i % 2 === 0 })),
    }),
    errorMessage: '',
  };
  return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const consoleRegion = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'API console' }, { timeout: 8000 });
/** What the panel's live regions say (the answer's status; copy buttons have live regions too). */
const announced = (panel: ReturnType<typeof within>) =>
  panel.queryAllByRole('status').map((s: HTMLElement) => s.textContent ?? '');
const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;

export const Default: Story = {
  name: 'One API: key picker, endpoints and methods (closed)',
  render: contentStory(IoDocs, 'ioDocs.html'),
  play: async ({ canvasElement }) => {
    const region = within(await consoleRegion(canvasElement));
    await expect(region.getByRole('heading', { level: 2, name: 'Weather API' })).toBeVisible();
    // the key picker: application · …last 4, never the secret
    const picker = region.getByRole('combobox', { name: 'Key' }) as HTMLSelectElement;
    await expect([...picker.options].map((o) => o.textContent)).toEqual(['Storm Tracker · …2222', 'Forecast Widget · …4444']);
    await expect(canvasElement.innerHTML).not.toContain('sEcr3t');
    const get = region.getByRole('button', { name: /GET\s*Daily forecast/ });
    await expect(get).toHaveAttribute('aria-expanded', 'false');
    // the method colour comes from the theme's method tokens
    const badge = within(get).getByText('GET');
    await expect(getComputedStyle(badge).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(badge).backgroundColor).not.toBe(
      getComputedStyle(within(region.getByRole('button', { name: /POST/ })).getByText('POST')).backgroundColor,
    );
  },
};

const tryIt = consoleServices(forecastAnswer);
export const TryIt: Story = {
  name: 'Try it: POST /io-docs/call-api with the token (mocked) and the highlighted envelope',
  render: contentStory(IoDocs, 'ioDocs.html', {}, tryIt),
  play: async ({ canvasElement, step }) => {
    tryIt.requests.length = 0;
    const region = within(await consoleRegion(canvasElement));
    const toggle = region.getByRole('button', { name: /GET\s*Daily forecast/ });
    await step('credentials and parameters', async () => {
      await userEvent.selectOptions(region.getByRole('combobox', { name: 'Key' }), 'k3y0000cccc3333dddd4444');
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = within(panelOf(toggle));
      const city = panel.getByRole('textbox', { name: /city/ });
      await expect(city).toHaveValue('Oslo');
      await userEvent.clear(city);
      await userEvent.type(city, 'Bergen');
      await userEvent.selectOptions(panel.getByRole('combobox', { name: /days/ }), '7');
    });
    await step('the code sample follows the inputs, the key masked', async () => {
      const sample = within(panelOf(toggle)).getByRole('group', { name: 'Code samples: curl' });
      await expect(sample).toHaveTextContent('city=Bergen&days=7');
      await expect(sample.textContent).not.toContain('k3y0000cccc');
    });
    await step('Try it posts the protocol fields with the token header', async () => {
      const panel = within(panelOf(toggle));
      await userEvent.click(panel.getByRole('button', { name: 'Try it' }));
      await waitFor(() => expect(tryIt.requests).toHaveLength(1));
      const [sent] = tryIt.requests;
      await expect(sent!.url).toBe('/io-docs/call-api');
      await expect(sent!.method).toBe('POST');
      await expect(sent!.token).toBe(TOKEN);
      await expect(sent!.contentType).toBe('application/x-www-form-urlencoded; charset=UTF-8');
      await expect(sent!.fields.slice(0, 8)).toEqual([
        ['httpMethod', 'GET'],
        ['methodUri', '/forecast/daily'],
        ['params[city]', 'Bergen'],
        ['params[days]', '7'],
        ['params[format]', 'json'],
        ['apiId', '712'],
        ['apiKey', 'k3y0000cccc3333dddd4444'],
        ['apiSecret', 'sEcr3t0002'],
      ]);
    });
    await step('the envelope: status line, request URI, headers and the body, highlighted as JSON', async () => {
      const panel = within(panelOf(toggle));
      await waitFor(() => expect(announced(panel)).toContain('Status: 200 OK'), { timeout: 5000 });
      await expect(panel.getByText('200 OK', { selector: 'dd *, dd' })).toBeVisible();
      await expect(panel.getByText(/^https:\/\/api\.acme\.example\/v1\/forecast\/daily\?city=Bergen&days=7/)).toBeVisible();
      const body = panel.getByRole('group', { name: 'Response body' });
      await expect(body).toHaveTextContent('"city": "Bergen"');
      await waitFor(() => expect(body.querySelector('[class*="hljs-"]')).not.toBeNull(), { timeout: 8000 });
      await expect(panel.getByRole('group', { name: 'Response headers' })).toHaveTextContent('X-RateLimit-Remaining: 4999');
    });
    await step('Clear removes the answer; closing keeps what was typed', async () => {
      const panel = within(panelOf(toggle));
      await userEvent.click(panel.getByRole('button', { name: 'Clear response' }));
      await expect(panel.queryByRole('group', { name: 'Response body' })).toBeNull();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      await expect(within(panelOf(toggle)).getByRole('textbox', { name: /city/ })).toHaveValue('Bergen');
    });
  },
};

export const CodeSamples: Story = {
  name: 'Code samples: curl, JavaScript (fetch), Python (requests)',
  render: contentStory(IoDocs, 'ioDocs.html', {}, consoleServices(forecastAnswer)),
  play: async ({ canvasElement }) => {
    const region = within(await consoleRegion(canvasElement));
    const toggle = region.getByRole('button', { name: /GET\s*Daily forecast/ });
    await userEvent.click(toggle);
    const panel = within(panelOf(toggle));
    await userEvent.click(panel.getByRole('button', { name: 'JavaScript' }));
    await expect(panel.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('group', { name: 'Code samples: JavaScript' })).toHaveTextContent('await fetch(');
    await userEvent.click(panel.getByRole('button', { name: 'Python' }));
    await expect(panel.getByRole('group', { name: 'Code samples: Python' })).toHaveTextContent('import requests');
    await expect(panel.getByText('Your key is masked here; Copy sample copies it in full.')).toBeVisible();
  },
};

const bodyRequest = consoleServices(
  () =>
    new Response(
      JSON.stringify({
        requestUri: 'https://api.acme.example/v1/alerts/subscriptions?city=Oslo',
        requestHeaders: { 'Content-Type': 'application/json' },
        requestBody: '{"severity":"high"}',
        status: { code: 201, text: 'Created' },
        responseHeaders: { 'Content-Type': 'application/xml' },
        responseBody: '<subscription id="77"><severity>high</severity></subscription>',
        errorMessage: '',
      }),
      { status: 200 },
    ),
);
export const RequestBody: Story = {
  name: 'A request-body schema: fields, editor, invalid JSON blocked, XML answer',
  render: contentStory(IoDocs, 'ioDocs.html', {}, bodyRequest),
  play: async ({ canvasElement }) => {
    bodyRequest.requests.length = 0;
    const region = within(await consoleRegion(canvasElement));
    const toggle = region.getByRole('button', { name: /POST\s*Subscribe to alerts/ });
    await userEvent.click(toggle);
    const panel = within(panelOf(toggle));
    const schema = panel.getByRole('table', { name: 'Request body fields' });
    await expect(within(schema).getByRole('rowheader', { name: 'severity' })).toBeVisible();
    const editor = panel.getByRole('textbox', { name: 'Request body' });
    await expect(editor).toHaveValue('{\n  "severity": "high"\n}');
    await userEvent.type(panel.getByRole('textbox', { name: /city/ }), 'Oslo');
    await userEvent.clear(editor);
    await userEvent.type(editor, '{{"severity": ');
    await userEvent.click(panel.getByRole('button', { name: 'Try it' }));
    await expect(panel.getByRole('alert')).toHaveTextContent('The request body is not valid JSON');
    await expect(bodyRequest.requests).toHaveLength(0);
    await userEvent.clear(editor);
    await userEvent.type(editor, '{{"severity":"high"}');
    await userEvent.click(panel.getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(announced(panel)).toContain('Status: 201 Created'), { timeout: 5000 });
    await expect(bodyRequest.requests[0]!.fields).toContainEqual(['requestBodyJson', '{"severity":"high"}']);
    const body = panel.getByRole('group', { name: 'Response body' });
    await expect(body.closest('[data-language]')).toHaveAttribute('data-language', 'xml');
    await waitFor(() => expect(body.querySelector('[class*="hljs-"]')).not.toBeNull(), { timeout: 8000 });
  },
};

/**
 * render + play of a story where every call gets `answer`, showing the alert it produces and — when `why`
 * is given — the explanation of the failure beside the raw answer (issue 35 item 6).
 */
function alertCase(
  answer: () => Response | Promise<Response>,
  text: string,
  why?: { reason: string; says: string },
): Required<Pick<Story, 'render' | 'play'>> {
  const services = consoleServices(answer);
  return {
    render: contentStory(IoDocs, 'ioDocs.html', {}, services),
    play: async ({ canvasElement }) => {
      const region = within(await consoleRegion(canvasElement));
      const toggle = region.getByRole('button', { name: /GET\s*Daily forecast/ });
      await userEvent.click(toggle);
      await userEvent.click(within(panelOf(toggle)).getByRole('button', { name: 'Try it' }));
      await waitFor(() => expect(within(panelOf(toggle)).getByRole('alert')).toHaveTextContent(text), { timeout: 5000 });
      if (why) {
        // the explanation loads on demand (the `later` file): wait until it is there (a null would end the wait)
        const box = await waitFor(
          () => {
            const found = panelOf(toggle).querySelector<HTMLElement>(`[data-iodocs-why="${why.reason}"]`);
            if (!found) throw new Error(`no explanation "${why.reason}" yet`);
            return found;
          },
          { timeout: 8000 },
        );
        await expect(box).toHaveTextContent(why.says);
      }
    },
  };
}

/** A gateway answer inside the proxy's envelope (mashery-errors.md): status, message body, headers. */
function gatewayAnswer(code: number, text: string, body: string, headers: Record<string, string> = {}) {
  return () =>
    new Response(
      JSON.stringify({
        requestUri: 'https://api.acme.example/v1/forecast/daily?city=Oslo',
        status: { code, text },
        responseHeaders: { 'Content-Type': 'text/xml', ...headers },
        responseBody: body,
        errorMessage: '',
      }),
    );
}

/** One story per explained failure: the gateway's answer, and what the explanation must say. */
function whyStory(name: string, answer: () => Response | Promise<Response>, alert: string, reason: string, says: string): Story {
  const c = alertCase(answer, alert, { reason, says });
  return { name, render: c.render, play: c.play };
}

export const WhyInactive = whyStory(
  'Why it failed: Developer Inactive (key not approved, disabled or account unverified)',
  gatewayAnswer(403, 'Forbidden', '<h1>Developer Inactive</h1>', { 'X-Mashery-Error-Code': 'ERR_403_DEVELOPER_INACTIVE' }),
  'The API answered with an error: 403 Forbidden',
  'inactive',
  'Check your e-mail for the verification link',
);
export const WhyNotAuthorized = whyStory(
  'Why it failed: Not Authorized (wrong key or signature, or another plan)',
  gatewayAnswer(403, 'Forbidden', '<h1>Not Authorized</h1>', { 'X-Mashery-Error-Code': 'ERR_403_NOT_AUTHORIZED' }),
  'The API answered with an error: 403 Forbidden',
  'notAuthorized',
  'Pick a key issued for a plan that includes Weather API',
);
export const WhyOverQps = whyStory(
  'Why it failed: Account Over Queries Per Second Limit',
  gatewayAnswer(403, 'Forbidden', '<h1>Account Over Queries Per Second Limit</h1>', {
    'X-Mashery-Error-Code': 'ERR_403_DEVELOPER_OVER_QPS',
  }),
  'The API answered with an error: 403 Forbidden',
  'overQps',
  'You can retry in 1 s.',
);
export const WhyOverRate = whyStory(
  'Why it failed: over the rate limit (429 with Retry-After)',
  gatewayAnswer(429, 'Too Many Requests', '<h1>Account Over Rate Limit</h1>', { 'Retry-After': '3600' }),
  'The API answered with an error: 429 Too Many Requests',
  'overRate',
  'You can retry in 3600 s.',
);
export const WhyServiceBusy = whyStory(
  'Why it failed: Rate Limit Exceeded (the service, not the key)',
  gatewayAnswer(403, 'Forbidden', '<h1>Rate Limit Exceeded</h1>'),
  'The API answered with an error: 403 Forbidden',
  'serviceBusy',
  "This is not your key's limit.",
);
export const WhyServiceNotFound = whyStory(
  'Why it failed: 596 Service Not Found',
  gatewayAnswer(596, 'Service Not Found', '<h1>596 Service Not Found</h1>'),
  'The API answered with an error: 596 Service Not Found',
  'serviceNotFound',
  'The gateway does not know this endpoint',
);
export const WhyOAuth = whyStory(
  'Why it failed: 401 from an OAuth 2 API (no or expired token)',
  gatewayAnswer(401, 'Unauthorized', '{"error":"invalid_token"}', {
    'WWW-Authenticate': 'Bearer',
    'Content-Type': 'application/json',
  }),
  'The API answered with an error: 401 Unauthorized',
  'oauth',
  'valid OAuth 2 access token',
);
export const WhyOAuthClient = whyStory(
  "Why it failed: OAuth client not known or not authorized (the application's OAuth set-up)",
  gatewayAnswer(
    401,
    'Unauthorized',
    '{"error":"invalid_client","error_description":"The client application is not known or is not authorized"}',
    { 'Content-Type': 'application/json' },
  ),
  'The API answered with an error: 401 Unauthorized',
  'oauthClient',
  'redirect address is not registered',
);
export const WhyBasicAuth = whyStory(
  'Why it failed: 401 asking for basic auth',
  gatewayAnswer(401, 'Unauthorized', '{"error":"Basic authentication required"}', { 'WWW-Authenticate': 'Basic realm="maps"' }),
  'The API answered with an error: 401 Unauthorized',
  'basicAuth',
  'basic-auth user name and password',
);
export const WhyServerError = whyStory(
  'Why it failed: the API failed on its side (502)',
  gatewayAnswer(502, 'Bad Gateway', ''),
  'The API answered with an error: 502 Bad Gateway',
  'serverError',
  'The API failed on its side (502).',
);
export const WhyApiError = whyStory(
  'Why it failed: another API error (400)',
  gatewayAnswer(400, 'Bad Request', '{"error":"days must be 3, 7 or 14"}', { 'Content-Type': 'application/json' }),
  'The API answered with an error: 400 Bad Request',
  'apiError',
  'The API refused the request (400).',
);

const proxyRefusedCase = alertCase(
  () => new Response('Invalid or missing synchronization token.', { status: 403 }),
  'The call failed (403).Invalid or missing synchronization token.',
  { reason: 'proxyRefused', says: 'Your session may have expired' },
);
export const ProxyRefused: Story = {
  name: 'The proxy refuses the call (no token: 403, plain text)',
  render: proxyRefusedCase.render,
  play: proxyRefusedCase.play,
};

const proxyErrorCase = alertCase(
  () =>
    new Response(
      JSON.stringify({ requestUri: '', status: { code: 0, text: '' }, errorMessage: 'Could not connect to the API host.' }),
    ),
  'Could not connect to the API host.',
  { reason: 'unreachable', says: 'The portal could not reach the API.' },
);
export const ProxyError: Story = {
  name: 'A proxy-side error (errorMessage)',
  render: proxyErrorCase.render,
  play: proxyErrorCase.play,
};

const apiErrorCase = alertCase(
  () =>
    new Response(
      JSON.stringify({
        requestUri: 'https://api.acme.example/v1/forecast/daily?city=Oslo',
        status: { code: 403, text: 'Forbidden' },
        responseHeaders: { 'Content-Type': 'text/xml' },
        responseBody: '<h1>Developer Inactive</h1>',
        errorMessage: '',
      }),
    ),
  'The API answered with an error: 403 Forbidden',
  { reason: 'inactive', says: 'The gateway says your key is inactive' },
);
export const ApiError: Story = {
  name: 'An API error status (403 Developer Inactive)',
  render: apiErrorCase.render,
  play: apiErrorCase.play,
};

const requestFailedCase = alertCase(() => Promise.reject(new TypeError('Failed to fetch')), 'The request could not be sent.', {
  reason: 'network',
  says: 'cross-origin (CORS)',
});
export const RequestFailed: Story = {
  name: 'The request could not be sent',
  render: requestFailedCase.render,
  play: requestFailedCase.play,
};

export const ExplorerLayout: Story = {
  name: 'Explorer layout: the filterable method list beside the methods; form and answer side by side',
  render: contentStory(
    IoDocs,
    'ioDocs.html',
    {},
    consoleServices(async () => new Response('{}')),
  ),
  play: async ({ canvasElement }) => {
    const region = within(await consoleRegion(canvasElement));
    const nav = within(region.getByRole('navigation', { name: 'Methods' }));
    await userEvent.click(nav.getByRole('link', { name: /Subscribe to alerts/ }));
    const toggle = region.getByRole('button', { name: /POST\s*Subscribe to alerts/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveFocus();
    await expect(nav.getByRole('link', { name: /Subscribe to alerts/ })).toHaveAttribute('aria-current', 'true');
    await expect(within(panelOf(toggle)).getByText('Try it to see the response here.')).toBeVisible();
    // the filter matches a method's verb, name, path or its endpoint's name ("Forecast" would keep both)
    await userEvent.type(nav.getByRole('searchbox', { name: 'Filter methods' }), 'daily');
    await expect(nav.queryByRole('link', { name: /Subscribe to alerts/ })).toBeNull();
    await expect(nav.getByRole('link', { name: /Daily forecast/ })).toBeVisible();
  },
};

export const SeveralApis: Story = {
  name: 'Three APIs: the picker, basic auth, OAuth 2 flows, Expand all',
  render: contentStory(IoDocs, 'ioDocs.multi.html'),
  play: async ({ canvasElement }) => {
    const region = within(await consoleRegion(canvasElement));
    await userEvent.selectOptions(region.getByRole('combobox', { name: 'API' }), 'Maps API');
    await expect(region.getByRole('heading', { level: 2, name: 'Maps API' })).toBeVisible();
    await expect(region.getByLabelText('Basic auth password')).toHaveAttribute('type', 'password');
    await userEvent.click(region.getByRole('button', { name: 'Expand all' }));
    await expect(region.getByRole('button', { name: /GET\s*/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(region.getByRole('combobox', { name: 'API' }), 'Alerts API (beta)');
    await expect(region.getByRole('combobox', { name: 'OAuth 2 flow' })).toHaveValue('client_cred');
    await expect(region.getByLabelText('Access token')).toHaveAttribute('type', 'password');
  },
};
