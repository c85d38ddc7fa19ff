// Content-screen test helpers: fixture pages through the REAL extractor and adapter (the path the stories
// take), with a fixed clock.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { extractPage } from '../../../src/extract/index.ts';
import type { PageData } from '../../../src/model/pageData.ts';
import { adapt } from '../../../src/adapter/index.ts';
import { defaultSettings, type Settings } from '../../../src/config/settings.ts';
import type { ContentType, ScreenModel } from '../../../src/model/screenModel.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const PAGES = join(ROOT, 'fixtures', 'pages');

export interface PageEntry {
  file: string;
  url: string;
  status: number;
  contentType: ContentType;
  state: string | null;
  covers?: string;
  hostile?: string;
}
export const pages = JSON.parse(readFileSync(join(PAGES, 'index.json'), 'utf8')) as PageEntry[];

/** The content types of issue 7 (the content screens). */
export const CONTENT_TYPES = [
  'fourOhFour',
  'noAccess',
  'page',
  'docs',
  'ioDocs',
  'forumAll',
  'forumTopics',
  'forumAddTopic',
  'forumSingle',
  'forumRecent',
  'blogAll',
  'blogSingle',
  'search',
  'profile',
  'signin',
  'register',
  'registerSent',
  'registerResend',
  'registerResendSuccess',
  'join',
  'joinSuccess',
  'lostPassword',
  'lostPasswordReset',
  'lostUsername',
  'lostUsernameReset',
  'logout',
  'logoutFail',
  'contact',
  'contactSuccess',
] as const satisfies readonly ContentType[];

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

export function pageOf(file: string): PageData {
  const e = entry(file);
  const doc = new win.DOMParser().parseFromString(readFileSync(join(PAGES, file), 'utf8'), 'text/html') as unknown as Document;
  return extractPage(doc, e.url, { status: e.status });
}

/** The screen model of a fixture page (optionally with other settings, or the extracted page adjusted). */
export function modelOf<K extends ContentType = ContentType>(
  file: string,
  type?: K,
  settings: Partial<Settings> = {},
  patch?: (page: PageData) => PageData,
): ScreenModel<K> {
  const e = entry(file);
  if (type && e.contentType !== type) throw new Error(`${file} is ${e.contentType}, not ${type}`);
  const page = patch ? patch(pageOf(file)) : pageOf(file);
  return adapt(page, { ...defaultSettings, ...settings }, { url: e.url, now: NOW }) as ScreenModel<K>;
}
