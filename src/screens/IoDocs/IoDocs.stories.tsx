import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IoDocs } from './IoDocs.tsx';
import { consoleServices, contentStory } from '../../../.storybook/support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/IoDocs',
  parameters: {
    docs: {
      description: {
        component:
          "Interactive docs (`/io-docs`): heading, intro and a console built from the page's endpoint data and schemas " +
          '(APIs → endpoints → methods, method colours from the theme). "Try it" posts the method\'s request to the server\'s own ' +
          "form action through the runtime's request service; the answer is shown highlighted. The console is a lazy chunk loaded " +
          'only on this page. In these stories the request service is a stand-in that answers like the I/O Docs proxy.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

/** The legacy proxy's answer envelope for a forecast call, built from what the console sent. */
function forecastAnswer(fields: URLSearchParams) {
  const city = fields.get('params[city]') ?? '';
  const days = Number(fields.get('params[days]') ?? '3');
  const envelope = {
    call: `https://api.acme.example/forecast/daily?city=${encodeURIComponent(city)}&days=${days}&format=json&api_key=${fields.get('apiKey') ?? ''}`,
    code: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-ratelimit-remaining': '4999' },
    response: JSON.stringify({
      city,
      days: Array.from({ length: days }, (_, i) => ({ date: `2026-03-${14 + i}`, high: 5 + i, rain: i % 2 === 0 })),
    }),
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
  name: 'One API: endpoints and methods (closed)',
  render: contentStory(IoDocs, 'ioDocs.html'),
  play: async ({ canvasElement }) => {
    const region = within(await consoleRegion(canvasElement));
    await expect(region.getByRole('heading', { level: 2, name: 'Weather API' })).toBeVisible();
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
  name: "Try it: a request through the server's form action (mocked) and the highlighted answer",
  render: contentStory(IoDocs, 'ioDocs.html', {}, tryIt),
  play: async ({ canvasElement, step }) => {
    tryIt.requests.length = 0;
    const region = within(await consoleRegion(canvasElement));
    const toggle = region.getByRole('button', { name: /GET\s*Daily forecast/ });
    await step('credentials and parameters', async () => {
      await userEvent.type(region.getByRole('textbox', { name: 'Key' }), 'k3y0000aaaa1111');
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = within(panelOf(toggle));
      const city = panel.getByRole('textbox', { name: /city/ });
      await expect(city).toHaveValue('Oslo');
      await userEvent.clear(city);
      await userEvent.type(city, 'Bergen');
      await userEvent.selectOptions(panel.getByRole('combobox', { name: /days/ }), '7');
    });
    await step("Try it posts exactly the method's fields to the form action", async () => {
      const panel = within(panelOf(toggle));
      await userEvent.click(panel.getByRole('button', { name: 'Try it' }));
      await waitFor(() => expect(tryIt.requests).toHaveLength(1));
      const [sent] = tryIt.requests;
      await expect(sent!.url).toBe('/io-docs');
      await expect(sent!.method).toBe('POST');
      await expect(sent!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
      await expect(sent!.fields).toEqual([
        ['httpMethod', 'GET'],
        ['methodUri', '/forecast/daily'],
        ['params[city]', 'Bergen'],
        ['params[days]', '7'],
        ['params[format]', 'json'],
        ['apiKey', 'k3y0000aaaa1111'],
        ['apiSecret', ''],
        ['apiId', '712'],
      ]);
    });
    await step('the answer: status, call, headers and the body, highlighted as JSON', async () => {
      const panel = within(panelOf(toggle));
      await waitFor(() => expect(announced(panel)).toContain('Status: 200'), { timeout: 5000 });
      await expect(panel.getByText('200', { selector: 'dd *, dd' })).toBeVisible();
      await expect(panel.getByText(/^https:\/\/api\.acme\.example\/forecast\/daily\?city=Bergen&days=7/)).toBeVisible();
      const body = panel.getByRole('group', { name: 'Response body' });
      await expect(body).toHaveTextContent('"city": "Bergen"');
      await waitFor(() => expect(body.querySelector('[class*="hljs-"]')).not.toBeNull(), { timeout: 8000 });
      await expect(panel.getByRole('group', { name: 'Response headers' })).toHaveTextContent('"x-ratelimit-remaining": "4999"');
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

const bodyRequest = consoleServices(
  () =>
    new Response(
      JSON.stringify({
        code: 201,
        headers: { 'content-type': 'application/xml' },
        response: '<subscription id="77"><severity>high</severity></subscription>',
      }),
      { status: 200 },
    ),
);
export const RequestBody: Story = {
  name: 'A method with a request-body schema (fields, editor, XML answer)',
  render: contentStory(IoDocs, 'ioDocs.html', {}, bodyRequest),
  play: async ({ canvasElement }) => {
    bodyRequest.requests.length = 0;
    const region = within(await consoleRegion(canvasElement));
    const toggle = region.getByRole('button', { name: /POST\s*Subscribe to alerts/ });
    await userEvent.click(toggle);
    const panel = within(panelOf(toggle));
    const schema = panel.getByRole('table', { name: 'Request body fields' });
    await expect(within(schema).getByRole('rowheader', { name: 'severity' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Request body' })).toHaveValue('{\n  "severity": "high"\n}');
    await userEvent.type(panel.getByRole('textbox', { name: /city/ }), 'Oslo');
    await userEvent.click(panel.getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(announced(panel)).toContain('Status: 201'), { timeout: 5000 });
    await expect(bodyRequest.requests[0]!.fields).toContainEqual(['requestBody', '{\n  "severity": "high"\n}']);
    const body = panel.getByRole('group', { name: 'Response body' });
    await expect(body.closest('[data-language]')).toHaveAttribute('data-language', 'xml');
    await waitFor(() => expect(body.querySelector('[class*="hljs-"]')).not.toBeNull(), { timeout: 8000 });
  },
};

const failing = consoleServices(() => Promise.reject(new TypeError('Failed to fetch')));
export const RequestFailed: Story = {
  name: 'The request could not be sent',
  render: contentStory(IoDocs, 'ioDocs.html', {}, failing),
  play: async ({ canvasElement }) => {
    const region = within(await consoleRegion(canvasElement));
    const toggle = region.getByRole('button', { name: /GET\s*Daily forecast/ });
    await userEvent.click(toggle);
    await userEvent.click(within(panelOf(toggle)).getByRole('button', { name: 'Try it' }));
    await expect(await within(panelOf(toggle)).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The request could not be sent.',
    );
  },
};

export const SeveralApis: Story = {
  name: 'Three APIs: the picker, Expand all',
  render: contentStory(IoDocs, 'ioDocs.multi.html'),
  play: async ({ canvasElement }) => {
    const region = within(await consoleRegion(canvasElement));
    await userEvent.selectOptions(region.getByRole('combobox', { name: 'API' }), 'Maps API');
    await expect(region.getByRole('heading', { level: 2, name: 'Maps API' })).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Expand all' }));
    await expect(region.getByRole('button', { name: /GET\s*/ })).toHaveAttribute('aria-expanded', 'true');
  },
};
