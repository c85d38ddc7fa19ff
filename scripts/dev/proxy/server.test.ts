// @vitest-environment node
// `npm start -- --portal`'s proxy (scripts/dev/proxy/server.ts) against the simulated portal hosted on its own
// HTTPS origin (fixtures/portal/hosted.ts): cookies, redirects, compressed pages, Origin checks, the
// kit's build injected and served locally, other bodies streamed untouched — and its failure modes.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probePortal, startProxy, type Proxy } from './server.ts';
import { startHostedPortal, type HostedPortal } from '../../../fixtures/portal/hosted.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-dist-'));
fs.writeFileSync(path.join(dist, 'portal.js'), '/* the local build */');
let upstream: HostedPortal;
let proxy: Proxy;

beforeAll(async () => {
  upstream = await startHostedPortal();
  proxy = await startProxy({ portal: upstream.url, insecure: true, resolve: upstream.resolve, distDir: dist });
});
afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const cookieHeader = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('through the proxy', () => {
  it('answers a page decompressed, the theme includes replaced by the kit, the portal’s origin made local', async () => {
    const res = await fetch(`${proxy.url}/docs`, { redirect: 'manual', headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const html = await res.text();
    expect(html.match(/<script src="\/files\/portal\.js"><\/script>/g)).toHaveLength(1);
    expect(html.match(/<link rel="stylesheet" href="\/files\/portal\.css">/g)).toHaveLength(1);
    expect(html).toContain('id="page"');
    expect(html).not.toContain('developer.acme.test');
  });

  it('sets the portal’s Secure + Domain cookies for the local origin', async () => {
    const res = await fetch(`${proxy.url}/`, { redirect: 'manual' });
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('mashery_session='))).toBe(true);
    for (const c of cookies) expect(c).not.toMatch(/domain=|secure/i);
  });

  it('signs in with the local Origin (the portal refuses other origins) and rewrites the absolute redirect', async () => {
    const first = await fetch(`${proxy.url}/login/login`, { redirect: 'manual' });
    const cookie = cookieHeader(first);
    const form = new URLSearchParams({ handle: 'jdoe', passwd: 'Password1!', r: '/apps/mykeys' });
    const res = await fetch(`${proxy.url}/login/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        origin: proxy.url,
        referer: `${proxy.url}/login/login`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${proxy.url}/apps/mykeys`);
    // the session cookie the sign-in set (renewed on sign-in)
    const signedIn = cookieHeader(res) || cookie;
    const keys = await fetch(`${proxy.url}/apps/mykeys`, { redirect: 'manual', headers: { cookie: signedIn } });
    expect(keys.status).toBe(200);
    expect(await keys.text()).toMatch(/<body class="page-apps mykeys"/);
  });

  it('the upstream really checks Origin: a POST from another site is refused', async () => {
    // the check the proxy's Origin rewriting satisfies (without it the sign-in above gets this 403)
    const res = await fetch(`${proxy.url}/login/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'http://elsewhere.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'handle=jdoe&passwd=x',
    });
    expect(res.status).toBe(403);
  });

  it('streams other bodies as the portal sent them (still gzip) and serves the kit’s files from the local build', async () => {
    const css = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      http
        .get(`${proxy.url}/public/Mashery/styles/Mashery-base.css`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(css.encoding).toBe('gzip');
    expect(css.bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const js = await fetch(`${proxy.url}/files/portal.js`);
    expect(await js.text()).toBe('/* the local build */');
  });

  it('gives the bare portal with theme: false (its theme removed, nothing injected)', async () => {
    const bare = await startProxy({
      portal: upstream.url,
      insecure: true,
      resolve: upstream.resolve,
      distDir: dist,
      theme: false,
    });
    try {
      const html = await (await fetch(`${bare.url}/docs`)).text();
      expect(html).toContain('id="page"');
      expect(html).not.toContain('/files/portal');
    } finally {
      await bare.close();
    }
  });
});

/** A tiny upstream answering with `handler` (plain http on 127.0.0.1). */
async function tinyServer(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

describe('failure modes', () => {
  it('an unreachable portal: the check says so, the proxy answers a page that says so', async () => {
    const gone = await tinyServer(() => {});
    await gone.close();
    const probe = await probePortal({ portal: gone.url });
    expect(probe.problem?.kind).toBe('unreachable');
    expect(probe.problem?.message).toMatch(/Cannot reach .*ECONNREFUSED/);
    const p = await startProxy({ portal: gone.url, distDir: dist });
    try {
      const res = await fetch(`${p.url}/`);
      expect(res.status).toBe(502);
      expect(await res.text()).toMatch(/data-kind="unreachable"[^]*Cannot reach/);
    } finally {
      await p.close();
    }
  });

  it('an unknown host name', async () => {
    const probe = await probePortal({ portal: 'https://portal.invalid' });
    expect(probe.problem?.kind).toBe('unreachable');
    expect(probe.problem?.message).toMatch(/does not resolve/);
  });

  it('a self-signed certificate: a TLS error naming --insecure; with --insecure it works', async () => {
    const probe = await probePortal({ portal: upstream.url, resolve: upstream.resolve });
    expect(probe.problem?.kind).toBe('tls');
    expect(probe.problem?.message).toMatch(/SELF_SIGNED[^]*--insecure/);
    const strict = await startProxy({ portal: upstream.url, resolve: upstream.resolve, distDir: dist });
    try {
      const res = await fetch(`${strict.url}/`);
      expect(res.status).toBe(502);
      expect(await res.text()).toMatch(/data-kind="tls"[^]*--insecure/);
    } finally {
      await strict.close();
    }
    expect((await probePortal({ portal: upstream.url, resolve: upstream.resolve, insecure: true })).problem).toBeNull();
  });

  it('a site that is not a Mashery portal: names the markers it looked for', async () => {
    const site = await tinyServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><div id="app"></div></body></html>'),
    );
    try {
      const probe = await probePortal({ portal: site.url });
      expect(probe.problem?.kind).toBe('not-mashery');
      expect(probe.problem?.message).toMatch(/#page, #content, #main, body\.page-\*/);
    } finally {
      await site.close();
    }
  });

  it('a redirect loop: the check and the proxy show the chain', async () => {
    const site = await tinyServer((req, res) => res.writeHead(302, { location: req.url === '/a' ? '/b' : '/a' }).end());
    try {
      const probe = await probePortal({ portal: `${site.url}/a` });
      expect(probe.problem?.kind).toBe('redirect-loop');
      expect(probe.problem?.message).toContain(`${site.url}/a → ${site.url}/b → ${site.url}/a`);
      const p = await startProxy({ portal: site.url, distDir: dist });
      try {
        let url = `${p.url}/a`;
        let res: Response | null = null;
        for (let i = 0; i < 20; i++) {
          res = await fetch(url, { redirect: 'manual' });
          if (res.status !== 302) break;
          url = new URL(res.headers.get('location') ?? '/', url).href;
        }
        expect(res?.status).toBe(508);
        expect(await res?.text()).toMatch(/redirects in a loop: .*\/a → .*\/b → .*\/a/);
      } finally {
        await p.close();
      }
    } finally {
      await site.close();
    }
  });

  it('a 5xx page is passed through as the portal sent it; the check warns', async () => {
    const body =
      '<html><body class="page-error"><div id="page"><div id="content"><div id="main"><h1>Down for maintenance</h1></div></div></div></body></html>';
    const site = await tinyServer((_req, res) => res.writeHead(503, { 'content-type': 'text/html' }).end(body));
    try {
      const probe = await probePortal({ portal: site.url });
      expect(probe.problem).toBeNull();
      expect(probe.warning?.message).toMatch(/HTTP 503: the page is shown as the portal sent it/);
      const p = await startProxy({ portal: site.url, distDir: dist });
      try {
        const res = await fetch(`${p.url}/`);
        expect(res.status).toBe(503);
        expect(await res.text()).toContain('Down for maintenance');
      } finally {
        await p.close();
      }
    } finally {
      await site.close();
    }
  });
});
