// Every fixture page through the real extractor and the adapter: the model is complete and sensible
// (the contract the screen stories rely on).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../src/extract/index.ts';
import { adapt } from '../../src/adapter/index.ts';
import { defaultSettings } from '../../src/config/settings.ts';
import type { ScreenModel } from '../../src/model/screenModel.ts';
import { NOW } from './factories.ts';

const PAGES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'pages');
interface Entry {
  file: string;
  url: string;
  status: number;
  contentType: string;
  state: string | null;
}
const manifest = JSON.parse(readFileSync(join(PAGES, 'index.json'), 'utf8')) as Entry[];

const win = new Window({
  url: 'https://portal.invalid/',
  settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
/**
 * The page's screen model, read afresh by each test that asks (no cache: mutation testing's per-test coverage
 * credits the code a test runs to that test only, so a test reading another's cached model could kill none).
 */
function model(e: Entry): ScreenModel {
  const doc = new win.DOMParser().parseFromString(readFileSync(join(PAGES, e.file), 'utf8'), 'text/html') as unknown as Document;
  return adapt(extractPage(doc, e.url, { status: e.status }), defaultSettings, { url: e.url, now: NOW });
}

/** Strings the user would see that betray a missing value. */
function leaks(value: unknown, path = 'screen'): string[] {
  if (typeof value === 'string')
    return /^(null|undefined|NaN|\[object Object\])$|\{\{(area|username|title|year|path\.\w+)\}\}/.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaks(v, `${path}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      k === 'data' || k === 'form' || k === 'init' ? [] : leaks(v, `${path}.${k}`),
    );
  return [];
}

describe('fixture pages → model', () => {
  it('the manifest is there', () => expect(manifest.length).toBeGreaterThan(100));

  it.each(manifest.map((e) => [e.file, e] as const))('%s', (_file, e) => {
    const m = model(e);
    expect(m.contentType).toBe(e.contentType);
    expect(m.state).toBe(e.state);
    expect(m.degraded).toBe(false);
    expect(m.problems.filter((p) => p.kind === 'adapter-failed')).toEqual([]);
    expect(m.layout.title.trim()).not.toBe('');
    expect(m.layout.title).not.toMatch(/^\s*\||\|\s*$|undefined|null/);
    expect(m.layout.htmlClasses).toContain(m.layout.loggedIn ? 'logged-in' : 'logged-out');
    expect(leaks(m.screen)).toEqual([]);
    expect(leaks(m.layout, 'layout')).toEqual([]);
    const heading = (m.screen as { heading?: string | null }).heading;
    if (heading !== null && heading !== undefined) expect(heading.trim()).not.toBe('');
    // every link the model offers is safe
    const urls = JSON.stringify(m).match(/"url":"[^"]*"/g) ?? [];
    for (const u of urls) expect(u).not.toMatch(/"url":"\s*(javascript|data|vbscript):/i);
  });

  it('signed-in pages carry the hidden logout form; Sign Out submits it', () => {
    const signedIn = manifest.map(model).filter((m) => m.layout.loggedIn && m.layout.logoutForm);
    expect(signedIn.length).toBeGreaterThan(10);
    for (const m of signedIn) {
      const signout = m.layout.userNav.items.find((i) => i.id === 'signout');
      expect(signout).toMatchObject({ kind: 'logout', formId: m.layout.logoutForm?.id });
    }
  });

  it('pages forced to signed-out (logout, membership removed) show Sign In and Register', () => {
    for (const e of manifest.filter((x) => x.contentType === 'logout' || x.contentType === 'memberRemoveSuccess')) {
      const m = model(e);
      if (!m.layout.loggedIn) expect(m.layout.userNav.items.map((i) => i.id)).toEqual(['signin', 'register']);
    }
  });
});
