// Account-screen test helpers: fixture pages through the REAL extractor and adapter (the same path the
// stories take), and the report fixtures of fixtures/reports.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { extractPage } from '../../../src/extract/index.ts';
import { adapt } from '../../../src/adapter/index.ts';
import { defaultSettings, type Settings } from '../../../src/config/settings.ts';
import type { ContentType, ScreenModel } from '../../../src/model/screenModel.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const PAGES = join(ROOT, 'fixtures', 'pages');
const REPORTS = join(ROOT, 'fixtures', 'reports');

export interface PageEntry {
  file: string;
  url: string;
  status: number;
  contentType: ContentType;
  state: string | null;
  covers?: string;
}
export const pages = JSON.parse(readFileSync(join(PAGES, 'index.json'), 'utf8')) as PageEntry[];

export interface ReportEntry {
  file: string;
  request: string | null;
  page: string | null;
  covers: string;
}
export const reports = JSON.parse(readFileSync(join(REPORTS, 'index.json'), 'utf8')) as ReportEntry[];

/** The fixed "now" of the fixture models (the copyright year and dates must not drift). */
export const NOW = new Date('2026-03-01T12:00:00Z');

const win = new Window({
  url: 'https://portal.invalid/',
  settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

export function entry(file: string): PageEntry {
  const e = pages.find((p) => p.file === file);
  if (!e) throw new Error(`no fixture page ${file}`);
  return e;
}

/** The screen model of a fixture page (optionally with other settings). */
export function modelOf<K extends ContentType = ContentType>(
  file: string,
  type?: K,
  settings: Partial<Settings> = {},
): ScreenModel<K> {
  const e = entry(file);
  if (type && e.contentType !== type) throw new Error(`${file} is ${e.contentType}, not ${type}`);
  const doc = new win.DOMParser().parseFromString(readFileSync(join(PAGES, file), 'utf8'), 'text/html') as unknown as Document;
  return adapt(
    extractPage(doc, e.url, { status: e.status }),
    { ...defaultSettings, ...settings },
    { url: e.url, now: NOW },
  ) as ScreenModel<K>;
}

export function reportJson(file: string): unknown {
  return JSON.parse(readFileSync(join(REPORTS, file), 'utf8'));
}

export function reportText(file: string): string {
  return readFileSync(join(REPORTS, file), 'utf8');
}
