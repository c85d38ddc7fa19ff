// The extraction fuzz loop shared by `npm run fuzz` (scripts/test/fuzz.ts) and the vitest smoke run:
// every iteration takes the next fixture page, applies 1–6 seeded mutations, and asserts that detect and
// extractPage do not throw, that the output still validates against the PageData schema, and that every
// URL field holds a root-relative or http(s) URL (never javascript:, data: …).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detect, extractPage } from '../../src/extract/index.ts';
import { validatePageData } from '../../src/model/pageData.ts';
import { PAGES, manifest } from '../extract/manifest.ts';
import { parseHtml } from '../extract/parse.ts';
import { mutate, rng, type Mutation } from './mutate.ts';

export interface FuzzFailure {
  iteration: number;
  file: string;
  mutations: Mutation[];
  error: string;
}

export interface FuzzResult {
  passed: number;
  failed: number;
  fixtures: number;
  failures: FuzzFailure[];
  ms: number;
}

export interface FuzzOptions {
  count: number;
  seed: number;
  /** first iteration number (to reproduce one failing iteration) */
  start?: number;
  /** keep at most this many failure records */
  keep?: number;
}

/** PageData keys whose string values are URLs: each must be root-relative or absolute http(s). */
const URL_KEYS = new Set([
  'url',
  'action',
  'home',
  'dashboard',
  'register',
  'account',
  'userProfile',
  'report',
  'delete',
  'edit',
  'add',
  'viewKeys',
  'newKey',
  'showKeysUrl',
  'hideKeysUrl',
  'createApp',
  'rss',
  'createTopic',
  'authorUrl',
  'admin',
  'blog',
  'website',
  'previous',
  'next',
  'movedTo',
  'resendUrl',
  'changeEmail',
  'changePassword',
  'removeMembership',
  'src',
]);
const SAFE_URL = /^(?:\/(?!\/)|https?:\/\/)/;

/** Paths of URL fields whose value is not a safe URL. */
export function unsafeUrls(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => unsafeUrls(v, `${path}.${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    if (path === '.content.schemas' || k === 'globals') return [];
    if (URL_KEYS.has(k) && typeof v === 'string' && !SAFE_URL.test(v)) return [`${path}.${k}=${JSON.stringify(v).slice(0, 60)}`];
    return unsafeUrls(v, `${path}.${k}`);
  });
}

/** Page URLs and statuses beyond the manifest's, so URL handling is fuzzed too. */
const URL_VARIANTS = [
  'not a url',
  'https://developer.acme.example/%E0%A4%A',
  'https://other.example/docs/read/Home',
  'javascript:alert(1)',
];

/** Lets happy-dom run the tasks it queued for parsed documents (load events …); without this a long
 * synchronous run keeps every document alive and runs out of memory. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function runFuzz(opts: FuzzOptions): Promise<FuzzResult> {
  const entries = manifest();
  const sources = entries.map((e) => readFileSync(join(PAGES, e.file), 'utf8'));
  const start = opts.start ?? 0;
  const failures: FuzzFailure[] = [];
  let passed = 0;
  let failed = 0;
  const t0 = performance.now();
  for (let i = start; i < start + opts.count && entries.length; i++) {
    if ((i - start) % 25 === 24) await settle();
    const k = i % entries.length;
    const e = entries[k]!;
    const r = rng((opts.seed * 1000003) ^ i);
    let mutations: Mutation[] = [];
    try {
      const doc = parseHtml(sources[k]!);
      mutations = mutate(doc, r, 1 + Math.floor(r() * 6));
      const url = r() < 0.05 ? URL_VARIANTS[Math.floor(r() * URL_VARIANTS.length)]! : e.url;
      const status = r() < 0.05 ? 404 : e.status;
      detect(doc, { url, status });
      const page = extractPage(doc, url, { status });
      const issues = validatePageData(page);
      if (issues.length) throw new Error(`schema: ${issues.slice(0, 3).join('; ')}`);
      const unsafe = unsafeUrls(page);
      if (unsafe.length) throw new Error(`unsafe URL: ${unsafe.slice(0, 3).join('; ')}`);
      passed++;
    } catch (err) {
      failed++;
      if (failures.length < (opts.keep ?? 20)) {
        failures.push({
          iteration: i,
          file: e.file,
          mutations,
          error: err instanceof Error ? (err.stack ?? err.message) : String(err),
        });
      }
    }
  }
  return { passed, failed, fixtures: entries.length, failures, ms: performance.now() - t0 };
}
