// The fixture server pages (fixtures/pages/index.json) as documents, parsed by happy-dom without loading or
// running anything: for tests that read every fixture page (src/adapter/lazy.test.ts,
// scripts/build/preloadRules.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';

export const FIXTURE_PAGES_DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'pages');

export interface FixturePage {
  file: string;
  url: string;
  status: number;
}

export const fixturePages = JSON.parse(readFileSync(join(FIXTURE_PAGES_DIR, 'index.json'), 'utf8')) as FixturePage[];

const win = new Window({
  url: 'https://portal.invalid/',
  settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

/** a fresh document of the fixture page (inert: scripts and stylesheets are not loaded) */
export function fixtureDocument(page: FixturePage): Document {
  return new win.DOMParser().parseFromString(
    readFileSync(join(FIXTURE_PAGES_DIR, page.file), 'utf8'),
    'text/html',
  ) as unknown as Document;
}
