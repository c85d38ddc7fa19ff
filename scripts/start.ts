// `npm start`: build the theme (dist/portal/), run the simulated Mashery portal on 127.0.0.1 and rebuild
// the theme whenever src/, tokens/ or theme.config.ts change (reload the browser to see the result).
//
//   npm start -- --port 4010 --csp --theme-off --options '{"theme":"dark"}' --no-watch --no-build --hostile --log
//   npm start -- --report-data   (key-activity pages also give their report as JSON: the themed visx report;
//                                 hosted portals do not — docs/reporting.md)
//   npm run portal        (serve the existing dist/portal/ only: no build, no watch)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPortal, REPO_ROOT, DEMO_PASSWORD } from '../fixtures/portal/index.ts';

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
  },
});

const doBuild = args.build && !args['no-build'];
const doWatch = doBuild && args.watch && !args['no-watch'];
const WATCHED = ['src', 'tokens', 'theme.config.ts'].map((p) => path.join(REPO_ROOT, p));

function log(line: string): void {
  console.log(`[portal] ${line}`);
}

let building: ChildProcess | null = null;
let again = false;

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
      if (code === 0) log(`theme built in ${((Date.now() - t0) / 1000).toFixed(1)} s — reload the page`);
      else {
        console.error(output.split('\n').slice(-30).join('\n'));
        log(`theme build FAILED (exit ${code}); pages keep the last good files or show the raw portal`);
      }
      if (again) {
        again = false;
        void build('more changes');
      }
      resolve(code === 0);
    });
  });
}

function watch(): void {
  let timer: NodeJS.Timeout | null = null;
  const changed = new Set<string>();
  const trigger = (file: string) => {
    if (/(^|\/)\.|~$|\.swp$/.test(file)) return;
    changed.add(file);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      const list = [...changed].map((f) => path.relative(REPO_ROOT, f));
      changed.clear();
      void build(`changed: ${list.slice(0, 3).join(', ')}${list.length > 3 ? ` +${list.length - 3}` : ''}`);
    }, 300);
  };
  for (const target of WATCHED) {
    if (!fs.existsSync(target)) continue;
    const isDir = fs.statSync(target).isDirectory();
    fs.watch(target, { recursive: isDir }, (_event, file) => trigger(isDir ? path.join(target, String(file ?? '')) : target));
  }
  log(`watching ${WATCHED.map((w) => path.relative(REPO_ROOT, w)).join(', ')}`);
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
  });
  if (doWatch) watch();

  console.log(`
  Simulated Mashery portal: ${portal.url}/
  Outbox (mails the portal "sent"): ${portal.url}/__outbox
  Raw server page (no theme): add ?theme=off (and ?theme=on to switch back)
  Key activity: drawn by the portal's report scripts (stand-ins); ${args['report-data'] ? 'report data is ON (?reports=scripts to switch off)' : 'themed report from JSON: ?reports=data (or --report-data)'}${args.csp ? '\n  Strict CSP is ON' : '\n  Strict CSP: add ?csp=strict (and ?csp=off)'}
  Users (password ${DEMO_PASSWORD}): jdoe (member), admin (administrator), oidc (company login), platform,
    bulk (30 keys), mallory (hostile content), sleepy (idle 200 days), vendor (must join), moved, disabled
  Docs: docs/portal.md · Ctrl+C to stop
`);

  const stop = async () => {
    building?.kill();
    await portal.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
