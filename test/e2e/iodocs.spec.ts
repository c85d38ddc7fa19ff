// The interactive docs console against the simulated portal, which behaves like the portal's own I/O Docs
// proxy (docs/io-docs.md): POST /io-docs/call-api with the synchronization token, the answer envelope, the
// OAuth 2 helpers. Every auth type (key; key + secret + basic auth; high-security secret; OAuth 2 client
// credentials, password, authorization code and implicit — the pop-up returns the result by itself), the API picker (kept across a reload), a body
// schema (invalid JSON blocked), a file parameter (over the limit: a message, nothing sent), a call refused
// without the token, a proxy error (errorMessage) and an API error status.
import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, L, DEMO_PASSWORD, appRoot, expectAccessible, expectType, open, signInFast } from './support/fixtures.ts';

const l = L.ioDocs;
const consoleRegion = (page: Page) => appRoot(page).getByRole('region', { name: l.console });

async function openMethod(page: Page, name: RegExp): Promise<Locator> {
  const toggle = consoleRegion(page).getByRole('button', { name });
  // a method the URL names (?method=…, issue 35 item 3) is open already
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
}

async function pickApi(page: Page, name: string) {
  await consoleRegion(page).getByRole('combobox', { name: l.selectApi }).selectOption({ label: name });
  await expect(consoleRegion(page).getByRole('heading', { level: 2, name })).toBeVisible();
}

const credentials = (page: Page) => consoleRegion(page).getByRole('group', { name: l.credentials });
const tryIt = (panel: Locator) => panel.getByRole('button', { name: l.send });
const alertOf = (panel: Locator) => panel.getByRole('alert');
const callApi = (page: Page) => page.waitForRequest((r) => new URL(r.url()).pathname === '/io-docs/call-api');

test.describe('interactive docs console (I/O Docs protocol)', () => {
  test('key only: the key picker (application · …last 4), the token header, the envelope, masked samples', async ({
    page,
    portal,
  }) => {
    // the worker's browser context is shared by its tests: a host an earlier test's call taught the console
    // (kept per API in localStorage) would name the real host before this test's first call
    await page.addInitScript(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('portalTheme.iodocs.baseUrl.')) localStorage.removeItem(key);
    });
    await signInFast(page, 'jdoe');
    await open(page, '/io-docs');
    await expectType(page, 'ioDocs');
    const keys = portal.store.keysOf('jdoe').filter((k) => ['31', '32'].includes(k.planId));
    const picker = credentials(page).getByRole('combobox', { name: l.key });
    const labels = await picker.locator('option').allTextContents();
    expect(labels).toHaveLength(keys.length);
    for (const k of keys) expect(labels.some((t) => t.endsWith(`· …${k.key.slice(-4)}`))).toBe(true);
    for (const k of keys) await expect(appRoot(page)).not.toContainText(k.secret);

    const panel = await openMethod(page, /GET\s*Daily forecast/);
    const sample = panel.getByRole('group', { name: `${l.samples}: ${l.sampleCurl}` });
    // the mask reads as a mask (never URL-encoded); before the first call the host is a visible
    // placeholder and the sample says what to fill in (issue 34 item 3)
    await expect(sample).toContainText(`api_key=••••${keys[0]!.key.slice(-4)}`);
    await expect(sample).not.toContainText('%E2%80%A2');
    await expect(sample).not.toContainText(keys[0]!.key);
    await expect(sample).toContainText("'https://<your-api-host>/forecast/daily?");
    await expect(sample).toContainText(l.sampleFillIn.replace('{{placeholder}}', l.sampleHostPlaceholder));

    const sent = callApi(page);
    await tryIt(panel).click();
    const request: Request = await sent;
    const token = (await request.allHeaders())['x-ajax-synchronization-token'];
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const fields = [...new URLSearchParams(request.postData() ?? '')].map(([k]) => k);
    expect(fields).toEqual([
      'httpMethod',
      'methodUri',
      'params[city]',
      'params[days]',
      'params[format]',
      'apiId',
      'apiKey',
      'apiSecret',
      'basicAuthName',
      'basicAuthPass',
      'soapBasicAuthName',
      'soapBasicAuthPass',
      'soapWssUserNameTokenAuthName',
      'soapWssBinarySecurityTokenAuthToken',
    ]);
    await expect(panel.getByText('200 OK', { exact: true })).toBeVisible();
    // the request URL names the key masked, like the samples (issue 33)
    const requestUrl = panel
      .locator('dl')
      .getByText(/\/__api\/weather\/v1\/forecast\/daily\?city=Oslo&days=3&format=json&api_key=/);
    await expect(requestUrl).toBeVisible();
    await expect(requestUrl).not.toContainText(keys[0]!.key);
    await expect(panel.getByRole('group', { name: l.responseBody })).toContainText('"echo"');
    await expect(panel.getByRole('group', { name: l.responseHeaders })).toContainText('X-RateLimit-Remaining: 4999');
    // the sample now names the API's own address (requestUri), not the proxy
    await expect(sample).toContainText(`${new URL(page.url()).origin}/__api/weather/v1/forecast/daily?`);
    await expect(sample).not.toContainText('/io-docs/call-api');
    await expectAccessible(page);
  });

  for (const width of [390, 1280]) {
    test(`${width} px: the curl one-liner is never clipped — it wraps inside its column, after a call too (issue 34 item 3)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInFast(page, 'jdoe');
      await open(page, '/io-docs');
      const panel = await openMethod(page, /GET\s*Daily forecast/);
      const sample = panel.getByRole('group', { name: `${l.samples}: ${l.sampleCurl}` });
      // what of the sample's text lies outside its box (hidden or only reachable by a sideways scroll)
      const outside = () =>
        sample.evaluate((pre) => {
          const box = pre.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(pre);
          const past = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.right > box.right + 1).length;
          return { scrollWidth: pre.scrollWidth, clientWidth: pre.clientWidth, past };
        });
      const fits = (o: { scrollWidth: number; clientWidth: number; past: number }) =>
        o.scrollWidth <= o.clientWidth + 1 && o.past === 0;
      await expect(sample).toContainText('curl');
      expect(fits(await outside()), JSON.stringify(await outside())).toBe(true);
      // after the first call the sample names the API's own (longer) address
      await tryIt(panel).click();
      await expect(panel.getByText('200 OK', { exact: true })).toBeVisible();
      await expect(sample).toContainText('/__api/weather/v1/forecast/daily?');
      expect(fits(await outside()), JSON.stringify(await outside())).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    });
  }

  test('the sample language is remembered across pages', async ({ page }) => {
    await open(page, '/io-docs');
    let panel = await openMethod(page, /GET\s*Daily forecast/);
    await panel.getByRole('button', { name: l.samplePython }).click();
    await expect(panel.getByRole('group', { name: `${l.samples}: ${l.samplePython}` })).toContainText('import requests');
    await page.reload();
    await expectType(page, 'ioDocs');
    panel = await openMethod(page, /GET\s*Daily forecast/);
    await expect(panel.getByRole('button', { name: l.samplePython })).toHaveAttribute('aria-pressed', 'true');
  });

  test('API error status, proxy error (errorMessage) and a call refused without the token are shown as alerts', async ({
    page,
  }) => {
    await open(page, '/io-docs');
    await expectType(page, 'ioDocs');
    // signed out: no keys, a key typed by hand; an unknown key is an API error (403 from the API)
    await credentials(page).getByRole('textbox', { name: l.key }).fill('not-a-real-key');
    const daily = await openMethod(page, /GET\s*Daily forecast/);
    await tryIt(daily).click();
    await expect(alertOf(daily)).toHaveText(l.apiError.replace('{{status}}', '403 Forbidden'));
    await expect(daily.getByRole('group', { name: l.responseBody })).toHaveText('<h1>Not Authorized</h1>');
    await expect(daily.getByRole('group', { name: l.responseHeaders })).toContainText(
      'X-Mashery-Error-Code: ERR_403_NOT_AUTHORIZED',
    );
    // the gateway's refusal explained beside the raw answer (issue 35 item 6): why, what to do, the key's page
    const why = daily.locator('[data-iodocs-why]');
    await expect(why).toHaveAttribute('data-iodocs-why', 'notAuthorized');
    await expect(why.getByRole('heading', { level: 4, name: l.whyTitle })).toBeVisible();
    await expect(why).toContainText(l.whyNotAuthorized);
    await expect(why).toContainText(l.nextNotAuthorized.replace('{{api}}', 'Weather API'));
    await expect(why).toContainText(l.gatewayCode.replace('{{code}}', 'ERR_403_NOT_AUTHORIZED'));
    await expect(why.getByRole('link', { name: l.linkKeys })).toHaveAttribute(
      'href',
      `${new URL(page.url()).origin}/apps/mykeys`,
    );
    await expectAccessible(page);

    const outage = await openMethod(page, /GET\s*Outage report/);
    await tryIt(outage).click();
    await expect(alertOf(outage)).toContainText('Could not connect to the API host');

    // the proxy refuses a call without the token (403, plain text): shown as the error
    await page.route('**/io-docs/call-api', async (route) => {
      const headers = { ...route.request().headers() };
      delete headers['x-ajax-synchronization-token'];
      await route.continue({ headers });
    });
    await tryIt(daily).click();
    await expect(alertOf(daily)).toContainText(l.proxyError.replace('{{status}}', '403'));
    await expect(alertOf(daily)).toContainText('Invalid or missing synchronization token.');
  });

  test('key + secret + basic auth; the picked API survives a reload; a file parameter over the limit', async ({ page }) => {
    await signInFast(page, 'jdoe');
    await open(page, '/io-docs');
    await pickApi(page, 'Maps API');
    await expect(page).toHaveURL(/[?&]apiId=713(&|$)/);
    await page.reload();
    await expectType(page, 'ioDocs');
    await expect(consoleRegion(page).getByRole('heading', { level: 2, name: 'Maps API' })).toBeVisible();
    await expect(consoleRegion(page).getByRole('combobox', { name: l.selectApi })).toHaveValue('713');
    await expect(consoleRegion(page).getByRole('heading', { name: 'Forecast' })).toHaveCount(0);
    await expect(consoleRegion(page).getByText('Geocoding and routing.')).toBeVisible();

    const geocode = await openMethod(page, /GET\s*Geocode/);
    await tryIt(geocode).click();
    await expect(alertOf(geocode)).toHaveText(l.apiError.replace('{{status}}', '401 Unauthorized'));
    const password = credentials(page).getByLabel(l.basicAuthPassword, { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await credentials(page).getByRole('textbox', { name: l.basicAuthUser }).fill('ann');
    await password.fill('pa55word');
    const sent = callApi(page);
    await tryIt(geocode).click();
    const form = new URLSearchParams((await sent).postData() ?? '');
    expect([form.get('basicAuthName'), form.get('basicAuthPass')]).toEqual(['ann', 'pa55word']);
    expect(form.get('apiSecret')).toMatch(/^[0-9a-f]{10}$/); // the picked key's secret, never shown
    await expect(geocode.getByText('200 OK', { exact: true })).toBeVisible();
    await expect(alertOf(geocode)).toHaveText('');
    await expect(appRoot(page)).not.toContainText('pa55word');

    const upload = await openMethod(page, /POST\s*Import track/);
    const file = upload.locator('input[type="file"]');
    await file.setInputFiles({ name: 'big.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.alloc(850_001, 'a') });
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/io-docs/call-api')) calls += 1;
    });
    await tryIt(upload).click();
    await expect(alertOf(upload)).toHaveText('big.gpx is 850,001 bytes; files over 850,000 bytes cannot be sent.');
    expect(calls).toBe(0);
    await file.setInputFiles({ name: 'small.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from('<gpx/>') });
    const multipart = callApi(page);
    await tryIt(upload).click();
    expect((await (await multipart).allHeaders())['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await expect(upload.getByRole('group', { name: l.responseBody })).toContainText('"small.gpx"');
  });

  test('a request-body schema: invalid JSON is blocked, valid JSON goes as requestBodyJson', async ({ page }) => {
    await signInFast(page, 'jdoe');
    await open(page, '/io-docs');
    const panel = await openMethod(page, /POST\s*Subscribe to alerts/);
    const editor = panel.getByRole('textbox', { name: l.requestBody });
    await expect(editor).toHaveValue('{\n  "severity": "high"\n}');
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/io-docs/call-api')) calls += 1;
    });
    // the required city is empty: marked invalid, named, focused; nothing is sent (issue 34 item 3)
    const city = panel.getByRole('textbox', { name: /city/ });
    await tryIt(panel).click();
    await expect(alertOf(panel)).toHaveText(l.requiredMissing.replace('{{name}}', 'city'));
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toBeFocused();
    expect(calls).toBe(0);
    await city.fill('Oslo');
    await editor.fill('{"severity": ');
    await tryIt(panel).click();
    await expect(alertOf(panel)).toContainText('The request body is not valid JSON');
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toBeFocused();
    expect(calls).toBe(0);
    await editor.fill('{"severity":"low"}');
    const sent = callApi(page);
    await tryIt(panel).click();
    expect(new URLSearchParams((await sent).postData() ?? '').get('requestBodyJson')).toBe('{"severity":"low"}');
    await expect(panel.getByRole('group', { name: l.responseBody })).toContainText('"severity": "low"');
  });

  test('high-security secret management: the secret is typed, not taken from the key list', async ({ page }) => {
    await signInFast(page, 'jdoe');
    await open(page, '/io-docs?apiId=713&highSecurity=1');
    await expectType(page, 'ioDocs');
    const secret = credentials(page).getByLabel(l.secret, { exact: true });
    await expect(secret).toHaveAttribute('type', 'password');
    await secret.fill('typed-secret');
    const geocode = await openMethod(page, /GET\s*Geocode/);
    const sent = callApi(page);
    await tryIt(geocode).click();
    expect(new URLSearchParams((await sent).postData() ?? '').get('apiSecret')).toBe('typed-secret');
    await expect(alertOf(geocode)).toHaveText(l.apiError.replace('{{status}}', '403 Forbidden'));
  });

  test('OAuth 2: client credentials and password flows through getoauth2accesstoken', async ({ page }) => {
    await signInFast(page, 'jdoe');
    await open(page, '/io-docs');
    await pickApi(page, 'Payments API');
    const charges = await openMethod(page, /GET\s*List charges/);
    await tryIt(charges).click();
    await expect(alertOf(charges)).toHaveText(l.apiError.replace('{{status}}', '401 Unauthorized'));

    const flow = credentials(page).getByRole('combobox', { name: l.oauthFlow });
    await expect(flow).toHaveValue('client_cred');
    const tokenCall = page.waitForRequest((r) => r.url().includes('/io-docs/getoauth2accesstoken'));
    await credentials(page).getByRole('button', { name: l.getToken }).click();
    const r = await tokenCall;
    expect(r.method()).toBe('GET');
    expect((await r.allHeaders())['x-ajax-synchronization-token']).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(r.url()).searchParams.get('auth_flow')).toBe('client_cred');
    await expect(credentials(page).getByRole('status')).toHaveText(l.tokenReceived);
    await expect(credentials(page).getByLabel(l.accessToken, { exact: true })).toHaveAttribute('type', 'password');
    await tryIt(charges).click();
    await expect(charges.getByText('200 OK', { exact: true })).toBeVisible();
    await expect(alertOf(charges)).toHaveText('');

    await flow.selectOption('password_cred');
    await credentials(page).getByRole('textbox', { name: l.username }).fill('jdoe');
    await credentials(page).getByLabel(l.password, { exact: true }).fill(DEMO_PASSWORD);
    await credentials(page).getByRole('button', { name: l.getToken }).click();
    await expect(credentials(page).getByRole('status')).toHaveText(l.tokenReceived);
  });

  test('OAuth 2 implicit: the pop-up returns the token (catchOauth2ImplicitToken), Deny is an error, a crafted fragment does nothing', async ({
    page,
  }) => {
    await signInFast(page, 'jdoe');
    await open(page, '/io-docs?apiId=714');
    await expectType(page, 'ioDocs');
    await credentials(page).getByRole('combobox', { name: l.oauthFlow }).selectOption('implicit');
    const tokenField = credentials(page).getByLabel(l.accessToken, { exact: true });

    // Allow: the pop-up lands on a portal page with #access_token=…&state=…, reports the token and closes
    let popupPromise = page.waitForEvent('popup');
    await credentials(page).getByRole('button', { name: l.authorize }).click();
    let popup = await popupPromise;
    await popup.waitForURL(/\/oauth\/authorize\?/);
    const state = new URL(popup.url()).searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    await expect(credentials(page).getByRole('status')).toHaveText(l.popupOpened);
    const caught = popup.waitForRequest((r) => new URL(r.url()).pathname === '/io-docs/catchOauth2ImplicitToken');
    let closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow' }).click();
    const catchCall = await caught;
    // headers(), not allHeaders(): the pop-up closes right after this request, and allHeaders() asks the
    // pop-up's page for the raw headers ("Target page … has been closed" in one full run of 2026-11-28)
    expect(catchCall.headers()['x-ajax-synchronization-token']).toMatch(/^[0-9a-f]{32}$/);
    const fields = new URLSearchParams(catchCall.postData() ?? '');
    expect([...fields.keys()]).toEqual(['apiId', 'access_token', 'expires_in', 'token_type']);
    expect(fields.get('apiId')).toBe('714');
    const token = fields.get('access_token') ?? '';
    expect(token).toMatch(/^tok_/);
    await closed;
    await expect(tokenField).toHaveValue(token);
    await expect(tokenField).toHaveAttribute('type', 'password'); // masked until revealed
    // exactly this: the portal answered {success: true} (else "…did not confirm…" follows)
    await expect(credentials(page).getByRole('status')).toHaveText(l.tokenReceived);
    await expect(appRoot(page)).not.toContainText(token);
    const charges = await openMethod(page, /GET\s*List charges/);
    await tryIt(charges).click();
    await expect(charges.getByText('200 OK', { exact: true })).toBeVisible();

    // Deny: error=access_denied comes back and is announced as an error; the token stays
    popupPromise = page.waitForEvent('popup');
    await credentials(page).getByRole('button', { name: l.authorize }).click();
    popup = await popupPromise;
    await popup.waitForURL(/\/oauth\/authorize\?/);
    closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Deny' }).click();
    await closed;
    await expect(credentials(page).getByRole('status')).toHaveText(
      l.authorizeFailed.replace('{{error}}', 'access_denied — The user denied access.'),
    );
    await expect(tokenField).toHaveValue(token);

    // a crafted link with a token but no pending state (or a used one): nothing is caught, handed over or scrubbed
    const other = await page.context().newPage();
    let catches = 0;
    other.on('request', (r) => {
      if (r.url().includes('catchOauth2ImplicitToken')) catches += 1;
    });
    for (const forged of ['not-pending', state!]) {
      const crafted = `/io-docs/oauth2callback#access_token=tok_forged&token_type=bearer&expires_in=60&state=${forged}`;
      await open(other, crafted);
      await expectType(other, 'page');
      expect(new URL(other.url()).hash).toContain('access_token=tok_forged');
    }
    await other.close();
    expect(catches).toBe(0);
    await expect(tokenField).toHaveValue(token);
  });

  test('OAuth 2 implicit, no BroadcastChannel and a pop-up that cannot close itself: the token comes over the storage event; the pop-up says it may be closed', async ({
    browser,
    portal,
  }) => {
    // its own context (the worker's shared one must not keep these): in both windows no BroadcastChannel
    // (older browsers, some privacy modes), and window.close refused
    const context = await browser.newContext({ baseURL: portal.url });
    await context.addInitScript(() => {
      delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
      window.close = () => undefined;
    });
    const page = await context.newPage();
    const errors: string[] = [];
    context.on('weberror', (e) => errors.push(String(e.error())));
    await signInFast(page, 'jdoe');
    await open(page, '/io-docs?apiId=714');
    await expectType(page, 'ioDocs');
    await credentials(page).getByRole('combobox', { name: l.oauthFlow }).selectOption('implicit');
    const popupPromise = page.waitForEvent('popup');
    await credentials(page).getByRole('button', { name: l.authorize }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/oauth\/authorize\?/);
    const caught = popup.waitForRequest((r) => new URL(r.url()).pathname === '/io-docs/catchOauth2ImplicitToken');
    await popup.getByRole('button', { name: 'Allow' }).click();
    const token = new URLSearchParams((await caught).postData() ?? '').get('access_token') ?? '';
    expect(token).toMatch(/^tok_/);
    await expect(credentials(page).getByLabel(l.accessToken, { exact: true })).toHaveValue(token);
    await expect(credentials(page).getByRole('status')).toHaveText(l.tokenReceived);
    // the pop-up stayed open: it says so, once, and keeps no token in its URL or storage
    await expect(popup.getByText(L.layout.oauthPopupDone)).toHaveCount(1);
    expect(popup.url()).not.toContain('access_token');
    expect(await popup.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(token);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('OAuth 2 authorization code: the pop-up returns the code; exchanged at once when the API asks (data-auto-exchange-auth-code)', async ({
    page,
  }) => {
    await signInFast(page, 'jdoe');
    await open(page, '/io-docs?apiId=714');
    await expectType(page, 'ioDocs');
    await credentials(page).getByRole('combobox', { name: l.oauthFlow }).selectOption('auth_code');
    const allow = async () => {
      const popupPromise = page.waitForEvent('popup');
      await credentials(page).getByRole('button', { name: l.authorize }).click();
      const popup = await popupPromise;
      await popup.waitForURL(/\/oauth\/authorize\?/);
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Allow' }).click();
      await closed;
    };
    // no automatic exchange: the code fills its field and "Exchange code for a token" takes the focus
    await allow();
    await expect(credentials(page).getByRole('textbox', { name: l.authorizationCode })).toHaveValue(/^code_/);
    await expect(credentials(page).getByRole('status')).toHaveText(l.codeReceived);
    await expect(credentials(page).getByRole('button', { name: l.exchangeCode })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(credentials(page).getByRole('status')).toHaveText(l.tokenReceived);
    await expect(credentials(page).getByLabel(l.accessToken, { exact: true })).toHaveValue(/^tok_/);

    // Ledger (716, data-auto-exchange-auth-code="1"): the code is exchanged without a click
    await pickApi(page, 'Ledger API');
    await expect(credentials(page).getByRole('combobox', { name: l.oauthFlow })).toHaveValue('auth_code');
    const exchange = page.waitForRequest((r) => r.url().includes('/io-docs/getoauth2accesstoken'));
    await allow();
    const q = new URL((await exchange).url()).searchParams;
    expect([q.get('apiId'), q.get('auth_flow'), q.get('authorization_code')?.slice(0, 5)]).toEqual(['716', 'auth_code', 'code_']);
    await expect(credentials(page).getByRole('status')).toHaveText(l.tokenReceived);
    const tokenField = credentials(page).getByLabel(l.accessToken, { exact: true });
    await expect(tokenField).toHaveValue(/^tok_/);
    await expect(tokenField).toHaveAttribute('type', 'password');
    const entries = await openMethod(page, /GET\s*List entries/);
    await tryIt(entries).click();
    await expect(entries.getByText('200 OK', { exact: true })).toBeVisible();
  });
});
