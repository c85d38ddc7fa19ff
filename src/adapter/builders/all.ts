// Every content type's screen builder: the table adapt() uses (tests, CLI, stories). The deploy bundle
// loads the groups one page at a time instead (../lazy.ts).
import { commonBuilders, type Builders } from '../screens.ts';
import { appsBuilders } from './apps.ts';
import { communityBuilders } from './community.ts';
import { iodocsBuilders } from './iodocs.ts';
import { keysBuilders } from './keys.ts';
import { memberBuilders } from './member.ts';
import { miscBuilders } from './misc.ts';

export const builders: Builders = {
  ...commonBuilders,
  ...keysBuilders,
  ...appsBuilders,
  ...memberBuilders,
  ...communityBuilders,
  ...miscBuilders,
  ...iodocsBuilders,
};
