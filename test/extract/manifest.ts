// The fixture manifest (fixtures/pages/index.json, written by the fixtures helper) and fact lookup.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHtml } from './parse.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PAGES = join(ROOT, 'fixtures', 'pages');
export const EXPECTED = join(ROOT, 'test', 'extract', 'expected');

export interface ManifestEntry {
  file: string;
  url: string;
  status: number;
  contentType: string;
  state: string | null;
  covers?: string;
  facts?: Record<string, unknown>;
}

export function manifest(): ManifestEntry[] {
  const p = join(PAGES, 'index.json');
  return existsSync(p) ? (JSON.parse(readFileSync(p, 'utf8')) as ManifestEntry[]) : [];
}

export function loadFixture(e: ManifestEntry): Document {
  return parseHtml(readFileSync(join(PAGES, e.file), 'utf8'));
}

/** Value at a dotted PageData path ("content.plans.0.keys.length"); undefined when a step is missing. */
export function at(value: unknown, path: string): unknown {
  let v: unknown = value;
  for (const step of path.split('.')) {
    if (v === null || v === undefined) return undefined;
    if (Array.isArray(v)) v = step === 'length' ? v.length : v[Number(step)];
    else if (typeof v === 'object')
      v = Object.prototype.hasOwnProperty.call(v, step) ? (v as Record<string, unknown>)[step] : undefined;
    else if (typeof v === 'string' && step === 'length') v = v.length;
    else return undefined;
  }
  return v;
}
