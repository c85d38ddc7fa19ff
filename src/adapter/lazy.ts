// The deploy bundle's adapt(): the common pages' builders (screens.ts) are in the entry; every other
// content group's builders (builders/<group>.ts) arrive as a chunk with the page, like its extractors.
// Same ScreenModel as adapt() in index.ts (tested). The promise rejects only when the group's chunk cannot
// be loaded (the runtime then shows the server page, or loads the page normally).
import { CONTENT, type ContentGroup } from '../extract/content.ts';
import type { ContentType, PageData } from '../extract/types.ts';
import type { Settings } from '../config/settings.ts';
import { adaptWith, type AdaptEnv } from './core.ts';
import { commonBuilders, type Builder, type Builders } from './screens.ts';
import type { ScreenModel } from './types.ts';

type Table = Partial<Builders>;

const LOADERS: { [G in Exclude<ContentGroup, 'common'>]: () => Promise<Table> } = {
  keys: () => import('./builders/keys.ts').then((m) => m.keysBuilders),
  apps: () => import('./builders/apps.ts').then((m) => m.appsBuilders),
  member: () => import('./builders/member.ts').then((m) => m.memberBuilders),
  community: () => import('./builders/community.ts').then((m) => m.communityBuilders),
  misc: () => import('./builders/misc.ts').then((m) => m.miscBuilders),
  iodocs: () => import('./builders/iodocs.ts').then((m) => m.iodocsBuilders),
};

const loaded = new Map<ContentGroup, Promise<Table>>();

function loadGroup(group: ContentGroup): Promise<Table> {
  if (group === 'common') return Promise.resolve(commonBuilders);
  let p = loaded.get(group);
  if (!p) {
    p = LOADERS[group]();
    loaded.set(group, p);
    // a failed load may succeed later (a flaky network): do not keep the rejection
    p.catch(() => loaded.delete(group));
  }
  return p;
}

/** The screen builder of a content type, loading its group when needed. */
export async function loadBuilder(type: ContentType): Promise<Builder<ContentType>> {
  const table = await loadGroup(CONTENT[type].group);
  const build = table[type] as Builder<ContentType> | undefined;
  if (!build) throw new Error(`adapter: no screen builder for ${type} in the ${CONTENT[type].group} group`);
  return build;
}

/** Starts loading a content type's builders (e.g. while its extractors load). Never rejects. */
export function preloadBuilder(type: ContentType): void {
  loadGroup(CONTENT[type].group).catch(() => {});
}

export async function adaptLazy<K extends ContentType>(page: PageData<K>, settings: Settings, env: AdaptEnv): Promise<ScreenModel<K>> {
  const build = await loadBuilder(page.contentType);
  return adaptWith(page as PageData, settings, env, build) as ScreenModel<K>;
}
