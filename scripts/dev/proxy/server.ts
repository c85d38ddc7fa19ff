// `npm start -- --portal https://developer.example.com`: a local server that forwards every request to a
// real hosted portal (http-proxy-3) and answers with the portal's response, its installed theme includes
// replaced by this kit's build from dist/portal/ — put in where Portal Setup puts them — and, with the live
// preview, its /__dev/ tags. What changes on the way is in ./rewrite.ts; docs/proxy.md explains it.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import type net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { createProxyServer } from 'http-proxy-3';
import type { DevHooks } from '../../../fixtures/portal/context.ts';
import {
  localizeUrls,
  masheryMarkers,
  MASHERY_MARKERS,
  rewriteHtml,
  rewriteLocation,
  rewriteSetCookie,
  upstreamUrl,
  type Origins,
} from './rewrite.ts';
import {
  describeRequestError,
  errorPage,
  notMasheryMessage,
  redirectLoopMessage,
  serverErrorMessage,
  type Problem,
} from './errors.ts';

export interface ProxyOptions {
  /** the portal's address, e.g. https://developer.example.com */
  portal: string;
  /** 0 picks a free port */
  port?: number;
  host?: string;
  /** further theme include URLs (or URL prefixes ending in /) to remove besides /files/… */
  strip?: readonly string[];
  /** do not check the portal's TLS certificate (a test portal's self-signed one) */
  insecure?: boolean;
  /** host name → IP address, like curl's --resolve (a staging host not in DNS; tests) */
  resolve?: Readonly<Record<string, string>>;
  /** the kit's build served at /files/ (default <repo>/dist/portal) */
  distDir: string;
  /** inject the kit's build (default true); false gives the bare portal with its theme removed */
  theme?: boolean;
  /** the live preview's tags and /__dev/ files */
  dev?: DevHooks | null;
  log?: (line: string) => void;
}

export interface Proxy {
  url: string;
  port: number;
  origins: Origins;
  close(): Promise<void>;
}

/** The agent for requests to the portal: certificate checks (unless insecure) and --resolve. */
export function portalAgent(options: Pick<ProxyOptions, 'portal' | 'insecure' | 'resolve'>): http.Agent {
  const resolve = options.resolve ?? {};
  const lookup: net.LookupFunction = (hostname, opts, callback) => {
    const ip = resolve[hostname];
    if (!ip) return dns.lookup(hostname, opts, callback);
    const family = ip.includes(':') ? 6 : 4;
    if ((opts as dns.LookupOptions).all) (callback as (e: null, a: dns.LookupAddress[]) => void)(null, [{ address: ip, family }]);
    else callback(null, ip, family);
  };
  const common = { keepAlive: true, lookup };
  return new URL(options.portal).protocol === 'https:'
    ? new https.Agent({ ...common, rejectUnauthorized: !options.insecure })
    : new http.Agent(common);
}

/** Normalises `--portal`: an origin (path, query and hash dropped), https assumed when no scheme is given. */
export function portalOrigin(input: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  const u = new URL(withScheme);
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(`--portal must be an http(s) URL, not ${input}`);
  return u.origin;
}

const REWRITE_TYPES = /^(text\/html|application\/xhtml\+xml|application\/json)/i;
const HOP_HEADERS = ['strict-transport-security', 'alt-svc', 'public-key-pins'];

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function decode(body: Buffer, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      return body;
  }
}

/**
 * Redirect loops: a browser gives up after ~20 hops with a bare error. The proxy notices the same
 * redirect answered again and again within a few seconds and shows the chain instead.
 */
class LoopWatch {
  private readonly seen: { from: string; to: string; at: number }[] = [];

  /** the chain when this redirect closes a loop, else null */
  add(from: string, to: string): string[] | null {
    const now = Date.now();
    while (this.seen.length && now - (this.seen[0]?.at ?? now) > 5000) this.seen.shift();
    this.seen.push({ from, to, at: now });
    if (this.seen.length > 200) this.seen.shift();
    const same = this.seen.filter((s) => s.from === from && s.to === to).length;
    if (same < 5) return null;
    const chain = [from];
    let next = to;
    for (let i = 0; i < 10 && !chain.includes(next); i++) {
      chain.push(next);
      const hop = [...this.seen].reverse().find((s) => s.from === next);
      if (!hop) break;
      next = hop.to;
    }
    chain.push(next);
    return chain;
  }
}

export async function startProxy(options: ProxyOptions): Promise<Proxy> {
  const upstream = portalOrigin(options.portal);
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const agent = portalAgent({ ...options, portal: upstream });
  const theme = options.theme ?? true;
  const origins: Origins = { upstream, local: '' };
  const loops = new LoopWatch();
  const proxy = createProxyServer({
    target: upstream,
    changeOrigin: true,
    secure: !options.insecure,
    agent,
    selfHandleResponse: true,
    xfwd: false,
  });

  proxy.on('proxyReq', (proxyReq, req) => {
    // anti-forgery checks compare Origin/Referer with the portal's own origin
    const origin = req.headers.origin;
    if (typeof origin === 'string') proxyReq.setHeader('origin', upstreamUrl(origin, origins));
    const referer = req.headers.referer;
    if (typeof referer === 'string') proxyReq.setHeader('referer', upstreamUrl(referer, origins));
    // only encodings this proxy can decode when it rewrites a page
    proxyReq.setHeader('accept-encoding', 'gzip, deflate, br');
  });

  proxy.on('proxyRes', (proxyRes, req, res) => {
    const started = (req as { started?: number }).started ?? Date.now();
    const headers: http.OutgoingHttpHeaders = { ...proxyRes.headers };
    for (const h of HOP_HEADERS) delete headers[h];
    const cookies = proxyRes.headers['set-cookie'];
    if (cookies) headers['set-cookie'] = cookies.map(rewriteSetCookie);
    const location = proxyRes.headers.location;
    const status = proxyRes.statusCode ?? 502;
    if (location) {
      headers.location = rewriteLocation(location, origins);
      const from = new URL(req.url ?? '/', origins.local).href;
      const to = new URL(String(headers.location), from).href;
      const chain = status >= 300 && status < 400 ? loops.add(from, to) : null;
      if (chain) {
        proxyRes.resume();
        const page = errorPage(redirectLoopMessage(chain), 508);
        log(`redirect loop: ${chain.join(' → ')}`);
        res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page.html);
        return;
      }
    }
    for (const name of ['content-security-policy', 'content-security-policy-report-only']) {
      const value = headers[name];
      if (typeof value === 'string') headers[name] = localizeUrls(value, origins);
    }
    const type = String(proxyRes.headers['content-type'] ?? '');
    const done = (note: string) => log(`${req.method} ${req.url} ${status} ${Date.now() - started}ms${note}`);
    if (!REWRITE_TYPES.test(type) || req.method === 'HEAD' || status === 204 || status === 304) {
      // streamed as the portal sent it (compressed or not)
      res.writeHead(status, proxyRes.statusMessage, headers);
      pipeline(proxyRes, res, () => done(''));
      return;
    }
    const chunks: Buffer[] = [];
    proxyRes.on('data', (c: Buffer) => chunks.push(c));
    proxyRes.on('error', () => res.destroy());
    proxyRes.on('end', () => {
      let body: Buffer;
      try {
        body = decode(Buffer.concat(chunks), String(proxyRes.headers['content-encoding'] ?? ''));
      } catch (error) {
        const page = errorPage({
          kind: 'unreachable',
          message: `The portal's compressed answer could not be read: ${String(error)}`,
        });
        res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
        return;
      }
      let text = body.toString('utf8');
      let note = '';
      if (/^(text\/html|application\/xhtml)/i.test(type)) {
        const result = rewriteHtml(text, origins, {
          strip: options.strip,
          inject: theme ? { headExtra: options.dev?.headHtml() ?? '', bodyExtra: options.dev?.bodyHtml() ?? '' } : null,
        });
        text = result.html;
        if (result.stripped.length) note = ` (theme removed: ${result.stripped.join(', ')})`;
      } else text = localizeUrls(text, origins);
      delete headers['content-encoding'];
      delete headers['transfer-encoding'];
      delete headers.etag; // the body is not the portal's any more
      const out = Buffer.from(text, 'utf8');
      headers['content-length'] = String(out.length);
      res.writeHead(status, proxyRes.statusMessage, headers);
      res.end(out);
      done(note);
    });
  });

  proxy.on('error', (error, req, res) => {
    const problem = describeRequestError(error, upstream);
    log(`${req.method} ${req.url}: ${problem.message}`);
    if (!('writeHead' in res) || res.headersSent) {
      res.destroy();
      return;
    }
    const page = errorPage(problem);
    res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page.html);
  });

  const distDir = path.resolve(options.distDir);
  const server = http.createServer((req, res) => {
    (req as { started?: number }).started = Date.now();
    const url = new URL(req.url ?? '/', origins.local);
    if (options.dev?.handle(req, res, url)) return;
    // the kit's own files from the local build; every other /files/ upload (images …) from the portal
    if (theme && (req.method === 'GET' || req.method === 'HEAD') && url.pathname.startsWith('/files/')) {
      const name = path.basename(url.pathname);
      const file = path.join(distDir, name);
      if (name && path.dirname(file) === distDir && fs.existsSync(file) && fs.statSync(file).isFile()) {
        res.writeHead(200, {
          'content-type': MIME[path.extname(name)] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        });
        if (req.method === 'HEAD') res.end();
        else fs.createReadStream(file).pipe(res);
        log(`${req.method} ${url.pathname} 200 (local build)`);
        return;
      }
    }
    proxy.web(req, res);
  });
  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  origins.local = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: origins.local,
    port,
    origins,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        agent.destroy();
        proxy.close();
        server.close(() => resolve());
      }),
  };
}

export interface ProbeResult {
  /** null: the portal answered a Mashery page (a 5xx still gives a warning) */
  problem: Problem | null;
  warning: Problem | null;
  finalUrl: string;
  status: number;
}

/**
 * Checks the portal before the proxy starts (nothing half-done): reachable, certificate trusted (or
 * --insecure), no redirect loop, and a Mashery portal page at the end. Redirects are followed with the
 * cookies they set, as a browser would.
 */
export async function probePortal(
  options: Pick<ProxyOptions, 'portal' | 'insecure' | 'resolve'>,
  maxHops = 10,
): Promise<ProbeResult> {
  const start = portalOrigin(options.portal);
  const agent = portalAgent({ ...options, portal: start });
  const jar = new Map<string, string>();
  const chain: string[] = [];
  let url = new URL(options.portal.includes('://') ? options.portal : `https://${options.portal}`).href;
  try {
    for (let hop = 0; hop <= maxHops; hop++) {
      chain.push(url);
      const answer = await get(url, agent, jar);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        const next = new URL(answer.location, url).href;
        if (chain.filter((c) => c === next).length >= 2 || hop === maxHops) {
          chain.push(next);
          return { problem: redirectLoopMessage(chain), warning: null, finalUrl: next, status: answer.status };
        }
        url = next;
        continue;
      }
      if (answer.status >= 500)
        return { problem: null, warning: serverErrorMessage(url, answer.status), finalUrl: url, status: answer.status };
      const markers = masheryMarkers(answer.body);
      if (!markers.ok)
        return {
          problem: notMasheryMessage(url, markers.missing, MASHERY_MARKERS),
          warning: null,
          finalUrl: url,
          status: answer.status,
        };
      return { problem: null, warning: null, finalUrl: url, status: answer.status };
    }
  } catch (error) {
    return { problem: describeRequestError(error, start), warning: null, finalUrl: url, status: 0 };
  } finally {
    agent.destroy();
  }
  return { problem: redirectLoopMessage(chain), warning: null, finalUrl: url, status: 0 };
}

function get(
  url: string,
  agent: http.Agent,
  jar: Map<string, string>,
): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const lib = u.protocol === 'https:' ? https : http;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const req = lib.get(
      u,
      {
        agent,
        headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html', ...(cookie ? { cookie } : {}) },
        timeout: 15_000,
      },
      (res) => {
        for (const c of res.headers['set-cookie'] ?? []) {
          const [pair = ''] = c.split(';');
          const i = pair.indexOf('=');
          if (i > 0) jar.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
        }
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const body = decode(Buffer.concat(chunks), String(res.headers['content-encoding'] ?? '')).toString('utf8');
            resolve({ status: res.statusCode ?? 0, location: res.headers.location, body });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('no answer within 15 s'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
  });
}
