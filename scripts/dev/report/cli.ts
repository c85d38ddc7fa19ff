// `npm run portal:report -- https://developer.example.com [--user NAME --password-env VAR] [--max-pages 25]
//   [--delay 500] [--out portal-report] [--insecure] [--resolve host:ip] [--strip URL] [--path /apps/mykeys]`
// Needs the kit's build (npm run build) and Chromium. See scripts/dev/report/report.ts and docs/proxy.md.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../../fixtures/portal/index.ts';
import { ReportError, runReport } from './report.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: 'string' },
    'password-env': { type: 'string' },
    'max-pages': { type: 'string', default: '25' },
    delay: { type: 'string', default: '500' },
    out: { type: 'string', default: 'portal-report' },
    insecure: { type: 'boolean', default: false },
    resolve: { type: 'string', multiple: true, default: [] },
    strip: { type: 'string', multiple: true, default: [] },
    path: { type: 'string', multiple: true, default: [] },
  },
});

function fail(message: string): never {
  console.error(`portal:report: ${message}`);
  process.exit(1);
}

const portal = positionals[0];
if (!portal) fail('usage: npm run portal:report -- <portal URL> [--user NAME --password-env VAR]');
let password: string | undefined;
if (args.user) {
  if (!args['password-env'])
    fail('--user needs --password-env VAR (the password is read from that environment variable, never from the command line)');
  password = process.env[args['password-env']];
  if (!password) fail(`the environment variable ${args['password-env']} is empty or not set`);
}
const distDir = path.join(REPO_ROOT, 'dist/portal');
if (!fs.existsSync(path.join(distDir, 'portal.js'))) fail('dist/portal/ has no build: run npm run build first');
const resolve: Record<string, string> = {};
for (const r of args.resolve) {
  const i = r.indexOf(':');
  if (i <= 0) fail(`--resolve takes host:ip, not ${r}`);
  resolve[r.slice(0, i)] = r.slice(i + 1);
}

try {
  const report = await runReport({
    portal,
    user: args.user,
    password,
    insecure: args.insecure,
    resolve,
    strip: args.strip,
    distDir,
    out: path.resolve(args.out),
    maxPages: Number(args['max-pages']),
    delayMs: Number(args.delay),
    paths: args.path,
    log: (line) => console.log(line),
  });
  for (const note of report.notes) console.log(`note: ${note}`);
  const problems = report.pages.filter((p) => p.problems.length).length;
  console.log(
    `\n${report.pages.length} pages, ${report.types.length} page types, ${problems} with problems → ${path.join(args.out, 'index.html')} and report.json`,
  );
} catch (error) {
  if (error instanceof ReportError) fail(error.message);
  throw error;
}
