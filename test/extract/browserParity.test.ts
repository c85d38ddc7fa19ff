// Parity with a real browser: the extractor bundled as the deployed bundle ships it, run on DOMParser
// documents in headless Chromium, must give the same PageData as in happy-dom for every fixture page
// (raw *Html fields excepted: serialisers differ in entity escaping; CRLF is normalised by browsers only).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../src/extract/index.ts';
import { PAGES, ROOT, loadFixture, manifest } from './manifest.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** JSON with raw *Html fields dropped and CRLF normalised. */
function comparable(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (k, v) => (k.endsWith('Html') ? undefined : typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v)),
  );
}

describe.runIf(existsSync(CHROMIUM) && manifest().length > 0)('extraction in Chromium', () => {
  it('equals the happy-dom result on every fixture page', async () => {
    const entries = manifest();
    const bundle = await build({
      entryPoints: [join(ROOT, 'src/extract/index.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'PortalExtract',
      write: false,
    });
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const page = await browser.newPage();
      await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
      const pages = entries.map((e) => ({ url: e.url, status: e.status, src: readFileSync(join(PAGES, e.file), 'utf8') }));
      const outs = await page.evaluate((list) => {
        const portalExtract = (
          globalThis as unknown as { PortalExtract: { extractPage: (d: Document, u: string, o: object) => unknown } }
        ).PortalExtract;
        return list.map((p) =>
          JSON.stringify(
            portalExtract.extractPage(new DOMParser().parseFromString(p.src, 'text/html'), p.url, { status: p.status }),
          ),
        );
      }, pages);
      const differing = entries.filter(
        (e, i) =>
          JSON.stringify(comparable(JSON.parse(outs[i]!))) !==
          JSON.stringify(comparable(extractPage(loadFixture(e), e.url, { status: e.status }))),
      );
      expect(differing.map((e) => e.file)).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
