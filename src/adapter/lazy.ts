// The deploy bundle's adapt(): the common pages' builders (builders/common.ts) are in the entry; every other
// content group's builders (builders/<group>.ts) arrive as a chunk with the page, like its extractors, and a
// few types have a builder module of their own (builderModuleOf).
// Same ScreenModel as adapt() in index.ts (tested). The promise rejects only when the group's chunk cannot
// be loaded (the runtime then shows the server page, or loads the page normally).
import { lazyRegistry } from '../lib/lazyRegistry.ts';
import { loadLabelDefaults, loadRenderSlots, preloadLabelDefaults, unknownLabels } from '../labels/defaults.ts';
import type { Labels } from '../model/labels.ts';
import { contentTypeGroups, type ContentGroup } from '../model/contentTypes.ts';
import type { ContentType, PageData } from '../model/pageData.ts';
import type { Settings } from '../model/settings.ts';
import { adaptWith, type AdaptEnv } from './core.ts';
import { commonBuilders } from './builders/common.ts';
import type { Builder, Builders } from './builders/helpers.ts';
import type { ScreenModel } from '../model/screenModel.ts';

type Table = Partial<Builders>;

/**
 * The builder modules loaded on demand: one per content group (builders/<group>.ts, chunked with the
 * group's extractors), and modules of their own for types whose builders do string work the rest of their
 * group never needs: bodies split for rendering (../bodySegments.ts: `prose` for page and tos — the other
 * common builders stay in the entry —, `docs`, `postPages` for blogSingle and forumSingle), blog excerpts
 * (`blogList`), the report configuration (`keyActivity`).
 */
export type BuilderModule = Exclude<ContentGroup, 'common'> | 'prose' | 'docs' | 'postPages' | 'blogList' | 'keyActivity';

const builderModules = lazyRegistry<Record<BuilderModule, Table>>({
  keys: () => import('./builders/keys.ts').then((m) => m.keysBuilders),
  apps: () => import('./builders/apps.ts').then((m) => m.appsBuilders),
  member: () => import('./builders/member.ts').then((m) => m.memberBuilders),
  community: () => import('./builders/community.ts').then((m) => m.communityBuilders),
  misc: () => import('./builders/misc.ts').then((m) => m.miscBuilders),
  iodocs: () => import('./builders/iodocs.ts').then((m) => m.iodocsBuilders),
  prose: () => import('./builders/prose.ts').then((m) => m.proseBuilders),
  docs: () => import('./builders/docs.ts').then((m) => m.docsBuilders),
  postPages: () => import('./builders/postPages.ts').then((m) => m.postPageBuilders),
  blogList: () => import('./builders/blogList.ts').then((m) => m.blogListBuilders),
  keyActivity: () => import('./builders/keyActivity.ts').then((m) => m.keyActivityBuilders),
});

const OWN_MODULE: Partial<Record<ContentType, BuilderModule>> = {
  page: 'prose',
  tos: 'prose',
  docs: 'docs',
  blogSingle: 'postPages',
  forumSingle: 'postPages',
  blogAll: 'blogList',
  keyActivity: 'keyActivity',
};

/** The module (builders/<module>.ts) a content type's builder is loaded from; null: a common builder in the entry. */
export function builderModuleOf(type: ContentType): BuilderModule | null {
  const group: ContentGroup = contentTypeGroups[type];
  return OWN_MODULE[type] ?? (group === 'common' ? null : group);
}

function loadModule(module: BuilderModule | null): Promise<Table> {
  return module === null ? Promise.resolve(commonBuilders) : builderModules.load(module);
}

/** The screen builder of a content type, loading its module when needed. */
export async function loadBuilder(type: ContentType): Promise<Builder<ContentType>> {
  const module = builderModuleOf(type);
  const table = await loadModule(module);
  const build = table[type] as Builder<ContentType> | undefined;
  if (!build)
    throw new Error(`adapter: no screen builder for ${type} in ${module ? `builders/${module}.ts` : 'the common builders'}`);
  return build;
}

/** Starts loading a content type's builders (e.g. while its extractors load). Never rejects. */
export function preloadBuilder(type: ContentType): void {
  preloadLabelDefaults(type);
  const module = builderModuleOf(type);
  if (module !== null) builderModules.preload(module);
}

const reported = new Set<string>();
/** Override keys of the page's label groups that name no label: warned once each (runtime options checked the group names only). */
function warnUnknownLabels(settings: Settings, defaults: Labels): void {
  for (const p of unknownLabels(settings.labels, defaults)) {
    if (reported.has(p)) continue;
    reported.add(p);
    console.warn(`[portal] ${p}: unknown label (ignored)`);
  }
}

export async function adaptLazy<K extends ContentType>(
  page: PageData<K>,
  settings: Settings,
  env: AdaptEnv,
): Promise<ScreenModel<K>> {
  const [build, defaults, slots] = await Promise.all([
    loadBuilder(page.contentType),
    loadLabelDefaults(page.contentType),
    loadRenderSlots(page.contentType),
  ]);
  warnUnknownLabels(settings, defaults);
  return adaptWith(page as PageData, settings, env, build, defaults, slots) as ScreenModel<K>;
}
