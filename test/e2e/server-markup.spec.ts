// The simulated portal speaks the portal's server markup: every page type it serves is detected as the
// right content type by the real extractor (src/extract, run in Node on an inert happy-dom document),
// with the frame facts (signed in or out, username, admin) and the data a screen needs.
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { Window } from 'happy-dom';
import { startPortal, DEMO_PASSWORD, type Portal } from '../../fixtures/portal/index.ts';
import { extractPage, contentTypes, type PageData } from '../../src/extract/index.ts';
import { PortalClient } from './support/http.ts';
import { PAGE_CASES } from './support/pages.ts';

function parse(html: string, url: string): Document {
  const win = new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
  return new win.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

async function load(
  portal: Portal,
  user: string | null,
  path: string,
  post?: Record<string, string | string[]>,
): Promise<{ data: PageData; status: number; html: string }> {
  const client = new PortalClient(portal.url);
  if (user) await client.signIn(user, DEMO_PASSWORD);
  const r = await client.request(path, post ? { form: post } : {});
  return { data: extractPage(parse(r.text, r.url), r.url, { status: r.status }), status: r.status, html: r.text };
}

test.describe('server markup', () => {
  let portal: Portal;
  test.beforeEach(async () => {
    portal = await startPortal();
  });
  test.afterEach(async () => {
    await portal.close();
  });

  test('every simulator endpoint docs/portal.md documents answers; /__test/options reads and replaces portalOptions', async () => {
    const doc = fs.readFileSync('docs/portal.md', 'utf8');
    const documented = [...new Set([...doc.matchAll(/`(\/__test\/[a-z-]+)/g)].map((m) => m[1]!))];
    expect(documented.length).toBeGreaterThan(10);
    const client = new PortalClient(portal.url);
    for (const path of documented) {
      if (path === '/__test/hang') continue; // never answers a fetch, by design
      const target = path === '/__test/status' ? '/__test/status/500' : path;
      const r = await client.request(target, { redirect: 'manual' });
      expect(r.status, `${target} is routed`).not.toBe(404);
    }
    expect(JSON.parse((await client.request('/__test/options')).text)).toEqual({ portalOptions: null });
    const set = await fetch(`${portal.url}/__test/options`, { method: 'POST', body: JSON.stringify({ theme: 'dark' }) });
    expect(set.status).toBe(200);
    expect(JSON.parse((await client.request('/__test/options')).text)).toEqual({ portalOptions: { theme: 'dark' } });
    expect(JSON.parse((await client.request('/__test/state')).text).portalOptions).toEqual({ theme: 'dark' });
    expect((await client.request('/page')).text).toContain('"theme":"dark"');
    await client.request('/__test/reset');
    expect(JSON.parse((await client.request('/__test/options')).text)).toEqual({ portalOptions: null });
  });

  test('every content type and state is served by some route', () => {
    const served = new Set(PAGE_CASES.map((c) => c.expect));
    const missing = contentTypes.filter((t) => !served.has(t));
    expect(missing).toEqual([]);
    const states = new Set(PAGE_CASES.filter((c) => c.state).map((c) => `${c.expect}:${c.state}`));
    expect([...states].sort()).toEqual([
      'search:blank',
      'search:noResults',
      'search:results',
      'signin:failed',
      'signin:moved',
      'signin:normal',
    ]);
  });

  for (const c of PAGE_CASES) {
    test(`${c.name} → ${c.expect}${c.state ? ` (${c.state})` : ''}`, async () => {
      const client = new PortalClient(portal.url);
      if (c.user) await client.signIn(c.user, DEMO_PASSWORD);
      const path = c.path(portal);
      const r = await client.request(path, c.post ? { form: c.post } : {});
      const data = extractPage(parse(r.text, r.url), r.url, { status: r.status });
      expect(data.contentType).toBe(c.expect);
      if (c.state) expect(data.state).toBe(c.state);
      expect(r.status).toBe(c.status ?? 200);
      const loggedIn = c.loggedIn ?? c.user !== null;
      expect(data.context.loggedIn).toBe(loggedIn);
      expect(data.context.username).toBe(loggedIn ? c.user : null);
      expect(data.context.isAdmin).toBe(loggedIn && c.user === 'admin');
      expect(data.context.area).toBe('Acme Developer Portal');
      // the theme includes are where Portal Setup puts them
      expect(r.text).toMatch(
        /<link rel="stylesheet" href="\/files\/portal\.css">\s*<script src="\/files\/portal-head\.js"><\/script>[\s\S]*<\/head>/,
      );
      expect(r.text).toMatch(
        /window\.portalOptions = \{[^<]*\};<\/script>\s*<script src="\/files\/portal\.js"><\/script>\s*<\/body>/,
      );
    });
  }
});

test.describe('server data', () => {
  let portal: Portal;
  test.beforeEach(async () => {
    portal = await startPortal();
  });
  test.afterEach(async () => {
    await portal.close();
  });

  test('my keys: plans, masked keys, no secret until revealed, 25 per page with page-info', async () => {
    let { data } = await load(portal, 'jdoe', '/apps/mykeys');
    if (data.contentType !== 'accountKeys') throw new Error(data.contentType);
    const keys = data.content.plans.flatMap((p) => p.keys);
    expect(keys.length).toBe(portal.store.keysOf('jdoe').length);
    expect(keys.every((k) => k.secret === null && /^\*+[0-9a-f]{4}$/.test(k.key ?? ''))).toBe(true);
    expect(data.content.showShowKeys).toBe(true);
    expect(keys[0]?.report).toMatch(/^\/key\/key-activity\//);
    expect(keys[0]?.limits.length).toBe(2);

    portal.store.user('jdoe')!.secretsVisibleUntil = new Date(Date.now() + 86400000);
    ({ data } = await load(portal, 'jdoe', '/apps/mykeys?showKeys=true'));
    if (data.contentType !== 'accountKeys') throw new Error(data.contentType);
    const shown = data.content.plans.flatMap((p) => p.keys);
    expect(shown.every((k) => k.secret !== null && !k.key?.includes('*'))).toBe(true);
    expect(data.content.showHideKeys).toBe(true);

    ({ data } = await load(portal, 'bulk', '/apps/mykeys'));
    if (data.contentType !== 'accountKeys') throw new Error(data.contentType);
    expect(data.content.plans.flatMap((p) => p.keys).length).toBe(25);
    expect(data.content.pagination).toEqual({ enable_portal_pagination: true, no_of_pages: 2, current_page: 1, search: '' });
    ({ data } = await load(portal, 'bulk', '/apps/mykeys?page=2'));
    if (data.contentType !== 'accountKeys') throw new Error(data.contentType);
    expect(data.content.plans.flatMap((p) => p.keys).length).toBe(portal.store.keysOf('bulk').length - 25);
  });

  test('my apps: five per page, every action link, escaped hostile names read back as text', async () => {
    let { data } = await load(portal, 'jdoe', '/apps/myapps');
    if (data.contentType !== 'accountApps') throw new Error(data.contentType);
    expect(data.content.applications.length).toBe(5);
    expect(data.content.pagination?.no_of_pages).toBe(2);
    const app = data.content.applications[0]!;
    expect([app.edit, app.delete, app.add, app.viewKeys].every((l) => l !== null)).toBe(true);
    expect(data.content.createApp).toBe('/apps/register');
    ({ data } = await load(portal, 'mallory', '/apps/myapps'));
    if (data.contentType !== 'accountApps') throw new Error(data.contentType);
    expect(data.content.applications.map((a) => a.application).join(' ')).toContain('<img src=x onerror=');
  });

  test('search: counts, paging links, highlighted terms; blog and forum paging', async () => {
    let { data } = await load(portal, null, '/search?q=api');
    if (data.contentType !== 'search') throw new Error(data.contentType);
    expect(data.content.results.length).toBe(10);
    expect(data.content.meta.first).toBe(1);
    expect(data.content.meta.total).toBeGreaterThan(10);
    expect(data.content.meta.next).toMatch(/page=2/);
    expect(data.content.meta.previous).toBeNull();
    ({ data } = await load(portal, null, '/blog'));
    if (data.contentType !== 'blogAll') throw new Error(data.contentType);
    expect(data.content.posts.length).toBe(5);
    expect(data.content.pagination.map((l) => l.url)).toEqual(['/blog/browse/2']);
    ({ data } = await load(portal, null, '/forum/topics/General'));
    if (data.contentType !== 'forumTopics') throw new Error(data.contentType);
    expect(data.content.topics.length).toBe(10);
  });

  test('frame: admin dashboard link, account-settings kinds, profile link, docs sidebar', async () => {
    let { data } = await load(portal, 'admin', '/member/edit');
    expect(data.context.dashboard).toBe('/__admin/dashboard');
    expect(data.context.accountSettings?.kind).toBe('full');
    expect(data.context.userProfile).toBe('/profile/profile/admin');
    ({ data } = await load(portal, 'oidc', '/member/edit'));
    expect(data.context.accountSettings?.kind).toBe('oidc');
    ({ data } = await load(portal, 'platform', '/member/edit'));
    expect(data.context.accountSettings?.kind).toBe('platform');
    ({ data } = await load(portal, null, '/docs/read/Guides/Paging'));
    if (data.contentType !== 'docs') throw new Error(data.contentType);
    expect(data.content.secondaryHeading).toBe('Docs Navigation');
    expect(JSON.stringify(data.content.secondary)).toContain('"isActive":true');
    expect(data.nav.primary.length).toBeGreaterThan(3);
    expect(data.nav.secondary.map((n) => n.url)).toContain('/contact');
  });

  test('key activity: initCharts(key, from, to) as on a hosted portal (data only with ?reports=data); I/O Docs carries schemas', async () => {
    const key = portal.store.keysOf('jdoe')[0]!.key;
    let { data } = await load(portal, 'jdoe', `/key/key-activity/${key}?range=30`);
    if (data.contentType !== 'keyActivity') throw new Error(data.contentType);
    expect(data.content.init?.args).toHaveLength(3);
    expect(data.content.init?.args?.[0]).toBe(key);
    expect(data.content.chartIds).toEqual(['chart_calls', 'chart_errors']);
    expect(data.content.reportTabs.map((t) => [t.label, t.fragment, t.active])).toEqual([
      ['Calls', '#calls', true],
      ['Errors', '#errors', false],
    ]);
    ({ data } = await load(portal, 'jdoe', `/key/key-activity/${key}?range=30&reports=data`));
    if (data.contentType !== 'keyActivity') throw new Error(data.contentType);
    const opts = data.content.init?.args?.[3] as { series: { calls: number[] }; dataUrl: string };
    expect(opts.series.calls.length).toBe(30);
    expect(opts.dataUrl).toBe(`/key/key-activity/${key}/data.json?range=30`);
    ({ data } = await load(portal, 'jdoe', '/io-docs'));
    if (data.contentType !== 'ioDocs') throw new Error(data.contentType);
    expect(Object.keys(data.content.schemas)).toEqual(['api712', 'apiId713', 'api714', 'api716']);
    expect(data.content.apis[0]?.endpoints.flatMap((e) => e.methods).length).toBe(5);
    // the portal's I/O Docs hooks (docs/io-docs.md): token, #api<ID> settings on any element
    expect(data.content.token).toMatch(/^[0-9a-f]{32}$/);
    expect(data.content.apis.map((a) => [a.apiId, a.auth?.type, a.auth?.secret, a.auth?.basicAuth])).toEqual([
      ['712', 'key', false, false],
      ['713', 'key', true, true],
      ['714', 'oauth2', false, false],
      ['716', 'oauth2', false, false],
    ]);
    expect(data.content.apis[0]?.auth?.keys.map((k) => k.application)).toEqual(
      expect.arrayContaining(['Storm Tracker', 'Forecast Widget']),
    );
    expect(data.content.apis[2]?.auth?.flows).toEqual(['client_cred', 'password_cred', 'auth_code', 'implicit']);
    expect(data.content.apis.map((a) => a.auth?.autoExchangeAuthCode)).toEqual([false, false, false, true]);
    // the proxy refuses a call without the token (403, plain text) and answers with the envelope
    const refused = await fetch(`${portal.url}/io-docs/call-api`, {
      method: 'POST',
      body: new URLSearchParams({ apiId: '712' }),
    });
    expect([refused.status, refused.headers.get('content-type'), await refused.text()]).toEqual([
      403,
      'text/plain; charset=utf-8',
      'Invalid or missing synchronization token.',
    ]);
    // so does catchOauth2ImplicitToken (the pop-up's report of an implicit token)
    const uncaught = await fetch(`${portal.url}/io-docs/catchOauth2ImplicitToken`, {
      method: 'POST',
      body: new URLSearchParams({ apiId: '714', access_token: 'tok_x', expires_in: '60', token_type: 'bearer' }),
    });
    expect([uncaught.status, uncaught.headers.get('content-type')]).toEqual([403, 'text/plain; charset=utf-8']);
  });

  test('the strict CSP header and the external options script in CSP mode', async () => {
    const csp = await startPortal({ csp: true, portalOptions: { theme: 'dark' } });
    try {
      const page = await fetch(`${csp.url}/docs`);
      expect(page.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'report-sample'/);
      const html = await page.text();
      expect(html).not.toContain('window.portalOptions');
      expect(html).toContain('<script src="/files/portal-options.js"></script>');
      const options = await (await fetch(`${csp.url}/files/portal-options.js`)).text();
      expect(options).toContain('window.portalOptions = {"theme":"dark"};');
      const off = await (await fetch(`${csp.url}/docs?theme=off`)).text();
      expect(off).not.toContain('/files/portal');
    } finally {
      await csp.close();
    }
  });

  test('fault routes: status for fetches, a normal page for full loads', async () => {
    const asFetch = { headers: { 'sec-fetch-dest': 'empty' } };
    expect((await fetch(`${portal.url}/__test/status/500`, asFetch)).status).toBe(500);
    expect(await (await fetch(`${portal.url}/__test/status/500`)).text()).toContain('full-load-marker');
    expect((await fetch(`${portal.url}/__test/status/404`, asFetch)).status).toBe(404);
    await expect(fetch(`${portal.url}/__test/abort`, asFetch)).rejects.toThrow();
    expect((await fetch(`${portal.url}/__test/not-html`)).headers.get('content-type')).toMatch(/^application\/json/);
    const redirected = await fetch(`${portal.url}/__test/redirect?to=/forum`);
    expect(new URL(redirected.url).pathname).toBe('/forum');
    const t0 = Date.now();
    const slow = await fetch(`${portal.url}/__test/slow?ms=300&to=/blog`);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
    expect(new URL(slow.url).pathname).toBe('/blog');
    expect(await (await fetch(`${portal.url}/__test/no-page`)).text()).not.toContain('id="page"');
  });
});
