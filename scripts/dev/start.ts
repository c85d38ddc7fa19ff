// `npm start`: build the theme (dist/portal/), run the simulated Mashery portal on 127.0.0.1 and keep open
// pages up to date (docs/theming.md › "The two-second loop"):
//   - tokens/** and theme.config.ts (tokens, themes, theme, labels, settings): NO rebuild — the live preview
//     (scripts/dev/preview.ts) recomputes the CSS variables and label/setting overrides in well under a
//     second and pushes them to the page (CSS swapped in place; label/setting changes reload the page);
//     problems show as an overlay in the page with the same text as here;
//   - src/** (components, screens, labels/en.ts …), templates, breakpoints, a new theme file: a full
//     `npm run build`, then open pages reload by themselves.
//
//   npm start -- --port 4010 --csp --theme-off --options '{"theme":"dark"}' --no-watch --no-build --hostile --log
//   npm start -- --report-data   (key-activity pages also give their report as JSON: the themed visx report;
//                                 hosted portals do not — docs/reporting.md)
//   npm start -- --no-build      (serve the existing dist/portal/; the live preview still follows tokens and
//                                 theme.config.ts, src/ edits are not rebuilt)
//   npm start -- --root <dir>    (theme inputs — tokens/, theme.config.ts — from a copy: bench:preview, tests)
//   npm run portal        (serve the existing dist/portal/ only: no build, no watch, no preview)
//   npm start -- --portal https://developer.example.com [--port 4010] [--strip URL …] [--insecure]
//                         [--resolve host:ip]   (your own hosted portal through a local proxy, its theme
//                         replaced by this build, with the live preview: scripts/dev/proxy/, docs/proxy.md)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPortal, REPO_ROOT, DEMO_PASSWORD } from '../../fixtures/portal/index.ts';
import { ThemePreview, watchThemeFiles } from './preview.ts';
import { themeConfigFile } from '../build/check-theme.ts';
import { probePortal, startProxy } from './proxy/server.ts';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    csp: { type: 'boolean', default: false },
    'theme-off': { type: 'boolean', default: false },
    options: { type: 'string' },
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    watch: { type: 'boolean', default: true },
    'no-watch': { type: 'boolean', default: false },
    hostile: { type: 'boolean', default: false },
    'report-data': { type: 'boolean', default: false },
    log: { type: 'boolean', default: false },
    root: { type: 'string' },
    portal: { type: 'string' },
    strip: { type: 'string', multiple: true, default: [] },
    insecure: { type: 'boolean', default: false },
    resolve: { type: 'string', multiple: true, default: [] },
  },
});

const doBuild = args.build && !args['no-build'];
const doWatch = args.watch && !args['no-watch'];
const inputsRoot = path.resolve(args.root ?? REPO_ROOT);

function log(line: string): void {
  console.log(`[portal] ${line}`);
}

let building: ChildProcess | null = null;
let again = false;
let preview: ThemePreview | null = null;

function build(reason: string): Promise<boolean> {
  if (building) {
    again = true;
    return Promise.resolve(false);
  }
  const t0 = Date.now();
  log(`building the theme (${reason}) …`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    building = child;
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => {
      building = null;
      const tail = output.split('\n').slice(-30).join('\n');
      if (code === 0) log(`theme built in ${((Date.now() - t0) / 1000).toFixed(1)} s — open pages reload`);
      else {
        console.error(tail);
        log(`theme build FAILED (exit ${code}); pages keep the last good files or show the raw portal`);
      }
      preview?.buildFinished(code === 0, tail);
      if (again) {
        again = false;
        void build('more changes');
      }
      resolve(code === 0);
    });
  });
}

function watch(): void {
  const rel = (files: string[]) => {
    const list = files.map((f) => path.relative(REPO_ROOT, f));
    return `${list.slice(0, 3).join(', ')}${list.length > 3 ? ` +${list.length - 3}` : ''}`;
  };
  watchThemeFiles(inputsRoot, {
    onHot: () => void preview?.refresh(),
    // src/ only when the inputs are the repo's own (a copy under --root has no sources to rebuild)
    sourceDirs: doBuild && inputsRoot === REPO_ROOT ? ['src'] : [],
    onSource: (files) =>
      void build(`changed: ${rel(files)}`).then((ok) => {
        if (ok) void preview?.refresh();
      }),
  });
  log(
    `watching ${path.relative(REPO_ROOT, inputsRoot) || '.'}: tokens/, ${themeConfigFile()} → live preview (no rebuild)${doBuild && inputsRoot === REPO_ROOT ? '; src/ → rebuild + reload' : ''}`,
  );
}

/** `--resolve host:ip` (like curl's, without the port) as a map */
function resolveMap(list: string[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const entry of list) {
    const i = entry.indexOf(':');
    if (i <= 0) {
      console.error(`--resolve takes host:ip, not ${entry}`);
      process.exit(2);
    }
    map[entry.slice(0, i)] = entry.slice(i + 1);
  }
  return map;
}

/** `--portal`: check the portal first (nothing half-done), then proxy it. */
async function startPortalProxy(url: string) {
  const resolve = resolveMap(args.resolve);
  log(`checking ${url} …`);
  const probe = await probePortal({ portal: url, insecure: args.insecure, resolve });
  if (probe.problem) {
    console.error(`\n  ${probe.problem.message}\n`);
    process.exit(1);
  }
  if (probe.warning) log(`warning: ${probe.warning.message}`);
  if (args.insecure) log("--insecure: the portal's TLS certificate is NOT checked");
  return startProxy({
    portal: url,
    port: Number(args.port),
    host: args.host,
    strip: args.strip,
    insecure: args.insecure,
    resolve,
    distDir: path.join(REPO_ROOT, 'dist/portal'),
    theme: !args['theme-off'],
    dev: preview,
    log: args.log ? (line) => console.log(`  ${line}`) : undefined,
  });
}

async function main(): Promise<void> {
  let portalOptions: Record<string, unknown> | null = null;
  if (args.options) {
    try {
      portalOptions = JSON.parse(args.options) as Record<string, unknown>;
    } catch {
      console.error('--options must be JSON, e.g. --options \'{"theme":"dark"}\'');
      process.exit(2);
    }
  }
  if (doWatch) {
    preview = new ThemePreview({
      root: inputsRoot,
      log: (line) => console.log(`[preview] ${line}`),
      onRebuildNeeded: (reason) => {
        if (doBuild && inputsRoot === REPO_ROOT) void build(reason);
        else log(`${reason}: only a rebuild shows this (npm run build, then reload)`);
      },
    });
    await preview.refresh();
  }
  if (args.portal) {
    // before the build: a wrong URL is told at once, not after it
    const proxy = await startPortalProxy(args.portal);
    if (doBuild) await build('start');
    if (doWatch) watch();
    console.log(`
  Your portal ${proxy.origins.upstream} through the local proxy: ${proxy.url}/
  Its installed theme is removed; this kit's build (dist/portal/) is injected as Portal Setup would.
  Live preview: ${preview ? 'ON — token and theme.config.ts edits show within a second or two' : 'off'}
  Cookies, redirects and links to the portal are rewritten for ${proxy.url}. Docs: docs/proxy.md · Ctrl+C to stop
`);
    const stopProxy = async () => {
      building?.kill();
      preview?.close();
      await proxy.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void stopProxy());
    process.on('SIGTERM', () => void stopProxy());
    return;
  }
  if (doBuild) await build('start');
  else if (!fs.existsSync(path.join(REPO_ROOT, 'dist/portal/portal.js')))
    log('dist/portal/ has no build: pages show the raw portal (run npm run build)');

  const portal = await startPortal({
    port: Number(args.port),
    host: args.host,
    csp: args.csp,
    theme: !args['theme-off'],
    portalOptions,
    hostileMarkup: args.hostile,
    reportData: args['report-data'],
    log: args.log ? (line) => console.log(`  ${line}`) : undefined,
    dev: preview,
    compress: true,
  });
  if (doWatch) watch();

  console.log(`
  Simulated Mashery portal: ${portal.url}/
  Outbox (mails the portal "sent"): ${portal.url}/__outbox
  Raw server page (no theme): add ?theme=off (and ?theme=on to switch back)
  Key activity: drawn by the portal's report scripts (stand-ins); ${args['report-data'] ? 'report data is ON (?reports=scripts to switch off)' : 'themed report from JSON: ?reports=data (or --report-data)'}${args.csp ? '\n  Strict CSP is ON' : '\n  Strict CSP: add ?csp=strict (and ?csp=off)'}
  Users (password ${DEMO_PASSWORD}): jdoe (member), admin (administrator), oidc (company login), platform,
    bulk (30 keys), mallory (hostile names; --hostile adds hostile posts), sleepy (idle 200 days), vendor (must join), moved, disabled
  Live preview: ${preview ? 'ON — token and theme.config.ts edits show within a second or two, no reload needed' : 'off'}
  Docs: docs/portal.md · Ctrl+C to stop
`);

  const stop = async () => {
    building?.kill();
    preview?.close();
    await portal.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
