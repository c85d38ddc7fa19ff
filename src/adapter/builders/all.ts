// Every content type's screen builder: the table adapt() uses (tests, CLI, stories). The deploy bundle
// loads the groups one page at a time instead (../lazy.ts).
import { commonBuilders } from './common.ts';
import type { Builders } from './helpers.ts';
import { appsBuilders } from './apps.ts';
import { blogListBuilders } from './blogList.ts';
import { communityBuilders } from './community.ts';
import { docsBuilders } from './docs.ts';
import { iodocsBuilders } from './iodocs.ts';
import { keyActivityBuilders } from './keyActivity.ts';
import { keysBuilders } from './keys.ts';
import { memberBuilders } from './member.ts';
import { miscBuilders } from './misc.ts';
import { postPageBuilders } from './postPages.ts';
import { proseBuilders } from './prose.ts';

export const builders: Builders = {
  ...commonBuilders,
  ...proseBuilders,
  ...keysBuilders,
  ...keyActivityBuilders,
  ...appsBuilders,
  ...memberBuilders,
  ...communityBuilders,
  ...blogListBuilders,
  ...postPageBuilders,
  ...miscBuilders,
  ...docsBuilders,
  ...iodocsBuilders,
};
