// Which content extractor reads which content type, by extractor group (one module of pages/ each).
// Only types are imported here: `index.ts` binds the table to the group modules statically (tests, CLI,
// stories), `lazy.ts` loads one group per page (the deploy bundle), so the bundle's entry carries only
// detection and the frame, and each page fetches the extractors of its own group.

import type { X } from './ctx.ts';
import type * as common from './pages/common.ts';
import type * as keys from './pages/keys.ts';
import type * as apps from './pages/apps.ts';
import type * as member from './pages/member.ts';
import type * as community from './pages/community.ts';
import type * as misc from './pages/misc.ts';
import type * as iodocs from './pages/iodocs.ts';
import type { ContentMap, ContentType, Detection, SigninState } from './types.ts';

/** The extractor group modules (src/extract/pages/<group>.ts). */
export interface ContentGroups {
  common: typeof common;
  keys: typeof keys;
  apps: typeof apps;
  member: typeof member;
  community: typeof community;
  misc: typeof misc;
  iodocs: typeof iodocs;
}
export type ContentGroup = keyof ContentGroups;

export type ContentExtractor<K extends ContentType = ContentType> = (x: X, d: Detection) => ContentMap[K];

export interface ContentRow<R> {
  group: ContentGroup;
  /** the extractor, from the loaded group module (`never`: each row takes its own group's module) */
  get(group: never): (x: X, d: Detection) => R;
}

const inGroup =
  <G extends ContentGroup>(group: G) =>
  <R>(get: (m: ContentGroups[G]) => (x: X, d: Detection) => R): ContentRow<R> => ({ group, get });

const C = inGroup('common');
const K = inGroup('keys');
const A = inGroup('apps');
const M = inGroup('member');
const F = inGroup('community');
const S = inGroup('misc');
const I = inGroup('iodocs');

/** A form page: the main form (first selector that matches, else the main form of #main). */
const form = (...selectors: string[]) => C((m) => (x) => m.formContent(x, ...selectors));
const prose = C((m) => m.prose);
const message = C((m) => m.message);

export const CONTENT: { [K in ContentType]: ContentRow<ContentMap[K]> } = {
  fourOhFour: prose,
  noAccess: prose,
  page: prose,
  docs: S((m) => m.docs),
  ioDocs: I((m) => m.ioDocs),
  forumAll: F((m) => m.forumAll),
  forumTopics: F((m) => m.forumTopics),
  forumAddTopic: F((m) => m.forumAddTopic),
  forumSingle: F((m) => m.forumSingle),
  forumRecent: F((m) => m.forumTopics),
  blogAll: F((m) => m.blogAll),
  blogSingle: F((m) => m.blogSingle),
  tos: prose,
  accountKeys: K((m) => m.accountKeys),
  accountApps: A((m) => m.accountApps),
  viewKeys: A((m) => m.viewKeys),
  appRegister: form('form#application-edit'),
  appRegisterSuccess: message,
  appEdit: form('form#application-edit'),
  appAddAPIs: A((m) => m.appSummaryForm),
  appAddAPIsSuccess: message,
  appAddAPIsError: message,
  appDelete: A((m) => m.appSummaryForm),
  appError: message,
  keyDelete: K((m) => m.keyDetailPage),
  keyActivity: K((m) => m.keyActivity),
  keySecret: K((m) => m.keySecret),
  verifyAccount: message,
  resetPassword: form('#myaccount form'),
  resetPasswordSuccess: message,
  resetPasswordError: message,
  accountManage: M((m) => m.accountManage),
  accountEmail: form('#myaccount form'),
  accountEmailSuccess: message,
  accountPassword: form('#myaccount form'),
  accountPasswordSuccess: message,
  register: M((m) => (x) => m.register(x, 'form#member-register')),
  registerSent: M((m) => m.registerSent),
  registerResend: form('form#resend-confirmation'),
  registerResendSuccess: message,
  join: M((m) => (x) => m.register(x, 'form#member-edit')),
  joinSuccess: M((m) => m.joinSuccess),
  memberRemove: form(),
  memberRemoveSuccess: message,
  lostPassword: form('#lost form'),
  lostPasswordReset: message,
  lostUsername: form('#lost form'),
  lostUsernameReset: message,
  showSecret: message,
  showSecretSuccess: message,
  showSecretError: message,
  profile: S((m) => m.profile),
  signin: M((m) => (x, d) => m.signin(x, (d.state as SigninState | null) ?? 'normal')),
  search: S((m) => m.search),
  logout: message,
  logoutFail: message,
  contact: form(),
  contactSuccess: message,
};

/** The extractor of `type` from its loaded group module. */
export function extractorFrom<K extends ContentType>(type: K, group: ContentGroups[ContentGroup]): ContentExtractor<K> {
  return CONTENT[type].get(group as never) as ContentExtractor<K>;
}
