// `npm run portal:report` against the simulated portal hosted on its own HTTPS origin
// (fixtures/portal/hosted.ts): every page type it reaches is listed, each page has its four screenshots,
// nothing secret is in the report, and a sign-in that fails is said and the run goes on signed out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { startHostedPortal, DEMO_PASSWORD } from '../../fixtures/portal/index.ts';
import { runReport } from '../../scripts/dev/report/report.ts';

const dist = path.resolve(process.env.E2E_DIST ?? 'dist/portal');

test('signed in: page types, screenshots, problems, and no key or secret anywhere in the report', async () => {
  test.setTimeout(240_000);
  const hosted = await startHostedPortal({ hostileMarkup: false });
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-report-'));
  // a start path carrying a key, as someone might paste one: the report must not repeat it
  const key = hosted.portal.store.keysOf('jdoe')[0]!.key;
  try {
    const report = await runReport({
      portal: hosted.url,
      insecure: true,
      resolve: hosted.resolve,
      user: 'jdoe',
      password: DEMO_PASSWORD,
      distDir: dist,
      out,
      maxPages: 6,
      delayMs: 50,
      paths: [`/apps/mykeys?showKeys=true&api_key=${key}`, '/docs/read/Getting_Started'],
    });
    expect(report.signedIn).toBe('jdoe');
    expect(report.pages).toHaveLength(6);
    const types = report.types.map((t) => t.contentType);
    for (const t of ['page', 'accountKeys', 'docs']) expect(types).toContain(t);
    expect(types).not.toContain('(none)');
    for (const p of report.pages)
      for (const shot of Object.values(p.shots)) expect(fs.statSync(path.join(out, shot)).size, shot).toBeGreaterThan(1000);
    const json = fs.readFileSync(path.join(out, 'report.json'), 'utf8');
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(JSON.parse(json)).toEqual(report);
    for (const t of report.types) expect(html).toContain(`<td>${t.contentType}</td>`);
    for (const k of hosted.portal.store.keysOf('jdoe')) {
      expect(json).not.toContain(k.key);
      expect(json).not.toContain(k.secret);
      expect(html).not.toContain(k.key);
    }
    expect(json).not.toContain(DEMO_PASSWORD);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    await hosted.close();
  }
});

test('a sign-in that fails is said, and the report goes on signed out', async () => {
  test.setTimeout(120_000);
  const hosted = await startHostedPortal({ hostileMarkup: false });
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-report-'));
  try {
    const report = await runReport({
      portal: hosted.url,
      insecure: true,
      resolve: hosted.resolve,
      user: 'jdoe',
      password: 'not-the-password',
      distDir: dist,
      out,
      maxPages: 1,
      delayMs: 0,
    });
    expect(report.signedIn).toBeNull();
    expect(report.notes.join('\n')).toMatch(/sign-in as jdoe failed[^]*continues signed out/);
    expect(report.pages).toHaveLength(1);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    await hosted.close();
  }
});
