// README is the front door, and docs hold current facts, not a diary (issue 36): README stays at most 150
// lines, starts with what the kit is and shows the two set-up commands near the top; no dated history in
// README, docs/ or the headers of scripts/ (history is git's). A date that is data, not a diary entry (a
// fixed clock in stories, a date a screenshot shows), is listed in DATA_DATES with where it may appear.
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
/** a date from the project's own years: older dates in docs are example data (e.g. a report's range) */
const DATE = /\b20(?:2[5-9]|[3-9]\d)-[01]\d-[0-3]\d\b/g;
/** file → dates it may contain, because they are data (what a page or story shows), not history */
const DATA_DATES: Record<string, string[]> = {
  'docs/adapter.md': ['2026-03-14'], // the stories' fixed clock
  'docs/journey.md': ['2026-11-21'], // the date a report row shows in a screenshot
};

/** the dates in a file that are not listed as data */
export function diaryDates(file: string, text: string): string[] {
  const allowed = new Set(DATA_DATES[file] ?? []);
  return [...text.matchAll(DATE)].map((m) => m[0]).filter((d) => !allowed.has(d));
}

/** the leading comment block of a script (its header) */
export function scriptHeader(text: string): string {
  const lines = text.replace(/^#!.*\n/, '').split('\n');
  const header: string[] = [];
  for (const line of lines) {
    if (/^\s*(\/\/|#|\*|\/\*)/.test(line) || line.trim() === '') header.push(line);
    else break;
  }
  return header.join('\n');
}

describe('the front door', () => {
  const readme = read('README.md');

  it('README is at most 150 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('README says what the kit is and gives the two commands in its first 40 lines', () => {
    const top = readme.split('\n').slice(0, 40).join('\n');
    expect(top).toMatch(/Mashery API developer portal/);
    expect(top).toContain('npm ci && npm start');
    expect(top).toContain('npm ci && npm test');
  });

  it('.ci/run calls exactly the README test command', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/^npm test$/m);
  });

  it('no dated diary in README, docs/ or script headers', () => {
    const found: string[] = [];
    const docs = fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
    for (const file of ['README.md', ...docs.map((f) => `docs/${f}`)])
      for (const d of diaryDates(file, read(file))) found.push(`${file}: ${d}`);
    for (const f of fs.readdirSync(path.join(ROOT, 'scripts'), { recursive: true }) as string[]) {
      if (!/\.(m?[jt]s|sh)$/.test(f)) continue;
      const file = `scripts/${f}`;
      for (const d of diaryDates(file, scriptHeader(read(file)))) found.push(`${file} (header): ${d}`);
    }
    expect(found).toEqual([]);
  });

  it('the checks catch what they are for (planted)', () => {
    expect(diaryDates('docs/x.md', 'Measured on 2026-11-27 at load 3')).toEqual(['2026-11-27']);
    expect(diaryDates('docs/adapter.md', 'fixed clock (2026-03-14)')).toEqual([]);
    expect(scriptHeader('#!/usr/bin/env bash\n# run 2026-01-02\nset -e\n# later 2026-01-03')).toContain('2026-01-02');
    expect(scriptHeader('// a\nconst x = 1; // 2026-01-03')).not.toContain('2026-01-03');
  });
});
