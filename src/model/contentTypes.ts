// The content types of the portal and the group each belongs to: THE registry of content
// types. Everything else is derived from this table or checked against it by the compiler (every table keyed
// by content type is a `Record<ContentType, …>`): the list of content types, the PageData schema's variants,
// settings validation, and the lazy loading of a page's extractors and screen builders — a group is one
// module of extractors (src/extract/pages/<group>.ts) and one of builders (src/adapter/builders/<group>.ts),
// loaded together, so a page downloads only its own group. `common` is in the deploy bundle's entry for the
// builders (most pages are prose, message or form pages) and a chunk for the extractors.
// No zod here: the deploy bundle imports this module (the schemas are in pageData.ts).

export const contentGroups = ['common', 'keys', 'apps', 'member', 'community', 'misc', 'iodocs'] as const;
export type ContentGroup = (typeof contentGroups)[number];

/** Every content type and its group, in the spec's order (the order of contentTypes). */
export const contentTypeGroups = {
  fourOhFour: 'common',
  noAccess: 'common',
  page: 'common',
  docs: 'misc',
  ioDocs: 'iodocs',
  forumAll: 'community',
  forumTopics: 'community',
  forumAddTopic: 'community',
  forumSingle: 'community',
  forumRecent: 'community',
  blogAll: 'community',
  blogSingle: 'community',
  tos: 'common',
  accountKeys: 'keys',
  accountApps: 'apps',
  viewKeys: 'apps',
  appRegister: 'common',
  appRegisterSuccess: 'apps',
  appEdit: 'common',
  appAddAPIs: 'apps',
  appAddAPIsSuccess: 'common',
  appAddAPIsError: 'common',
  appDelete: 'apps',
  appError: 'common',
  keyDelete: 'keys',
  keyActivity: 'keys',
  keySecret: 'keys',
  verifyAccount: 'common',
  resetPassword: 'common',
  resetPasswordSuccess: 'common',
  resetPasswordError: 'common',
  accountManage: 'member',
  accountEmail: 'common',
  accountEmailSuccess: 'common',
  accountPassword: 'common',
  accountPasswordSuccess: 'common',
  register: 'member',
  registerSent: 'member',
  registerResend: 'common',
  registerResendSuccess: 'common',
  join: 'member',
  joinSuccess: 'member',
  memberRemove: 'common',
  memberRemoveSuccess: 'common',
  lostPassword: 'common',
  lostPasswordReset: 'common',
  lostUsername: 'common',
  lostUsernameReset: 'common',
  showSecret: 'common',
  showSecretSuccess: 'common',
  showSecretError: 'common',
  profile: 'misc',
  signin: 'member',
  search: 'misc',
  logout: 'common',
  logoutFail: 'common',
  contact: 'common',
  contactSuccess: 'common',
} as const satisfies Record<string, ContentGroup>;

export type ContentType = keyof typeof contentTypeGroups;

export const contentTypes = Object.keys(contentTypeGroups) as readonly ContentType[];

/** The content types of one group. */
export type ContentTypeOf<G extends ContentGroup> = {
  [K in ContentType]: (typeof contentTypeGroups)[K] extends G ? K : never;
}[ContentType];
