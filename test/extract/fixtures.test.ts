// Every fixture page of fixtures/pages/index.json: detection, manifest facts, zod schema, and the
// reviewed expected JSON in test/extract/expected/ (see docs/extraction.md before changing one).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentTypes, detect, extractPage } from '../../src/extract/index.ts';
import { validatePageData } from '../../src/model/pageData.ts';
import { EXPECTED, ROOT, at, loadFixture, manifest } from './manifest.ts';
import { unsafeUrls } from '../fuzz/run.ts';

const entries = manifest();

describe.runIf(entries.length > 0)('fixture pages', () => {
  describe.each(entries.map((e) => [e.file, e] as const))('%s', (_file, e) => {
    // read inside each test, not when the file is collected: mutation testing (Stryker's per-test coverage)
    // counts code run outside a test as static — every extractor was, and each of its mutants ran the
    // whole suite or was skipped
    const page = () => {
      const doc = loadFixture(e);
      return { det: detect(doc, { url: e.url, status: e.status }), data: extractPage(doc, e.url, { status: e.status }) };
    };

    it(`is detected as ${e.contentType}${e.state ? `:${e.state}` : ''}`, () => {
      const { det, data } = page();
      expect({ contentType: det.contentType, state: det.state, isPortalPage: det.isPortalPage }).toEqual({
        contentType: e.contentType,
        state: e.state ?? null,
        isPortalPage: true,
      });
      expect([data.contentType, data.state]).toEqual([e.contentType, e.state ?? null]);
    });

    it('holds every manifest fact', () => {
      const { data } = page();
      const failed = Object.entries(e.facts ?? {})
        .filter(([path, want]) => {
          try {
            expect(at(data, path)).toEqual(want);
            return false;
          } catch {
            return true;
          }
        })
        .map(([path, want]) => `${path}: got ${JSON.stringify(at(data, path))}, want ${JSON.stringify(want)}`);
      expect(failed).toEqual([]);
    });

    it('validates against the PageData schema and holds only safe URLs', () => {
      const { data } = page();
      expect(validatePageData(data)).toEqual([]);
      expect(unsafeUrls(data)).toEqual([]);
    });

    it('equals its reviewed expected JSON', () => {
      const { data } = page();
      const file = join(EXPECTED, e.file.replace(/\.html$/, '.json'));
      expect(existsSync(file), `missing ${file}: run npx tsx test/extract/update-expected.ts ${e.file}, then review it`).toBe(
        true,
      );
      expect(JSON.parse(JSON.stringify(data))).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    });
  });

  it('covers every content type and every signin and search state', () => {
    const seen = new Set(
      entries.map((e) => {
        const doc = loadFixture(e);
        const d = detect(doc, { url: e.url, status: e.status });
        return d.state ? `${d.contentType}:${d.state}` : d.contentType;
      }),
    );
    const wanted = [
      ...contentTypes.filter((t) => t !== 'signin' && t !== 'search'),
      'signin:normal',
      'signin:failed',
      'signin:moved',
      'search:blank',
      'search:noResults',
      'search:results',
    ];
    expect(wanted).toHaveLength(62);
    expect(wanted.filter((w) => !seen.has(w))).toEqual([]);
  });

  it('the fixture generator reads the content types of the registry, in order (fixtures/generate/order.mjs)', async () => {
    const generatorOrder = pathToFileURL(join(ROOT, 'fixtures/generate/order.mjs')).href;
    const { CONTENT_TYPES } = (await import(generatorOrder)) as { CONTENT_TYPES: string[] };
    expect(CONTENT_TYPES).toEqual([...contentTypes]);
  });

  it('keeps no expected file for a page that left the manifest', () => {
    const want = new Set(entries.map((e) => e.file.replace(/\.html$/, '.json')));
    const have = existsSync(EXPECTED) ? readdirSync(EXPECTED).filter((f) => f.endsWith('.json')) : [];
    expect(have.filter((f) => !want.has(f))).toEqual([]);
  });
});
