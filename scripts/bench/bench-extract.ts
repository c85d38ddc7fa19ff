// npm run bench:extract -- [--runs N] [--top K] [--no-browser]
// Times detect + extractPage (median / p95 over N runs, after a warm-up) on the largest fixture pages:
// the big my-keys page, the 50-result search page and the K biggest others — in Node on happy-dom, and
// (unless --no-browser or Chromium is missing) in headless Chromium on DOMParser documents, which is what
// the deployed bundle sees. Also prints the minified + gzipped size of the extractor alone.
// Not a test: the figures depend on the machine and its load.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { detect, extractPage } from '../../src/extract/index.ts';
import { PAGES, manifest, type ManifestEntry } from '../../test/extract/manifest.ts';
import { parseHtml } from '../../test/extract/parse.ts';

const args = process.argv.slice(2);
const num = (name: string, def: number) => {
  const i = args.indexOf(name);
  const v = i >= 0 ? Number(args[i + 1]) : def;
  if (!Number.isInteger(v) || v <= 0) {
    process.stderr.write(`bench:extract: ${name} needs a positive integer\n`);
    process.exit(2);
  }
  return v;
};
const RUNS = num('--runs', 200);
const TOP = num('--top', 6);

const entries = manifest();
if (!entries.length) {
  process.stderr.write('bench:extract: no fixture pages (fixtures/pages/index.json)\n');
  process.exit(2);
}
const size = (e: ManifestEntry) => statSync(join(PAGES, e.file)).size;
const bySize = [...entries].sort((a, b) => size(b) - size(a));
const keyCount = (e: ManifestEntry) => (readFileSync(join(PAGES, e.file), 'utf8').match(/class="key"/g) ?? []).length;
const required = [
  bySize.find((e) => e.contentType === 'accountKeys' && keyCount(e) >= 25),
  bySize.find((e) => e.contentType === 'search' && e.state === 'results'),
].filter((e): e is ManifestEntry => !!e);
const chosen = [...required, ...bySize.filter((e) => !required.includes(e)).slice(0, TOP)];

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { median: q(0.5), p95: q(0.95), min: s[0]! };
}

const rows: string[][] = [];
for (const e of chosen) {
  const src = readFileSync(join(PAGES, e.file), 'utf8');
  const parseTimes: number[] = [];
  let doc = parseHtml(src);
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    doc = parseHtml(src);
    parseTimes.push(performance.now() - t);
  }
  for (let i = 0; i < 20; i++) extractPage(doc, e.url, { status: e.status });
  const times: number[] = [];
  let items = '';
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    detect(doc, { url: e.url, status: e.status });
    const p = extractPage(doc, e.url, { status: e.status });
    times.push(performance.now() - t);
    if (i === 0) {
      const c = p.content as unknown as Record<string, unknown>;
      const plans = c.plans as { keys: unknown[] }[] | undefined;
      items = plans
        ? `${plans.reduce((n, pl) => n + pl.keys.length, 0)} keys`
        : Array.isArray(c.results)
          ? `${c.results.length} results`
          : Array.isArray(c.posts)
            ? `${c.posts.length} posts`
            : Array.isArray(c.comments)
              ? `${c.comments.length} comments`
              : Array.isArray(c.apis)
                ? `${c.apis.length} APIs`
                : '';
    }
  }
  const s = stats(times);
  rows.push([
    e.file,
    `${(src.length / 1024).toFixed(1)}`,
    items,
    s.median.toFixed(2),
    s.p95.toFixed(2),
    s.min.toFixed(2),
    stats(parseTimes).median.toFixed(1),
  ]);
}

const head = ['fixture', 'KB', 'items', 'median ms', 'p95 ms', 'min ms', 'parse ms'];
function table(title: string, body: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 || i === 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  process.stdout.write(
    `\n${title}\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${body.map(line).join('\n')}\n`,
  );
}
table(`Node ${process.version} + happy-dom: detect + extractPage, ${RUNS} runs each after 20 warm-up runs`, rows);

// The extractor as the bundle ships it (minified, no zod schema), for the size and the browser run.
const bundle = await build({
  entryPoints: [join(PAGES, '..', '..', 'src', 'extract', 'index.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  globalName: 'PortalExtract',
  write: false,
  target: 'es2020',
});
const code = bundle.outputFiles[0]!.text;
process.stdout.write(
  `\nextractor bundle (src/extract, minified): ${(code.length / 1024).toFixed(1)} KB, gzip ${(gzipSync(code).length / 1024).toFixed(1)} KB\n`,
);

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!args.includes('--no-browser') && existsSync(CHROMIUM)) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: code });
    const pages = chosen.map((e) => ({
      file: e.file,
      url: e.url,
      status: e.status,
      src: readFileSync(join(PAGES, e.file), 'utf8'),
    }));
    const results = await page.evaluate(
      ({ pages, runs }) => {
        const portalExtract = (
          globalThis as unknown as {
            PortalExtract: {
              detect: (doc: Document, opts: object) => unknown;
              extractPage: (doc: Document, url: string, opts: object) => unknown;
            };
          }
        ).PortalExtract;
        const BATCH = 5;
        return pages.map((p) => {
          const parse: number[] = [];
          let doc = new DOMParser().parseFromString(p.src, 'text/html');
          for (let i = 0; i < 10; i++) {
            const t = performance.now();
            doc = new DOMParser().parseFromString(p.src, 'text/html');
            parse.push(performance.now() - t);
          }
          for (let i = 0; i < 20; i++) portalExtract.extractPage(doc, p.url, { status: p.status });
          const times: number[] = [];
          for (let i = 0; i < runs / BATCH; i++) {
            const t = performance.now();
            for (let j = 0; j < BATCH; j++) {
              portalExtract.detect(doc, { url: p.url, status: p.status });
              portalExtract.extractPage(doc, p.url, { status: p.status });
            }
            times.push((performance.now() - t) / BATCH);
          }
          return { file: p.file, times, parse };
        });
      },
      { pages, runs: RUNS },
    );
    table(
      `Chromium (headless, DOMParser documents): detect + extractPage, ${RUNS} runs each in batches of 5 after 20 warm-up runs`,
      results.map((r, i) => {
        const s = stats(r.times);
        return [
          r.file,
          rows[i]![1]!,
          rows[i]![2]!,
          s.median.toFixed(2),
          s.p95.toFixed(2),
          s.min.toFixed(2),
          stats(r.parse).median.toFixed(1),
        ];
      }),
    );
  } finally {
    await browser.close();
  }
} else process.stdout.write(`\n(browser run skipped: ${existsSync(CHROMIUM) ? '--no-browser' : `no Chromium at ${CHROMIUM}`})\n`);
