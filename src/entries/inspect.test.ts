// The inspect CLI as admins run it: JSON on stdout and exit 0, or a message on stderr and exit 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, manifest } from '../../test/extract/manifest.ts';
import { html } from '../../test/extract/helpers.ts';

function inspect(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/entries/inspect.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('inspect CLI', () => {
  it('prints contentType, state and the PageData of a saved page, using --url', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inspect-'));
    const file = join(dir, 'saved.html');
    writeFileSync(
      file,
      html({
        body: 'page-search',
        main: '<p class="no-result">Nothing for <b>zzz</b></p>',
        footer: '<ul><li><a href="/search?q=zzz">Again</a></li><li><a href="/search">Search</a></li></ul>',
      }),
    );
    const r = inspect(file, '--url', 'https://developer.acme.example/search?q=zzz');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(Object.keys(out).slice(0, 2)).toEqual(['contentType', 'state']);
    expect(out).toMatchObject({
      contentType: 'search',
      state: 'noResults',
      contentId: '/search',
      content: { meta: { query: 'zzz' } },
    });
    expect(out.nav.secondary.map((i: { isActive: boolean }) => i.isActive)).toEqual([true, false]);
    // problems are printed as English lines (describeProblem), last, as before they became data
    expect(Object.keys(out).at(-1)).toBe('problems');
    expect(out.problems).toEqual(['no #main h1.first']);
  }, 60_000);

  it('uses the manifest URL for a fixture page', () => {
    const e = manifest().find((m) => m.file === 'accountKeys.html');
    if (!e) return;
    const r = inspect(join(ROOT, 'fixtures/pages', e.file));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).context.url).toBe(e.url);
  }, 60_000);

  // docs/extraction.md: `npm run --silent inspect -- page.html --url … --status 404` (as served with 404)
  it('reads the page as served with --status', () => {
    const r = inspect(
      join(ROOT, 'fixtures/pages/accountKeys.html'),
      '--url',
      'https://developer.example.com/no/such',
      '--status',
      '404',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ contentType: 'fourOhFour', contentId: '/no/such' });
  }, 60_000);

  it('exits 2 with a message for a missing file, a directory and bad arguments', () => {
    for (const args of [['/no/such/page.html'], [ROOT], ['x.html', '--url', 'javascript:alert(1)']]) {
      const r = inspect(...args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^inspect: /);
      expect(r.out).toBe('');
    }
  }, 120_000);
});
