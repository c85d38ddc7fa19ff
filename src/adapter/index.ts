// The adapter: (PageData, Settings, {url, now}) → ScreenModel. Pure — no DOM, no window, no fetch.
// Labels and placeholders are expanded here and only here (never inside server content).
// The work is in core.ts (adaptWith) and the screen builders (screens.ts, builders/<group>.ts).
import type { ContentType, PageData } from '../extract/types.ts';
import type { Settings } from '../config/settings.ts';
import { builders } from './builders/all.ts';
import { adaptWith, type AdaptEnv } from './core.ts';
import type { ScreenModel } from './types.ts';

export type * from './types.ts';
export type { Templates, RuntimeTemplates, RegionName, RegionProps, ScreenComponentProps, ScreenComponent } from './templates.ts';
export { regionNames } from './templates.ts';
export { checkPassword, checkConfirm, evaluatePassword, SPECIAL_CHARACTERS } from './password.ts';
export { globalFlag, type AdaptEnv } from './core.ts';

export function adapt<K extends ContentType>(page: PageData<K>, settings: Settings, env: AdaptEnv): ScreenModel<K> {
  return adaptWith(page as PageData, settings, env, builders[page.contentType] as never) as ScreenModel<K>;
}
