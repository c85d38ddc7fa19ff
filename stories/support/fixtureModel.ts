// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the virtual module's types (tsc's include does not pick up .d.ts files in the .storybook dot folder)
/// <reference path="./fixtureManifest.d.ts" />
// Screen stories are built from fixture pages: the real extractor reads the page, the real adapter
// turns it into the model the screen renders. The story is the contract between server page and screen.
//
//   const model = modelFromFixture('accountKeys.html');
//   const model = modelFromFixture('accountKeys.html', { settings: { labels: { accountKeys: { heading: 'Keys' } } } });
//
// The page must be loaded first (support/fixturePages.ts): the preview's loader does that for every page a
// story names through fixtureRender/contentStory/fromFixtures or a `fixture` arg.
import { extractPage } from '../../src/extract/index.ts';
import type { PageData } from '../../src/model/pageData.ts';
import { adapt } from '../../src/adapter/index.ts';
import type { ContentType, ScreenModel } from '../../src/model/screenModel.ts';
import { defaultSettings, resolveSettings, type Settings } from '../../src/config/settings.ts';
// file, url and status of each page in fixtures/pages/index.json (vite.config.ts › fixtureManifest; the
// full manifest with every page's facts is ~110 KB)
import manifest from 'virtual:fixture-manifest';
import { fixtureHtml } from './fixturePages.ts';

export { fixtureHtml, loadFixturePages } from './fixturePages.ts';

/** Stories render with a fixed clock so the copyright year and dates never change between runs. */
export const STORY_NOW = new Date('2026-03-14T12:00:00Z');

export interface FixtureOptions {
  /** settings as a brand team would write them (merged over the defaults, validated like portalOptions) */
  settings?: Partial<Settings>;
  /** page URL; default: the manifest's URL for the file */
  url?: string;
  now?: Date;
  /** adjust the extracted page before adapting (e.g. what the runtime would merge in from its session cache) */
  patch?: (page: PageData) => PageData;
}

export function fixtureFiles(): string[] {
  return manifest.map((e) => e.file);
}

export function pageFromFixture(file: string, options: Pick<FixtureOptions, 'url'> = {}): PageData {
  const entry = manifest.find((e) => e.file === file);
  const url = options.url ?? entry?.url ?? 'https://developer.acme.example/';
  const doc = new DOMParser().parseFromString(fixtureHtml(file), 'text/html');
  return extractPage(doc, url, { status: entry?.status ?? 200 });
}

/** The model a screen receives for a fixture page. Throws (failing the story) on an unknown file or warnings. */
export function modelFromFixture<K extends ContentType = ContentType>(
  file: string,
  options: FixtureOptions = {},
): ScreenModel<K> {
  const entry = manifest.find((e) => e.file === file);
  const url = options.url ?? entry?.url ?? 'https://developer.acme.example/';
  let page = pageFromFixture(file, { url });
  if (options.patch) page = options.patch(page);
  const { settings, warnings } = options.settings
    ? resolveSettings(options.settings, undefined)
    : { settings: defaultSettings, warnings: [] };
  if (warnings.length) throw new Error(`Story settings for ${file}: ${warnings.join('; ')}`);
  return adapt(page, settings, { url, now: options.now ?? STORY_NOW }) as ScreenModel<K>;
}
