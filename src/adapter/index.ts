// The adapter: (PageData, Settings, {url, now}) → ScreenModel. Pure — no DOM, no window, no fetch.
// Labels and placeholders are expanded here and only here (never inside server content).
// The work is in core.ts (adaptWith) and the screen builders (builders/<group>.ts, shared helpers in
// builders/helpers.ts).
import type { ContentType, PageData } from '../model/pageData.ts';
import type { Settings } from '../model/settings.ts';
import { builders } from './builders/all.ts';
import { adaptWith, type AdaptEnv } from './core.ts';
import type { Builder } from './builders/helpers.ts';
import type { ScreenModel } from '../model/screenModel.ts';
import { defaultLabels } from '../labels/en.ts';
import { IO_DOCS_RENDER_SLOTS } from '../model/labels/renderSlots.ioDocs.ts';

export type * from '../model/screenModel.ts';
export type {
  Templates,
  RuntimeTemplates,
  RegionName,
  RegionProps,
  ScreenComponentProps,
  ScreenComponent,
} from '../model/templates.ts';
export { regionNames } from '../model/templates.ts';
export { checkPassword, checkConfirm, evaluatePassword, SPECIAL_CHARACTERS } from '../lib/password.ts';
export { globalFlag, type AdaptEnv } from './core.ts';

/** every label part's render-time slots beyond the layout's (all the default labels are here too) */
const ALL_PART_SLOTS = { ioDocs: IO_DOCS_RENDER_SLOTS };

export function adapt<K extends ContentType>(page: PageData<K>, settings: Settings, env: AdaptEnv): ScreenModel<K> {
  return adaptWith(
    page as PageData,
    settings,
    env,
    builders[page.contentType] as Builder<ContentType>,
    defaultLabels,
    ALL_PART_SLOTS,
  ) as ScreenModel<K>;
}
